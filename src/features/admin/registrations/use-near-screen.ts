import { useEffect, useRef, useState } from 'react';

// Chunks this far above or below the screen are rendered already, so scrolling never shows a gap.
const RENDER_MARGIN = '1500px 0px';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

type OnEntry = (entry: IntersectionObserverEntry) => void;

const watched = new Map<Element, OnEntry>();
let shared: IntersectionObserver | null = null;

/**
 * Watches `element` with the one observer every chunk shares, until the returned stop: one
 * observer for all 250 chunks of 5,000 rows, where one each had Chrome run 250 of them on every
 * layout (docs/design.md §14.3). Dropped with the last element, so none outlives the list.
 */
function watch(element: Element, onEntry: OnEntry): () => void {
  shared ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watched.get(entry.target)?.(entry);
    },
    { rootMargin: RENDER_MARGIN },
  );
  const observer = shared;
  watched.set(element, onEntry);
  observer.observe(element);
  return () => {
    watched.delete(element);
    observer.unobserve(element);
    if (watched.size === 0 && shared === observer) {
      observer.disconnect();
      shared = null;
    }
  };
}

/**
 * Whether a chunk of a long list is near the screen, and its height as last measured, so a chunk
 * far away can be an empty box of that height. The first chunk is near from the start; without
 * IntersectionObserver every chunk is.
 */
export function useNearScreen<E extends HTMLElement>(first: boolean) {
  const ref = useRef<E>(null);
  const [view, setView] = useState<{ near: boolean; height: number | null }>(() => ({
    near: first || !canObserve(),
    height: null,
  }));

  useEffect(() => {
    const element = ref.current;
    if (!element || !canObserve()) return;
    return watch(element, (entry) => {
      const leaving = !entry.isIntersecting && element.offsetHeight > 0;
      const height = leaving ? element.offsetHeight : null;
      setView((last) => ({ near: entry.isIntersecting, height: height ?? last.height }));
    });
  }, []);

  return { ref, ...view };
}
