import { useState } from 'react';
import { posterImage } from '@/config/poster';
import type { Event } from '@/domain/events';

export const POSTER_CLASS =
  'aspect-[8/3] w-full rounded-3xl border border-white/10 bg-plum object-cover';
/** The banner spans the page's column: the viewport less its padding, at most 1,088 px. */
export const BANNER_SIZES = '(min-width: 1152px) 1088px, calc(100vw - 32px)';

/**
 * The banner at the top of the booking page; 1600×600 so the page does not jump as it loads. An
 * organiser's poster that fails to load (moved, deleted, a typo) gives way to the default poster,
 * never a broken-image icon (docs/design.md §9.10); the default's own failure is left alone, so
 * the swap happens once.
 */
export function EventPoster({ event }: { event: Pick<Event, 'title' | 'imageUrl'> }) {
  // Remembered by address, so an event that changes to another poster gets to try it.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const ownUrl = event.imageUrl && event.imageUrl !== failedUrl ? event.imageUrl : '';
  const { avifSrcSet, ...image } = posterImage(ownUrl, BANNER_SIZES);
  const img = (
    <img
      {...image}
      alt={`${event.title}: event poster`}
      width={1600}
      height={600}
      fetchPriority="high"
      className={POSTER_CLASS}
      onError={ownUrl ? () => setFailedUrl(ownUrl) : undefined}
    />
  );
  if (!avifSrcSet) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={avifSrcSet} sizes={image.sizes} />
      {img}
    </picture>
  );
}
