import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { MOBILE_INTRO_CLASS } from '@/features/marketing/intro/first-visit-flags';
import { HeroSection } from '@/features/marketing/sections/hero-section';
import { stubMatchMedia } from './support/browser';

const PHONE = '(max-width: 767px)';

/**
 * Videos wait for the page to settle: loaded, then an idle moment. This resolves at the next idle
 * moment, scheduled as the page schedules its own (a zero-delay timer in jsdom, which has no
 * requestIdleCallback), so after the callbacks the hero queued before it: a point in the
 * sequence, not a length of time.
 */
const idleMoment = () =>
  act(
    () =>
      new Promise<void>((done) => {
        const whenIdle =
          window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback));
        whenIdle(() => done());
      }),
  );

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

  it('on a desktop the background video does not play, and has nothing to download', async () => {
    stubMatchMedia();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    renderHero();
    // The laptop's hero is whole once its lazily loaded next-party card is in.
    await screen.findByRole('complementary', { name: 'Next party' });
    await idleMoment();
    expect(play).not.toHaveBeenCalled();
    const video = document.querySelector('#home video, [data-testid="hero-video"] video');
    expect(video).not.toHaveAttribute('src');
    expect(video).not.toHaveAttribute('poster');
    expect(video?.querySelector('source')).toBeNull();
  });

  it('on a phone the video gets its source only once the first-visit intro has gone', async () => {
    stubMatchMedia(PHONE);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    document.documentElement.classList.add(MOBILE_INTRO_CLASS);
    try {
      renderHero();
      const video = screen.getByTestId('hero-video').querySelector('video');
      await idleMoment();
      expect(play).not.toHaveBeenCalled();
      expect(video).not.toHaveAttribute('src');

      document.documentElement.classList.remove(MOBILE_INTRO_CLASS);
      // Playing, with sound: the toggle shows it once play() has resolved.
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Sound for hero video' })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );
      expect(play).toHaveBeenCalledTimes(1);
      // jsdom plays neither format, so it gets the MP4 (WebM where the browser plays it).
      expect(video).toHaveAttribute('src', '/media/hero-loop.mp4');
    } finally {
      document.documentElement.classList.remove(MOBILE_INTRO_CLASS);
    }
  });

  it('on a phone the video plays with sound when the browser allows it', async () => {
    stubMatchMedia(PHONE);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    renderHero();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sound for hero video' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('on a phone it falls back to muted when autoplay with sound is refused', async () => {
    stubMatchMedia(PHONE);
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(new DOMException('Autoplay refused', 'NotAllowedError'))
      .mockResolvedValue();
    renderHero();
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    const toggle = screen.getByRole('button', { name: 'Sound for hero video' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
