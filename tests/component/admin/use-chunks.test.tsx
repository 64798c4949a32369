import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChunks } from '@/features/admin/registrations/use-chunks';

describe('useChunks', () => {
  const rows = Array.from({ length: 7 }, (_, i) => ({ n: i }));

  it('cuts the list and keeps each chunk’s identity while it holds the same rows', () => {
    const { result, rerender } = renderHook(({ items }) => useChunks(items, 3), {
      initialProps: { items: rows },
    });
    const first = result.current;
    expect(first.map((chunk) => chunk.map((row) => row.n))).toEqual([[0, 1, 2], [3, 4, 5], [6]]);

    // Another render with a new list of the same rows (a keystroke, a new page's merge).
    rerender({ items: [...rows] });
    expect(result.current[0]).toBe(first[0]);
    expect(result.current[1]).toBe(first[1]);
    expect(result.current[2]).toBe(first[2]);

    // Load more: rows added at the end change only the last chunk and add one.
    const more = [...rows, { n: 7 }, { n: 8 }, { n: 9 }];
    rerender({ items: more });
    expect(result.current[0]).toBe(first[0]);
    expect(result.current[1]).toBe(first[1]);
    expect(result.current[2]).not.toBe(first[2]);
    expect(result.current.map((chunk) => chunk.map((row) => row.n))).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
      [9],
    ]);
  });
});
