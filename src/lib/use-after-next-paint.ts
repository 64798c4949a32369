import { startTransition, useEffect, useState } from 'react';

/**
 * With `wait` (read on mounting), false on the first render and true once the browser has painted
 * what that render committed; without it, true at once. For a part of a screen that can arrive a
 * frame later, so the screen's first style, layout and paint are shared between two frames
 * instead of one long task (docs/design.md §10.4). A hidden page paints no frames, so there it
 * turns true a task after mounting.
 */
export function useAfterNextPaint(wait: boolean): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // As a transition, React renders what it shows in slices it yields between, not in one task.
    const show = () => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    };
    if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
      show();
      return () => clearTimeout(timer);
    }
    // A frame callback runs just before that frame's style and layout; a task queued from it runs
    // after them.
    const frame = requestAnimationFrame(show);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
