import { useSyncExternalStore } from 'react';

/** Subscribes to a CSS media query; false during prerender so server and first client render agree. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the spec's 768 px breakpoint (docs/product-spec.md §9). */
export const MOBILE_QUERY = '(max-width: 767px)';
/** From the spec's 768 px breakpoint up: laptops and tablets (Tailwind's `md:`). */
export const DESKTOP_QUERY = '(min-width: 768px)';
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
