import { describe, expect, it } from 'vitest';
import { ABANDONED_ORDER_RETENTION_MS } from '@/domain/retention';
import { COUPON_RESERVATION_MS } from '@/domain/coupons';
import { planAbandonment, planFulfilment, type FulfilmentInput } from '@/domain/fulfilment';
import type { Event } from '@/domain/events';
import { newOrder, type Order } from '@/domain/orders';
import { quote } from '@/domain/pricing';
import type { PromoCode } from '@/domain/promo-codes';

const CREATED = new Date('2025-07-20T10:00:00.000Z');
const PAID = new Date(CREATED.getTime() + 60_000);
const LATE = new Date(CREATED.getTime() + COUPON_RESERVATION_MS + 60_000);

const event: Event = {
  id: 'event-1',
  title: 'Sangeet Night',
  date: '2025-08-01',
  startTime: '18:00',
  endTime: '22:00',
  location: 'Indiranagar, Bengaluru',
  price: 499,
  capacity: 10,
  imageUrl: '',
  description: '',
};

const terms = { code: 'VIPHALF50', discountPercentage: 50, attendeeLimit: 2 };

const promo = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  id: 'VIPHALF50',
  code: 'VIPHALF50',
  discountPercentage: 50,
  attendeeLimit: 2,
  redeemed: false,
  isActive: true,
  createdAt: '2025-07-01T00:00:00.000Z',
  ticketType: '1212',
  usedFor: 'Stag',
  stagAttendeeLimit: 2,
  coupleAttendeeLimit: 2,
  reservedBy: 'hold-1',
  reservedUntil: new Date(CREATED.getTime() + COUPON_RESERVATION_MS).toISOString(),
  ...overrides,
});

const order = (overrides: Partial<Order> = {}): Order => ({
  ...newOrder({
    id: 'order-1',
    quote: quote({ ticket499Count: 1, ticket1212Count: 2 }, terms),
    email: 'asha@example.com',
    event,
    providerOrderId: 'order_demo_1',
    holdId: 'hold-1',
    now: CREATED,
  }),
  ...overrides,
});

const input = (overrides: Partial<FulfilmentInput> = {}): FulfilmentInput => ({
  order: order(),
  paymentId: 'pay_demo_1',
  bookingId: 'booking-1',
  token: 'token-1',
  coupon: promo(),
  event,
  soldToOthers: 0,
  now: PAID,
  ...overrides,
});

describe('planFulfilment, paid within the hold', () => {
  const plan = planFulfilment(input());

  it('writes a confirmed booking at the order’s price', () => {
    expect(plan.booking).toMatchObject({
      email: 'asha@example.com',
      ticket499Count: 1,
      ticket1212Count: 2,
      couponCode: 'VIPHALF50',
      couponDiscount: 1212,
      total: 499 + 1212,
      paymentId: 'pay_demo_1',
      eventTitle: 'Sangeet Night',
      eventDate: '2025-08-01',
      eventId: 'event-1',
      status: 'confirmed',
      checkedIn: false,
      checkInTime: null,
      token: 'token-1',
      createdAt: PAID.toISOString(),
    });
    expect(plan.ticket).toMatchObject({
      token: 'token-1',
      bookingId: 'booking-1',
      amountPaid: 1711,
      couponCode: 'VIPHALF50',
    });
  });

  it('redeems the coupon and ends its hold', () => {
    expect(plan.couponUpdate).toEqual({
      isActive: false,
      redeemed: true,
      reservedBy: null,
      reservedUntil: null,
    });
  });

  it('marks the order fulfilled without flags', () => {
    expect(plan.orderUpdate).toEqual({
      status: 'fulfilled',
      bookingId: 'booking-1',
      paymentId: 'pay_demo_1',
      fulfilledAt: PAID.toISOString(),
      flags: [],
      // A paid order never expires, even one abandoned before (docs/design.md §3.11).
      expireAt: null,
    });
  });
});

