import { describe, expect, it } from 'vitest';
import { HOLD_COOL_DOWN_MS, decideHoldWindow } from '@/domain/hold-caps';
import { ORDER_HOLD_MS } from '@/domain/orders';

const NOW = new Date('2030-06-01T06:30:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

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
