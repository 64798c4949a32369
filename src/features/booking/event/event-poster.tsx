import { posterImage } from '@/config/poster';
import type { Event } from '@/domain/events';

export const POSTER_CLASS =
  'aspect-[8/3] w-full rounded-3xl border border-white/10 bg-plum object-cover';
/** The banner spans the page's column: the viewport less its padding, at most 1,088 px. */
export const BANNER_SIZES = '(min-width: 1152px) 1088px, calc(100vw - 32px)';

/** The banner at the top of the booking page; 1600×600 so the page does not jump as it loads. */
export function EventPoster({ event }: { event: Pick<Event, 'title' | 'imageUrl'> }) {
  const { avifSrcSet, ...image } = posterImage(event.imageUrl, BANNER_SIZES);
  const img = (
    <img
      {...image}
      alt={`${event.title}: event poster`}
      width={1600}
      height={600}
      fetchPriority="high"
      className={POSTER_CLASS}
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
