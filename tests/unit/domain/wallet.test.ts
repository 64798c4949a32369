import { describe, expect, it } from 'vitest';
import {
  TOP_UP_AMOUNT_MESSAGE,
  TOP_UP_MAXIMUM_MESSAGE,
  TOP_UP_MINIMUM_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  balanceAfterTopUp,
  topUpAmountProblem,
  topUpRecord,
} from '@/domain/wallet';

describe('topUpAmountProblem (docs/product-spec.md §5: a number > 0; docs/design.md §9.10: ₹1 to ₹1,00,000)', () => {
  it.each<[unknown, string | null]>([
    [1, null],
    [1.01, null],
    [5000, null],
    [99_999.99, null],
    [100_000, null],
    [0.99, TOP_UP_MINIMUM_MESSAGE],
    [0.5, TOP_UP_MINIMUM_MESSAGE],
    [0.004, TOP_UP_MINIMUM_MESSAGE],
    [0.001, TOP_UP_MINIMUM_MESSAGE],
    [Number.MIN_VALUE, TOP_UP_MINIMUM_MESSAGE],
    [100_000.01, TOP_UP_MAXIMUM_MESSAGE],
    [1e12, TOP_UP_MAXIMUM_MESSAGE],
    [1e20, TOP_UP_MAXIMUM_MESSAGE],
    [Number.MAX_VALUE, TOP_UP_MAXIMUM_MESSAGE],
    [0, TOP_UP_AMOUNT_MESSAGE],
    [-0, TOP_UP_AMOUNT_MESSAGE],
    [-10, TOP_UP_AMOUNT_MESSAGE],
    [Number.NaN, TOP_UP_AMOUNT_MESSAGE],
    [Infinity, TOP_UP_AMOUNT_MESSAGE],
    ['100', TOP_UP_AMOUNT_MESSAGE],
    [null, TOP_UP_AMOUNT_MESSAGE],
    [undefined, TOP_UP_AMOUNT_MESSAGE],
  ])('%j → %j', (amount, expected) => {
    expect(topUpAmountProblem(amount)).toBe(expected);
  });
});

describe('topUpRecord', () => {
  it('has the docs/product-spec.md §3 top-up shape', () => {
    const now = new Date('2025-07-20T10:00:00.000Z');
    expect(topUpRecord('uid-1', 250, now)).toEqual({
      userId: 'uid-1',
      amount: 250,
      type: 'credit',
      description: 'Admin Manual Top-Up',
      reference: `ADMIN_TOPUP_${now.getTime()}`,
      status: 'completed',
      timestamp: '2025-07-20T10:00:00.000Z',
      createdAt: '2025-07-20T10:00:00.000Z',
    });
    expect(USER_NOT_FOUND_MESSAGE).toBe('User not found');
  });
});

describe('balanceAfterTopUp', () => {
  it.each<[unknown, number, number]>([
    [5000, 250, 5250],
    [0, 1, 1],
    [undefined, 100, 100],
    [Number.NaN, 100, 100],
    ['5000', 100, 100],
  ])('%j + %d → %d', (current, amount, expected) => {
    expect(balanceAfterTopUp(current, amount)).toBe(expected);
  });
});
