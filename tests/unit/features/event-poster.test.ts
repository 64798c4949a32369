import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POSTER, posterImage } from '@/config/poster';
import { BANNER_SIZES } from '@/features/booking/event/event-poster';

describe('posterImage (the /booking banner, the desktop next-party card)', () => {
  it('offers phones the 800 px copy of the default poster, laptops the full one', () => {
    const image = posterImage(undefined, BANNER_SIZES);
    expect(image.src).toBe(DEFAULT_POSTER);
    expect(image.srcSet).toBe('/media/poster-800.webp 800w, /media/poster.webp 1600w');
    // AVIF first, for browsers that read it: the same two sizes.
    expect(image.avifSrcSet).toBe('/media/poster-800.avif 800w, /media/poster.avif 1600w');
    // The banner spans the page's column: the viewport less 16 px each side, at most 1,088 px.
    expect(image.sizes).toBe('(min-width: 1152px) 1088px, calc(100vw - 32px)');
    expect(posterImage('', BANNER_SIZES)).toEqual(image);
  });

  it('names only files that are in public/', () => {
    const { src, srcSet, avifSrcSet } = posterImage(undefined, '100vw');
    const sets = `${srcSet}, ${avifSrcSet}`.split(', ').map((entry) => entry.split(' ')[0]);
    for (const file of [src, ...sets]) expect(existsSync(`public${file}`), file).toBe(true);
  });

  it('uses an organiser’s own poster as it is, with no sizes it does not have', () => {
    expect(posterImage('https://example.com/party.jpg', BANNER_SIZES)).toEqual({
      src: 'https://example.com/party.jpg',
    });
  });
});
