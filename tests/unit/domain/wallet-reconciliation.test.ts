import { describe, expect, it } from 'vitest';
import { reconcileWallet } from '@/domain/wallet-reconciliation';

describe('reconcileWallet (docs/design.md §14.4: opening balance + credits listed = balance)', () => {
  it.each<[string, number, unknown[], number, number]>([
    ['the demo seed: ₹5,000 against ₹3,779 listed', 5000, [499, 1212, 250, 1818], 1221, 3779],
    ['every credit listed', 3779, [499, 1212, 250, 1818], 0, 3779],
    ['nothing listed', 250, [], 250, 0],
    ['fractions', 100.5, [0.5], 100, 0.5],
    ['an unreadable amount counts nothing', 10, [Number.NaN, '5', 10], 0, 10],
  ])('%s', (_name, balance, amounts, opening, listed) => {
    const result = reconcileWallet(
      balance,
      amounts.map((amount) => ({ amount })),
    );
    expect(result).toEqual({
      openingBalance: opening,
      listedTotal: listed,
      listedCount: amounts.length,
      balance,
    });
    expect(result.openingBalance + result.listedTotal).toBe(result.balance);
  });

  it('reads an unreadable balance as 0, so the figures still add up', () => {
    const result = reconcileWallet(Number.NaN, [{ amount: 30 }]);
    expect(result.openingBalance + result.listedTotal).toBe(result.balance);
    expect(result.balance).toBe(0);
  });
});
