import { describe, expect, it } from 'vitest';
import {
  BASIC_TICKET_PRICE,
  CURRENCY,
  MAX_TICKETS_PER_ORDER,
  PREMIUM_TICKET_PRICE,
  TICKET_PRICES,
  TICKET_TIER_NAMES,
  TICKET_TIERS,
  countForTier,
  paiseToRupees,
  rupeesToPaise,
  totalTickets,
  withTierCount,
} from '@/domain/prices';

describe('ticket price table', () => {
  it('has the spec prices, names, currency and order limit', () => {
    expect(TICKET_TIERS).toEqual(['499', '1212']);
    expect(TICKET_PRICES).toEqual({ '499': 499, '1212': 1212 });
    expect(TICKET_TIER_NAMES).toEqual({ '499': 'Basic', '1212': 'Premium' });
    expect([BASIC_TICKET_PRICE, PREMIUM_TICKET_PRICE]).toEqual([499, 1212]);
    expect(CURRENCY).toBe('INR');
    expect(MAX_TICKETS_PER_ORDER).toBe(20);
  });
});

describe('tier helpers', () => {
  const counts = { ticket499Count: 2, ticket1212Count: 5 };
  it.each([
    ['499', 2],
    ['1212', 5],
  ] as const)('countForTier(%s) = %i', (tier, expected) => {
    expect(countForTier(counts, tier)).toBe(expected);
  });

  it.each([
    ['499', { ticket499Count: 9, ticket1212Count: 5 }],
    ['1212', { ticket499Count: 2, ticket1212Count: 9 }],
  ] as const)('withTierCount(%s, 9) changes only that tier', (tier, expected) => {
    expect(withTierCount(counts, tier, 9)).toEqual(expected);
    expect(counts).toEqual({ ticket499Count: 2, ticket1212Count: 5 });
  });

  it('totals both tiers', () => {
    expect(totalTickets(counts)).toBe(7);
  });
});

describe('paiseToRupees', () => {
  it.each([
    [0, 0],
    [100, 1],
    [221000, 2210],
    [1999, 19.99],
  ])('%i paise → %d rupees', (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
  });
});

describe('rupeesToPaise', () => {
  it.each([
    [0, 0],
    [1, 100],
    [499, 49900],
    [1212, 121200],
    [24240, 2424000],
    [19.99, 1999],
    [0.1 + 0.2, 30],
  ])('%d rupees → %i paise', (rupees, paise) => {
    const result = rupeesToPaise(rupees);
    expect(result).toBe(paise);
    expect(Number.isInteger(result)).toBe(true);
  });

  it.each([-1, -0.01, Number.NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER])(
    'refuses %d',
    (rupees) => {
      expect(() => rupeesToPaise(rupees)).toThrow(RangeError);
    },
  );
});
