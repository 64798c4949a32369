import { useEffect, useRef, useState } from 'react';

// Chunks this far above or below the screen are rendered already, so scrolling never shows a gap.
const RENDER_MARGIN = '1500px 0px';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

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
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const leaving = !entry.isIntersecting && element.offsetHeight > 0;
        const height = leaving ? element.offsetHeight : null;
        setView((last) => ({ near: entry.isIntersecting, height: height ?? last.height }));
      },
      { rootMargin: RENDER_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, ...view };
}
