import { describe, expect, it } from 'vitest';
import { isFreeBooking, quote, type CouponTerms, type Quote } from '@/domain/pricing';

const vip = (discountPercentage: number, attendeeLimit?: number): CouponTerms =>
  attendeeLimit === undefined
    ? { code: 'VIPTEST01', discountPercentage }
    : { code: 'VIPTEST01', discountPercentage, attendeeLimit };

describe('quote', () => {
  it.each<
    [string, number, number, CouponTerms | null, Omit<Quote, 'ticket499Count' | 'ticket1212Count'>]
  >([
    [
      'nothing',
      0,
      0,
      null,
      { subtotal499: 0, subtotal1212: 0, couponCode: null, couponDiscount: 0, total: 0 },
    ],
    [
      'one Basic',
      1,
      0,
      null,
      { subtotal499: 499, subtotal1212: 0, couponCode: null, couponDiscount: 0, total: 499 },
    ],
    [
      'one Premium',
      0,
      1,
      null,
      { subtotal499: 0, subtotal1212: 1212, couponCode: null, couponDiscount: 0, total: 1212 },
    ],
    [
      'mixed',
      2,
      3,
      null,
      { subtotal499: 998, subtotal1212: 3636, couponCode: null, couponDiscount: 0, total: 4634 },
    ],
    [
      '20 Basic',
      20,
      0,
      null,
      { subtotal499: 9980, subtotal1212: 0, couponCode: null, couponDiscount: 0, total: 9980 },
    ],
    [
      '20 Premium',
      0,
      20,
      null,
      { subtotal499: 0, subtotal1212: 24240, couponCode: null, couponDiscount: 0, total: 24240 },
    ],
    [
      '100% on one Premium is free',
      0,
      1,
      vip(100),
      {
        subtotal499: 0,
        subtotal1212: 1212,
        couponCode: 'VIPTEST01',
        couponDiscount: 1212,
        total: 0,
      },
    ],
    [
      '100% limit 1 covers one of two',
      0,
      2,
      vip(100, 1),
      {
        subtotal499: 0,
        subtotal1212: 2424,
        couponCode: 'VIPTEST01',
        couponDiscount: 1212,
        total: 1212,
      },
    ],
    [
      '100% limit 2 covers both',
      0,
      2,
      vip(100, 2),
      {
        subtotal499: 0,
        subtotal1212: 2424,
        couponCode: 'VIPTEST01',
        couponDiscount: 2424,
        total: 0,
      },
    ],
    [
      'limit above Premium count covers all',
      0,
      2,
      vip(100, 20),
      {
        subtotal499: 0,
        subtotal1212: 2424,
        couponCode: 'VIPTEST01',
        couponDiscount: 2424,
        total: 0,
      },
    ],
    [
      '50% limit 2 of three',
      0,
      3,
      vip(50, 2),
      {
        subtotal499: 0,
        subtotal1212: 3636,
        couponCode: 'VIPTEST01',
        couponDiscount: 1212,
        total: 2424,
      },
    ],
    [
      'Basic never discounted',
      1,
      1,
      vip(100),
      {
        subtotal499: 499,
        subtotal1212: 1212,
        couponCode: 'VIPTEST01',
        couponDiscount: 1212,
        total: 499,
      },
    ],
    [
      '10% rounds 121.2 down',
      0,
      1,
      vip(10),
      {
        subtotal499: 0,
        subtotal1212: 1212,
        couponCode: 'VIPTEST01',
        couponDiscount: 121,
        total: 1091,
      },
    ],
    [
      '15% rounds 181.8 up',
      0,
      1,
      vip(15),
      {
        subtotal499: 0,
        subtotal1212: 1212,
        couponCode: 'VIPTEST01',
        couponDiscount: 182,
        total: 1030,
      },
    ],
    [
      '12.5% rounds 151.5 half up',
      0,
      1,
      vip(12.5),
      {
        subtotal499: 0,
        subtotal1212: 1212,
        couponCode: 'VIPTEST01',
        couponDiscount: 152,
        total: 1060,
      },
    ],
    [
      '1% (minimum)',
      0,
      1,
      vip(1),
      {
        subtotal499: 0,
        subtotal1212: 1212,
        couponCode: 'VIPTEST01',
        couponDiscount: 12,
        total: 1200,
      },
    ],
    [
      '33% on three rounds once per order',
      0,
      3,
      vip(33, 3),
      {
        subtotal499: 0,
        subtotal1212: 3636,
        couponCode: 'VIPTEST01',
        couponDiscount: 1200,
        total: 2436,
      },
    ],
    [
      'missing limit means 1',
      0,
      3,
      vip(50),
      {
        subtotal499: 0,
        subtotal1212: 3636,
        couponCode: 'VIPTEST01',
        couponDiscount: 606,
        total: 3030,
      },
    ],
    [
      'limit 0 reads as 1',
      0,
      3,
      vip(50, 0),
      {
        subtotal499: 0,
        subtotal1212: 3636,
        couponCode: 'VIPTEST01',
        couponDiscount: 606,
        total: 3030,
      },
    ],
    [
      'fractional limit rounds down',
      0,
      3,
      vip(50, 2.9),
      {
        subtotal499: 0,
        subtotal1212: 3636,
        couponCode: 'VIPTEST01',
        couponDiscount: 1212,
        total: 2424,
      },
    ],
    [
      'NaN limit reads as 1',
      0,
      3,
      vip(50, Number.NaN),
      {
        subtotal499: 0,
        subtotal1212: 3636,
        couponCode: 'VIPTEST01',
        couponDiscount: 606,
        total: 3030,
      },
    ],
    [
      'discount above 100 is capped',
      0,
      1,
      vip(150),
      {
        subtotal499: 0,
        subtotal1212: 1212,
        couponCode: 'VIPTEST01',
        couponDiscount: 1212,
        total: 0,
      },
    ],
    [
      'negative discount gives nothing',
      0,
      1,
      vip(-10),
      {
        subtotal499: 0,
        subtotal1212: 1212,
        couponCode: 'VIPTEST01',
        couponDiscount: 0,
        total: 1212,
      },
    ],
    [
      'NaN discount gives nothing',
      0,
      1,
      vip(Number.NaN),
      {
        subtotal499: 0,
        subtotal1212: 1212,
        couponCode: 'VIPTEST01',
        couponDiscount: 0,
        total: 1212,
      },
    ],
    [
      'coupon without Premium is not recorded',
      2,
      0,
      vip(100),
      { subtotal499: 998, subtotal1212: 0, couponCode: null, couponDiscount: 0, total: 998 },
    ],
  ])('%s', (_name, basic, premium, coupon, expected) => {
    expect(quote({ ticket499Count: basic, ticket1212Count: premium }, coupon)).toEqual({
      ticket499Count: basic,
      ticket1212Count: premium,
      ...expected,
    });
  });

  it('treats an omitted coupon like null', () => {
    expect(quote({ ticket499Count: 1, ticket1212Count: 1 })).toEqual(
      quote({ ticket499Count: 1, ticket1212Count: 1 }, null),
    );
  });

  it.each([-1, 0.5, Number.NaN, Infinity])('refuses a count of %d', (bad) => {
    expect(() => quote({ ticket499Count: bad, ticket1212Count: 0 })).toThrow(RangeError);
    expect(() => quote({ ticket499Count: 0, ticket1212Count: bad })).toThrow(RangeError);
  });

  it('keeps total = subtotals − discount, in whole rupees, never negative, for every valid order', () => {
    for (let basic = 0; basic <= 20; basic++) {
      for (let premium = 0; basic + premium <= 20; premium++) {
        for (const pct of [1, 10, 33, 50, 99, 100]) {
          for (const limit of [1, 2, 7, 20]) {
            const q = quote({ ticket499Count: basic, ticket1212Count: premium }, vip(pct, limit));
            expect(Number.isInteger(q.total) && Number.isInteger(q.couponDiscount)).toBe(true);
            expect(q.total).toBe(q.subtotal499 + q.subtotal1212 - q.couponDiscount);
            expect(q.total).toBeGreaterThanOrEqual(q.subtotal499);
            expect(q.couponDiscount).toBeLessThanOrEqual(Math.min(premium, limit) * 1212);
          }
        }
      }
    }
  });
});

describe('isFreeBooking', () => {
  it.each([
    [0, true],
    [1, false],
    [499, false],
  ])('total %i → %s', (total, expected) => {
    expect(isFreeBooking({ total })).toBe(expected);
  });
});
