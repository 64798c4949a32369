import type { ReactNode } from 'react';

/** Thrown during the prerender so the nearest <Suspense> renders its fallback instead. */
export class ClientOnlyError extends Error {
  constructor() {
    super('Rendered in the browser only');
    this.name = 'ClientOnlyError';
  }
}

/**
 * Content that needs the browser (storage, IndexedDB). React's documented way to leave it out
 * of server HTML: throw on the server inside <Suspense>; the prerendered page then carries the
 * Suspense fallback, and the browser renders the content itself.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  if (typeof window === 'undefined') throw new ClientOnlyError();
  return children;
}
