import { describe, expect, it } from 'vitest';
import {
  HOLD_COOL_DOWN_MS,
  decideHoldWindow,
  exceedsHoldPool,
  holdPoolCap,
} from '@/domain/hold-caps';
import { ORDER_HOLD_MS } from '@/domain/orders';

const NOW = new Date('2030-06-01T06:30:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

describe('holdPoolCap', () => {
  it.each([
    [200, 0, 100],
    [200, 39, 81],
    [200, 40, 80],
    [200, 159, 21],
    [200, 160, 20],
    [200, 190, 20],
    [200, 200, 20],
    [200, 230, 20],
  ])('capacity %i with %i sold lets unpaid orders hold %i', (capacity, sold, cap) => {
    expect(holdPoolCap(capacity, sold)).toBe(cap);
  });

  it('counts live holds only, and refuses the first seat past the cap', () => {
    const counters = {
      sold: 100,
      holds: { a: { seats: 49, until: at(60_000) }, b: { seats: 30, until: at(0) } },
    };
    expect(exceedsHoldPool(200, counters, 1, NOW)).toBe(false);
    expect(exceedsHoldPool(200, counters, 2, NOW)).toBe(true);
  });
});

describe('decideHoldWindow', () => {
  it.each([
    ['no window yet', [null], { kind: 'hold', until: at(ORDER_HOLD_MS) }],
    ['an open window', [{ windowEndsAt: at(60_000) }], { kind: 'hold', until: at(60_000) }],
    [
      'the earliest of two open windows',
      [{ windowEndsAt: at(120_000) }, { windowEndsAt: at(60_000) }],
      { kind: 'hold', until: at(60_000) },
    ],
    ['a window that just closed', [{ windowEndsAt: at(0) }], { kind: 'cooling', minutesLeft: 15 }],
    [
      'a cool-down with a second left',
      [{ windowEndsAt: at(1000 - HOLD_COOL_DOWN_MS) }],
      { kind: 'cooling', minutesLeft: 1 },
    ],
    [
      'a cool-down that has just ended',
      [{ windowEndsAt: at(-HOLD_COOL_DOWN_MS) }],
      { kind: 'hold', until: at(ORDER_HOLD_MS) },
    ],
    [
      'one key open and one cooling',
      [{ windowEndsAt: at(60_000) }, { windowEndsAt: at(-60_000) }],
      { kind: 'cooling', minutesLeft: 14 },
    ],
  ])('%s', (_name, windows, decision) => {
    expect(decideHoldWindow(windows, NOW)).toEqual(decision);
  });
});
