/**
 * Whether the page is still the prerendered one the browser first loaded. Deferred sections
 * read it: on that page they keep their server HTML until scrolled near; once the visitor
 * navigates client-side, everything renders (and loads) at once.
 *
 * Not "until the first commit": React hydrates Suspense boundaries in later passes, after the
 * shell has committed, so the flag must outlive the first render.
 */
let hydrating = false;
const waiting = new Set<() => void>();

export function startHydration(): void {
  hydrating = true;
}

export function isHydrating(): boolean {
  return hydrating;
}

/** Registers a wait that ends early if hydration ends (the section's HTML may be gone). */
export function untilHydrationEnds(resolve: () => void): () => void {
  waiting.add(resolve);
  return () => waiting.delete(resolve);
}

export function endHydration(): void {
  hydrating = false;
  waiting.forEach((resolve) => resolve());
  waiting.clear();
}
