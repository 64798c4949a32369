import { afterEach, describe, expect, it, vi } from 'vitest';

// docs/design.md §10.2: loading the format helpers builds no Intl formatter; each is built on its
// first use, once. Whole rupees, counts and event dates need none at all (docs/design.md §10.4).

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
  it("builds none on import nor for the starting pages' formats, one per kind when first used, and reuses it", async () => {
    vi.resetModules();
    countBuilds('NumberFormat');
    countBuilds('DateTimeFormat');
    const format = await import('@/domain/format');
    expect(built).toEqual({ NumberFormat: 0, DateTimeFormat: 0 });

    expect(format.formatRupees(1212)).toBe('₹1,212');
    expect(format.formatRupees(100000)).toBe('₹1,00,000');
    expect(format.formatCount(2000)).toBe('2,000');
    expect(format.formatEventDate('2025-07-28')).toBe('Monday, 28 July 2025');
    expect(format.formatUsLongDate('2025-07-29')).toBe('Tuesday, July 29, 2025');
    expect(built).toEqual({ NumberFormat: 0, DateTimeFormat: 0 });

    expect(format.formatRupees(2 ** 60)).toBe(`₹${real.NumberFormat('en-IN').format(2 ** 60)}`);
    expect(format.formatRupeesExact(99.5)).toBe('₹99.5');
    expect(format.formatRupeesExact(1212)).toBe('₹1,212');
    expect(built.NumberFormat).toBe(2);
  });

  it('builds none when the "Your tickets" line loads, which /booking imports while it starts', async () => {
    vi.resetModules();
    countBuilds('DateTimeFormat');
    const line = await import('@/domain/booked-ticket-line');
    expect(built.DateTimeFormat).toBe(0);
    const entry = {
      token: 't1',
      title: 'Sangeet night',
      date: '2025-07-28',
      bookedAt: '2025-07-01T12:45:00.000Z',
      ticket499Count: 1,
      ticket1212Count: 0,
      amountPaid: 499,
    };
    expect(line.bookedTicketDetails(entry)).toMatch(/^1 Basic · ₹499 · booked 1 Jul/);
    expect(built.DateTimeFormat).toBe(1);
  });
});
