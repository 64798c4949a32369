import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { HeroSection } from '@/features/marketing/sections/hero-section';
import { stubMatchMedia } from './support/browser';

const PHONE = '(max-width: 767px)';

function renderHero() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<HeroSection />} />
        <Route path="/booking" element={<h1>Booking page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // jsdom implements no media playback; the phone video pauses when the hero unmounts.
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HeroSection', () => {
  it('has one h1 with the tagline', () => {
    stubMatchMedia();
    renderHero();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(/No Shaadi\.\s*Just Vibes\./);
  });

  it('"Book Your Jashan" goes to the booking page', async () => {
    stubMatchMedia();
    renderHero();
    const book = screen.getByRole('link', { name: 'Book Your Jashan' });
    expect(book).toHaveAttribute('href', '/booking');
    await userEvent.setup().click(book);
    expect(screen.getByRole('heading', { name: 'Booking page' })).toBeInTheDocument();
  });

  it('"Watch Highlights" jumps to the portfolio', () => {
    stubMatchMedia();
    renderHero();
    expect(screen.getByRole('link', { name: 'Watch Highlights' })).toHaveAttribute(
      'href',
      '#portfolio',
    );
  });

  it('"Follow Us" opens the social profile in a new tab', () => {
    stubMatchMedia();
    renderHero();
    const follow = screen.getByRole('link', { name: 'Follow Us' });
    expect(follow).toHaveAttribute('href', site.social.url);
    expect(follow).toHaveAttribute('target', '_blank');
    expect(follow.getAttribute('rel')).toContain('noopener');
  });

  it('on a desktop the background video does not play', () => {
    stubMatchMedia();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    renderHero();
    expect(play).not.toHaveBeenCalled();
  });

  it('on a phone the video plays with sound when the browser allows it', async () => {
    stubMatchMedia(PHONE);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    renderHero();
    await act(async () => undefined);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sound for hero video' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('on a phone it falls back to muted when autoplay with sound is refused', async () => {
    stubMatchMedia(PHONE);
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(new DOMException('Autoplay refused', 'NotAllowedError'))
      .mockResolvedValue();
    renderHero();
    await act(async () => undefined);
    expect(play).toHaveBeenCalledTimes(2);
    const toggle = screen.getByRole('button', { name: 'Sound for hero video' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
