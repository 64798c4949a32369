import { describe, expect, it } from 'vitest';
import { DEFAULT_POSTER, posterImage } from '@/features/booking/event/event-poster';

describe('posterImage (the /booking banner)', () => {
  it('offers phones the 800 px copy of the default poster, laptops the full one', () => {
    const image = posterImage(undefined);
    expect(image.src).toBe(DEFAULT_POSTER);
    expect(image.srcSet).toBe('/media/poster-800.webp 800w, /media/poster.webp 1600w');
    // The banner spans the page's column: the viewport less 16 px each side, at most 1,088 px.
    expect(image.sizes).toBe('(min-width: 1152px) 1088px, calc(100vw - 32px)');
    expect(posterImage('')).toEqual(image);
  });

  it('uses an organiser’s own poster as it is, with no sizes it does not have', () => {
    expect(posterImage('https://example.com/party.jpg')).toEqual({
      src: 'https://example.com/party.jpg',
    });
  });
});
