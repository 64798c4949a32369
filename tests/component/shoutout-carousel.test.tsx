import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shoutouts } from '@/features/marketing/data/shoutouts';
import { ShoutoutCarousel } from '@/features/marketing/sections/shoutout-carousel';
import { CAROUSEL_INTERVAL_MS } from '@/lib/ui-constants';
import { stubMatchMedia } from './support/browser';

const SLIDE = 300;

/** Renders the carousel as a phone lays it out: visible, one slide per `SLIDE` px. */
function renderCarousel(options: { visible?: boolean; scrollLeft?: number } = {}) {
  // jsdom does no layout: offsetParent is always null, sizes are 0.
  if (options.visible ?? true) {
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
  }
  render(<ShoutoutCarousel items={shoutouts} />);
  const list = screen.getByRole('list', { name: 'Influencer shoutouts' });
  Object.defineProperties(list, {
    clientWidth: { value: SLIDE },
    scrollWidth: { value: SLIDE * shoutouts.length },
    scrollLeft: { value: options.scrollLeft ?? 0, writable: true },
  });
  const scrollTo = vi.fn();
  list.scrollTo = scrollTo as typeof list.scrollTo;
  return { list, scrollTo };
}

const tick = () => act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
const pauseToggle = () => screen.getByRole('button', { name: /Pause auto-scroll/ });

beforeEach(() => {
  vi.useFakeTimers();
  stubMatchMedia();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ShoutoutCarousel', () => {
  it('shows every shoutout with a link to the influencer', () => {
    renderCarousel();
    for (const item of shoutouts) {
      const links = screen.getAllByRole('link', {
        name: new RegExp(item.handle.replace(/\./g, '\\.')),
      });
      for (const link of links) expect(link).toHaveAttribute('href', item.url);
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(shoutouts.length);
  });

  it('advances one slide every 5 seconds', () => {
    const { scrollTo } = renderCarousel();
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SLIDE, behavior: 'smooth' });
  });

  it('wraps round to the first slide from the last', () => {
    const { scrollTo } = renderCarousel({ scrollLeft: SLIDE * (shoutouts.length - 1) });
    tick();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('does nothing while hidden (desktop layout)', () => {
    const { scrollTo } = renderCarousel({ visible: false });
    tick();
    tick();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not auto-advance for visitors who prefer reduced motion', () => {
    stubMatchMedia('(prefers-reduced-motion: reduce)');
    const { scrollTo } = renderCarousel();
    tick();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops for good once the visitor touches the list', () => {
    const { list, scrollTo } = renderCarousel();
    fireEvent.pointerDown(list);
    tick();
    tick();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(pauseToggle()).toHaveAttribute('aria-pressed', 'true');
  });

  it('the pause toggle stops and restarts auto-scroll', () => {
    const { scrollTo } = renderCarousel();
    expect(pauseToggle()).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(pauseToggle());
    expect(pauseToggle()).toHaveAttribute('aria-pressed', 'true');
    tick();
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.click(pauseToggle());
    expect(pauseToggle()).toHaveAttribute('aria-pressed', 'false');
    tick();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('stops its timer when it leaves the page', () => {
    const { unmount } = render(<ShoutoutCarousel items={shoutouts} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
