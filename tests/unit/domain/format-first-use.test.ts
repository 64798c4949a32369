import { afterEach, describe, expect, it, vi } from 'vitest';

// docs/design.md §10.2: loading the format helpers builds no Intl formatter; each is built on its
// first use, once.

const real = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
const built = { NumberFormat: 0, DateTimeFormat: 0 };

/** Counts the formatters built with `new Intl[name](…)`, which still builds real ones. */
function countBuilds(name: keyof typeof real) {
  built[name] = 0;
  const counting = new Proxy(real[name], {
    construct(target, args: unknown[]) {
      built[name] += 1;
      return Reflect.construct(target, args) as object;
    },
  });
  Object.defineProperty(Intl, name, { value: counting, configurable: true, writable: true });
}

afterEach(() => {
  for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
    Object.defineProperty(Intl, name, { value: real[name], configurable: true, writable: true });
  }
});

describe('format helpers build their Intl formatters on first use', () => {
  it('builds none on import, one per kind when first used, and reuses it', async () => {
    vi.resetModules();
    countBuilds('NumberFormat');
    countBuilds('DateTimeFormat');
    const format = await import('@/domain/format');
    expect(built).toEqual({ NumberFormat: 0, DateTimeFormat: 0 });

    expect(format.formatRupees(1212)).toBe('₹1,212');
    expect(format.formatRupees(100000)).toBe('₹1,00,000');
    expect(built.NumberFormat).toBe(1);
    expect(format.formatEventDate('2025-07-28')).toBe('Monday, 28 July 2025');
    expect(format.formatEventDate('2025-07-29')).toBe('Tuesday, 29 July 2025');
    expect(built.DateTimeFormat).toBe(1);
  });
});
