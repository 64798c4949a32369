import { useState } from 'react';

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** `items` in chunks of `size`, reusing each of `before` that holds the same items. */
function cut<T>(items: readonly T[], size: number, before: readonly T[][]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0, index = 0; start < items.length; start += size, index += 1) {
    const fresh = items.slice(start, start + size);
    const kept = before[index];
    chunks.push(kept && sameItems(kept, fresh) ? kept : fresh);
  }
  return chunks;
}

/**
 * A long list cut into chunks of `size`, each chunk the same array as last time while it holds
 * the same items, so a memoised chunk is not rendered again: on a keystroke, or when Load more
 * adds rows, only the chunks whose rows changed are (with 5,000 rows fresh slices re-rendered
 * all 250 chunks on every render of the list). The last cut is kept as state, React's way of
 * remembering what an earlier render computed.
 */
export function useChunks<T>(items: readonly T[], size: number): T[][] {
  const [last, setLast] = useState(() => ({ items, size, chunks: cut(items, size, []) }));
  if (last.items === items && last.size === size) return last.chunks;
  const chunks = cut(items, size, last.chunks);
  setLast({ items, size, chunks });
  return chunks;
}
