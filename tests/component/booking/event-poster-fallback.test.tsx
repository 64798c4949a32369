import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POSTER } from '@/config/poster';
import { EventPoster } from '@/features/booking/event/event-poster';

const OWN = 'https://example.com/gone.jpg';
const NAME = 'Garba Night: event poster';
const poster = () => screen.getByRole('img', { name: NAME });
// A <source> has no role: the AVIF set is found by the <picture> that holds the poster.
const avifSet = () =>
  poster().closest('picture')?.querySelector('source[type="image/avif"]')?.getAttribute('srcset');

describe('EventPoster on /booking (docs/design.md §9.10)', () => {
  it('swaps an organiser’s poster that fails to load for the default, with its AVIF and WebP sets', () => {
    render(<EventPoster event={{ title: 'Garba Night', imageUrl: OWN }} />);
    expect(poster()).toHaveAttribute('src', OWN);
    expect(poster().closest('picture')).toBeNull();

    fireEvent.error(poster());

    expect(poster()).toHaveAttribute('src', DEFAULT_POSTER);
    expect(poster()).toHaveAttribute(
      'srcset',
      '/media/poster-800.webp 800w, /media/poster.webp 1600w',
    );
    expect(avifSet()).toBe('/media/poster-800.avif 800w, /media/poster.avif 1600w');
  });

  it('swaps only once: the default failing as well is left as it is', () => {
    render(<EventPoster event={{ title: 'Garba Night', imageUrl: OWN }} />);
    fireEvent.error(poster());
    fireEvent.error(poster());
    expect(poster()).toHaveAttribute('src', DEFAULT_POSTER);
  });

  it('tries a new poster address after an earlier one failed', () => {
    const { rerender } = render(<EventPoster event={{ title: 'Garba Night', imageUrl: OWN }} />);
    fireEvent.error(poster());
    const next = 'https://example.com/new.jpg';
    rerender(<EventPoster event={{ title: 'Garba Night', imageUrl: next }} />);
    expect(poster()).toHaveAttribute('src', next);
  });

  it('keeps a poster that loads', () => {
    render(<EventPoster event={{ title: 'Garba Night', imageUrl: OWN }} />);
    fireEvent.load(poster());
    expect(poster()).toHaveAttribute('src', OWN);
  });
});
