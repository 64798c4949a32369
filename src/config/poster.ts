/** The default event poster (scripts/make-media.sh renders it from public/media/poster.svg). */
export const DEFAULT_POSTER = '/media/poster.webp';

/**
 * An event poster's image sources. The default poster comes in two sizes, so a phone fetches the
 * 800 px one, and in two formats: AVIF first (14 KB at 800 px, not the WebP's 41 KB: it is
 * /booking's largest paint), WebP for browsers without AVIF. An organiser's own poster URL is
 * used as it is. `sizes` is the width the page shows it at.
 */
export function posterImage(url: string | undefined, sizes: string) {
  const src = url || DEFAULT_POSTER;
  if (src !== DEFAULT_POSTER) return { src };
  return {
    src,
    srcSet: '/media/poster-800.webp 800w, /media/poster.webp 1600w',
    avifSrcSet: '/media/poster-800.avif 800w, /media/poster.avif 1600w',
    sizes,
  };
}