describe('planFulfilment, a payment after the hold lapsed is still honoured', () => {
  it.each<[string, Partial<FulfilmentInput>, string[], boolean]>([
    [
      'coupon still free',
      { coupon: promo({ reservedBy: null, reservedUntil: null }), now: LATE },
      [],
      true,
    ],
    ['coupon hold lapsed but still ours', { now: LATE }, [], true],
    ['coupon deleted', { coupon: null, now: LATE }, ['coupon-missing'], false],
    [
      'coupon redeemed by another buyer',
      {
        coupon: promo({ redeemed: true, isActive: false, reservedBy: null }),
        now: LATE,
      },
      ['coupon-used-by-other'],
      true,
    ],
    [
      'coupon held by another live order',
      {
        coupon: promo({
          reservedBy: 'order-2',
          reservedUntil: new Date(LATE.getTime() + 60_000).toISOString(),
        }),
        now: LATE,
      },
      ['coupon-held-by-other'],
      true,
    ],
    [
      'coupon switched off meanwhile',
      { coupon: promo({ isActive: false }), now: LATE },
      ['coupon-inactive'],
      true,
    ],
    ['event filled up', { soldToOthers: 8, now: LATE }, ['over-capacity'], true],
    ['event exactly full with this order', { soldToOthers: 7, now: LATE }, [], true],
    ['event deleted', { event: null, now: LATE }, ['event-missing'], true],
  ])('%s → flags %j', (_name, overrides, flags, redeems) => {
    const plan = planFulfilment(input(overrides));
    expect(plan.booking.status).toBe('confirmed');
    expect(plan.booking.total).toBe(1711);
    expect(plan.orderUpdate.flags).toEqual(flags);
    expect(plan.couponUpdate !== null).toBe(redeems);
    if (plan.couponUpdate)
      expect(plan.couponUpdate).toMatchObject({ redeemed: true, isActive: false });
  });

  it('puts no buyer on the public code when redeeming (docs/design.md §3.6)', () => {
    const plan = planFulfilment(
      input({ coupon: promo({ redeemed: true, isActive: false }), now: LATE }),
    );
    expect(JSON.stringify(plan.couponUpdate)).not.toContain('@');
  });

  it('fulfils an order the visitor had abandoned (the payment is real)', () => {
    const plan = planFulfilment(input({ order: order({ status: 'abandoned' }), now: LATE }));
    expect(plan.orderUpdate.status).toBe('fulfilled');
  });
});

describe('planFulfilment, other cases', () => {
  it('a free order has no payment id and needs none', () => {
    const free = order({
      quote: quote(
        { ticket499Count: 0, ticket1212Count: 2 },
        { ...terms, discountPercentage: 100 },
      ),
    });
    const plan = planFulfilment(input({ order: free, paymentId: null }));
    expect(plan.booking.total).toBe(0);
    expect(plan.booking.paymentId).toBeNull();
    expect(plan.orderUpdate.paymentId).toBeNull();
  });

  it('an order without a coupon leaves promo codes alone', () => {
    const plain = order({ quote: quote({ ticket499Count: 2, ticket1212Count: 0 }) });
    expect(planFulfilment(input({ order: plain, coupon: null })).couponUpdate).toBeNull();
  });

  it('refuses a record for another code', () => {
    const plan = planFulfilment(input({ coupon: promo({ id: 'VIPOTHER1', code: 'VIPOTHER1' }) }));
    expect(plan.couponUpdate).toBeNull();
    expect(plan.orderUpdate.flags).toEqual(['coupon-missing']);
  });

  it('throws for an order already fulfilled: its ticket must be returned instead', () => {
    expect(() => planFulfilment(input({ order: order({ status: 'fulfilled' }) }))).toThrow(
      /already fulfilled/,
    );
  });

  it('throws for a paid total without a payment id', () => {
    expect(() => planFulfilment(input({ paymentId: null }))).toThrow();
  });
});

describe('planAbandonment', () => {
  const NOW = PAID;
  it('abandons a pending order and releases its own coupon hold', () => {
    expect(planAbandonment({ holdId: 'hold-1', status: 'pending' }, promo(), NOW)).toEqual({
      orderUpdate: {
        status: 'abandoned',
        abandonedAt: NOW.toISOString(),
        expireAt: new Date(NOW.getTime() + ABANDONED_ORDER_RETENTION_MS).toISOString(),
      },
      couponUpdate: { reservedBy: null, reservedUntil: null },
    });
  });

  it.each<[string, Parameters<typeof planAbandonment>[1]]>([
    ['held by another order', promo({ reservedBy: 'hold-2' })],
    ['held under the order id, which is never a hold id', promo({ reservedBy: 'order-1' })],
    ['not held', promo({ reservedBy: null, reservedUntil: null })],
    ['no coupon', null],
  ])('leaves a coupon %s alone', (_name, coupon) => {
    expect(
      planAbandonment({ holdId: 'hold-1', status: 'pending' }, coupon, NOW)?.couponUpdate,
    ).toBeNull();
  });

  it.each<Order['status']>(['fulfilled', 'abandoned', 'paid'])(
    'does nothing to a %s order',
    (status) => {
      expect(planAbandonment({ holdId: 'hold-1', status }, promo(), NOW)).toBeNull();
    },
  );
});
