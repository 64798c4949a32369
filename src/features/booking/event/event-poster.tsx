import type { Event } from '@/domain/events';

export const DEFAULT_POSTER = '/media/poster.webp';
/** The default poster at half size, for phones (see scripts/make-media.sh). */
export const DEFAULT_POSTER_SMALL = '/media/poster-800.webp';
export const POSTER_CLASS =
  'aspect-[8/3] w-full rounded-3xl border border-white/10 bg-plum object-cover';

/**
 * The banner's image attributes. The default poster comes in two sizes, so a phone fetches the
 * 800 px one (41 KB, not 100 KB: it is the page's largest paint); an organiser's own poster
 * URL is used as it is. The banner spans the page's column: the viewport less its padding, at
 * most 1,088 px.
 */
export function posterImage(url: string | undefined) {
  const src = url || DEFAULT_POSTER;
  if (src !== DEFAULT_POSTER) return { src };
  return {
    src,
    srcSet: `${DEFAULT_POSTER_SMALL} 800w, ${DEFAULT_POSTER} 1600w`,
    sizes: '(min-width: 1152px) 1088px, calc(100vw - 32px)',
  };
}

/** The banner at the top of the booking page; 1600×600 so the page does not jump as it loads. */
export function EventPoster({ event }: { event: Pick<Event, 'title' | 'imageUrl'> }) {
  return (
    <img
      {...posterImage(event.imageUrl)}
      alt={`${event.title}: event poster`}
      width={1600}
      height={600}
      fetchPriority="high"
      className={POSTER_CLASS}
    />
  );
}
