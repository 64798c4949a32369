import { lazy, type ComponentType } from 'react';

/**
 * A page whose code could not load — most often because the device is offline and the page was
 * never cached (docs/design.md §5.7, §11): said plainly instead of a blank screen.
 */
export function PageUnavailable() {
  return (
    <section role="alert" className="mx-auto max-w-xl px-5 py-24 text-center">
      <h1 className="font-display text-3xl font-bold">This page could not load</h1>
      <p className="mt-4 text-muted">It needs the network: this device may be offline.</p>
    </section>
  );
}

/**
 * React.lazy for a page: when its code cannot load (offline, never cached), PageUnavailable shows
 * in its place instead of the whole app failing into a blank screen.
 */
export const lazyPage = <P,>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(() => load().catch(() => ({ default: PageUnavailable as ComponentType<P> })));
