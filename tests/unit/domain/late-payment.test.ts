import { describe, expect, it } from 'vitest';
import { decidePayment, type PaymentDecision, type RefundReason } from '@/domain/late-payment';
import type { Order } from '@/domain/orders';
import { quote } from '@/domain/pricing';
import type { PromoCode } from '@/domain/promo-codes';

const NOW = new Date('2030-06-01T06:30:00.000Z');
const LIVE = '2030-06-01T06:40:00.000Z';
const LAPSED = '2030-06-01T06:20:00.000Z';

const coupon: PromoCode = {
  id: 'VIPTEST01',
  code: 'VIPTEST01',
  discountPercentage: 50,
  attendeeLimit: 2,
  redeemed: false,
  isActive: true,
  createdAt: '2030-05-01T00:00:00.000Z',
  ticketType: '1212',
  usedFor: 'Stag',
  stagAttendeeLimit: 1,
  coupleAttendeeLimit: 2,
  reservedBy: 'hold-1',
  reservedUntil: LIVE,
};

function order(status: Order['status'], expiresAt: string, withCoupon = true) {
  const terms = withCoupon ? { code: 'VIPTEST01', discountPercentage: 50, attendeeLimit: 2 } : null;
  return {
    status,
    expiresAt,
    holdId: status === 'pending' ? 'hold-1' : null,
    // Two tickets.
    quote: quote({ ticket499Count: 0, ticket1212Count: 2 }, terms),
  };
}

const FULFIL: PaymentDecision = { kind: 'fulfil' };
const refund = (reason: RefundReason): PaymentDecision => ({ kind: 'refund', reason });

describe('decidePayment', () => {
  it.each<[string, ReturnType<typeof order>, PromoCode | null, number, PaymentDecision]>([
    // Seats: capacity 10, 2 wanted: 8 taken by others fits, 9 does not.
    ['on time, room', order('pending', LIVE), coupon, 8, FULFIL],
    ['on time, one seat short', order('pending', LIVE), coupon, 9, refund('seats-gone')],
    ['lapsed, room', order('pending', LAPSED), { ...coupon, reservedUntil: LAPSED }, 8, FULFIL],
    ['lapsed, one seat short', order('pending', LAPSED), coupon, 9, refund('seats-gone')],
    ['abandoned, room', order('abandoned', LIVE), { ...coupon, reservedBy: null }, 8, FULFIL],
    ['abandoned, no coupon used', order('abandoned', LIVE, false), null, 8, FULFIL],
    [
      'coupon redeemed by another',
      order('abandoned', LIVE),
      { ...coupon, redeemed: true },
      0,
      refund('coupon-taken'),
    ],
    [
      'coupon redeemed, even on time',
      order('pending', LIVE),
      { ...coupon, redeemed: true },
      0,
      refund('coupon-taken'),
    ],
    [
      'coupon held by another live order',
      order('abandoned', LIVE),
      { ...coupon, reservedBy: 'hold-2' },
      0,
      refund('coupon-taken'),
    ],
    [
      'coupon held by another, lapsed',
      order('abandoned', LIVE),
      { ...coupon, reservedBy: 'hold-2', reservedUntil: LAPSED },
      0,
      FULFIL,
    ],
    [
      'coupon deactivated, late',
      order('abandoned', LIVE),
      { ...coupon, reservedBy: null, isActive: false },
      0,
      refund('coupon-withdrawn'),
    ],
    [
      'coupon deactivated, on time',
      order('pending', LIVE),
      { ...coupon, isActive: false },
      0,
      FULFIL,
    ],
    ['coupon deleted, late', order('pending', LAPSED), null, 0, refund('coupon-withdrawn')],
    ['coupon deleted, on time', order('pending', LIVE), null, 0, FULFIL],
  ])('%s', (_name, theOrder, theCoupon, soldToOthers, expected) => {
    expect(
      decidePayment({
        order: theOrder,
        coupon: theCoupon,
        event: { capacity: 10, cancelled: false },
        soldToOthers,
        now: NOW,
      }),
    ).toEqual(expected);
  });

  it('refunds when the event was cancelled, even with seats free', () => {
    expect(
      decidePayment({
        order: order('pending', LAPSED),
        coupon,
        event: { capacity: 10, cancelled: true },
        soldToOthers: 0,
        now: NOW,
      }),
    ).toEqual(refund('event-cancelled'));
  });

  it('refunds when the event is gone', () => {
    expect(
      decidePayment({
        order: order('pending', LIVE),
        coupon,
        event: null,
        soldToOthers: 0,
        now: NOW,
      }),
    ).toEqual(refund('event-gone'));
  });
});
