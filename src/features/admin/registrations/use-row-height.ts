import { useCallback, useState } from 'react';

// A measured height this close to the last is kept, so rows of slightly different heights do
// not re-size every box far from the screen on each render.
const TOLERANCE_PX = 2;

/**
 * The height of one row (or card) of a long list as the first chunk measured it on screen,
 * `guessPx` until then. Chunks far from the screen are boxes of their row count times this:
 * with a fixed guess a third of the real height (48 px against ~165 px for a table row at
 * 1280 px), drawing a chunk as it came near moved everything below it by thousands of pixels,
 * and a click on Load more aimed where the button had been landed on a row (docs/design.md §14.3).
 */
export function useRowHeight(guessPx: number) {
  const [rowPx, setRowPx] = useState(guessPx);
  const measure = useCallback((element: HTMLElement | null, rows: number) => {
    const height = element?.offsetHeight ?? 0;
    if (rows === 0 || height === 0) return;
    const perRow = height / rows;
    setRowPx((last) => (Math.abs(last - perRow) <= TOLERANCE_PX ? last : perRow));
  }, []);
  return { rowPx, measure };
}
