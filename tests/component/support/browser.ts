import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has no matchMedia. `matching` lists the media queries that should match,
 * e.g. '(max-width: 767px)' for a phone or '(prefers-reduced-motion: reduce)'.
 * The jsdom project puts it back before each test (vitest.config.ts `unstubGlobals`).
 */
export function stubMatchMedia(...matching: string[]) {
  const matchMedia = (query: string): MediaQueryList => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
  vi.stubGlobal('matchMedia', matchMedia);
}

/** Scrolls the page to `y` as far as the app can tell: sets scrollY and fires 'scroll'. */
export function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

const jsdomScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');

/** Puts scrollY back to jsdom's own property. */
export function resetPageScroll() {
  if (jsdomScrollY) Object.defineProperty(window, 'scrollY', jsdomScrollY);
}
