import { describe, expect, it } from 'vitest';
import {
  COUPON_INVALID_MESSAGE,
  COUPON_NEEDS_PREMIUM_MESSAGE,
  COUPON_PREFIX_MESSAGE,
  COUPON_RESERVATION_MS,
  COUPON_RESERVED_MESSAGE,
  COUPON_USED_MESSAGE,
} from '@/domain/coupons';
import { EMAIL_INVALID_MESSAGE } from '@/domain/email';
import { INVALID_EVENT_MESSAGE } from '@/domain/order-request';
import { ORDER_FAILED_MESSAGE } from '@/domain/orders';
import type { PromoCode } from '@/domain/promo-codes';
import {
  INVALID_QUANTITY_MESSAGE,
  MAX_TICKETS_MESSAGE,
  NO_TICKETS_SELECTED_MESSAGE,
  SOLD_OUT_MESSAGE,
} from '@/domain/quantities';
import type { SeatHold } from '@/domain/seats';
import type { BackendErrorCode } from '@/engine/errors';
import { abandonOrder } from '@/engine/flows/abandon-order';
import { createOrder } from '@/engine/flows/create-order';
import { confirmPayment } from '@/engine/flows/fulfil-order';
import { START } from './support/clock';
import { EVENT_ID, aPromoCode, anEvent, holdFor, orderRequest } from './support/fixtures';
import { runsRetried } from './support/interleavings';
import { TEST_SECRET, confirmationFor, startPaidOrder } from './support/payments';
import { expectRefusedWritingNothing, testWorld } from './support/seeded-store';
import { eventSeats } from './support/event-seats';

const HOLD_END = new Date(new Date(START).getTime() + COUPON_RESERVATION_MS).toISOString();

/** Fields a tampered browser might add; the flow must read none of them. */
const CLIENT_LIES = {
  total: 1,
  amount: 1,
  subtotal499: 0,
  subtotal1212: 0,
  couponDiscount: 999_999,
  price: 1,
  discountPercentage: 100,
};

describe('createOrder pricing', () => {
  it.each([
    {
      name: '2 Basic, no coupon',
      counts: { ticket499Count: 2, ticket1212Count: 0 },
      coupon: null,
      expected: {
        subtotal499: 998,
        subtotal1212: 0,
        couponCode: null,
        couponDiscount: 0,
        total: 998,
      },
    },
    {
      name: '1 Basic + 1 Premium with 10% off one Premium',
      counts: { ticket499Count: 1, ticket1212Count: 1 },
      coupon: aPromoCode({ code: 'VIPTEN0001', discountPercentage: 10 }),
      expected: {
        subtotal499: 499,
        subtotal1212: 1212,
        couponCode: 'VIPTEN0001',
        couponDiscount: 121,
        total: 1590,
      },
    },
    {
      name: '3 Premium with 50% off two of them',
      counts: { ticket499Count: 0, ticket1212Count: 3 },
      coupon: aPromoCode({ code: 'VIPHALF002', discountPercentage: 50, attendeeLimit: 2 }),
      expected: {
        subtotal499: 0,
        subtotal1212: 3636,
        couponCode: 'VIPHALF002',
        couponDiscount: 1212,
        total: 2424,
      },
    },
    {
      name: '2 Premium with 100% off one of them',
      counts: { ticket499Count: 0, ticket1212Count: 2 },
      coupon: aPromoCode({ code: 'VIPFREE003', discountPercentage: 100 }),
      expected: {
        subtotal499: 0,
        subtotal1212: 2424,
        couponCode: 'VIPFREE003',
        couponDiscount: 1212,
        total: 1212,
      },
    },
  ])(
    'prices $name from the price table, ignoring client totals',
    async ({ counts, coupon, expected }) => {
      const { env, store } = testWorld({
        events: [anEvent({ price: 1 })],
        promoCodes: coupon ? [coupon] : [],
      });
      const outcome = await createOrder(env, {
        request: orderRequest({ ...counts, ...CLIENT_LIES, couponCode: coupon?.code ?? null }),
        providerOrderId: 'order_P1',
      });
      if (outcome.kind !== 'payment-required') throw new Error('expected a payment');
      expect(outcome.order.quote).toEqual({ ...counts, ...expected });
      expect(store.peek('orders', outcome.order.id)).toEqual(outcome.order);
    },
  );

  it('stores the e-mail trimmed and lower-cased', async () => {
    const { env, store } = testWorld({ events: [anEvent()] });
    const order = await startPaidOrder(env, 'order_P1', { email: '  Guest@Example.COM ' });
    expect(store.peek('orders', order.id)?.email).toBe('guest@example.com');
  });
});

describe('createOrder capacity, from the counters on the event', () => {
  const live = (seats: number): Record<string, SeatHold> => ({ otherHold: holdFor(seats, 10) });
  const lapsed = (seats: number): Record<string, SeatHold> => ({ oldHold: holdFor(seats, -1) });

  it.each<{
    name: string;
    capacity: number;
    sold: number;
    holds: Record<string, SeatHold>;
    counts: [number, number];
    code: BackendErrorCode;
    message: string;
  }>([
    {
      name: 'every seat sold',
      capacity: 10,
      sold: 10,
      holds: {},
      counts: [1, 0],
      code: 'sold-out',
      message: SOLD_OUT_MESSAGE,
    },
    {
      name: 'the rest held by a live checkout',
      capacity: 10,
      sold: 8,
      holds: live(2),
      counts: [0, 1],
      code: 'sold-out',
      message: SOLD_OUT_MESSAGE,
    },
    {
      name: 'sold beyond capacity (late payments)',
      capacity: 10,
      sold: 12,
      holds: {},
      counts: [1, 0],
      code: 'sold-out',
      message: SOLD_OUT_MESSAGE,
    },
    {
      name: 'nothing chosen on a sold-out event',
      capacity: 10,
      sold: 10,
      holds: {},
      counts: [0, 0],
      code: 'sold-out',
      message: SOLD_OUT_MESSAGE,
    },
    {
      name: 'one seat left, two asked (sold + live hold)',
      capacity: 10,
      sold: 7,
      holds: live(2),
      counts: [1, 1],
      code: 'over-capacity',
      message: 'Only 1 ticket left for this event.',
    },
    {
      name: 'five left, six asked',
      capacity: 10,
      sold: 5,
      holds: {},
      counts: [3, 3],
      code: 'over-capacity',
      message: 'Only 5 tickets left for this event.',
    },
    {
      name: 'no tickets chosen',
      capacity: 10,
      sold: 0,
      holds: {},
      counts: [0, 0],
      code: 'invalid-request',
      message: NO_TICKETS_SELECTED_MESSAGE,
    },
    {
      name: '21 tickets over both tiers',
      capacity: 100,
      sold: 0,
      holds: {},
      counts: [11, 10],
      code: 'invalid-request',
      message: MAX_TICKETS_MESSAGE,
    },
    {
      name: '21 tickets of one tier',
      capacity: 100,
      sold: 0,
      holds: {},
      counts: [21, 0],
      code: 'invalid-request',
      message: INVALID_QUANTITY_MESSAGE,
    },
    {
      name: 'a negative count',
      capacity: 100,
      sold: 0,
      holds: {},
      counts: [-1, 1],
      code: 'invalid-request',
      message: INVALID_QUANTITY_MESSAGE,
    },
    {
      name: 'a fractional count',
      capacity: 100,
      sold: 0,
      holds: {},
      counts: [1.5, 0],
      code: 'invalid-request',
      message: INVALID_QUANTITY_MESSAGE,
    },
    {
      name: 'a NaN count',
      capacity: 100,
      sold: 0,
      holds: {},
      counts: [Number.NaN, 1],
      code: 'invalid-request',
      message: INVALID_QUANTITY_MESSAGE,
    },
  ])('refuses $name with $code', async ({ capacity, sold, holds, counts, code, message }) => {
    const world = testWorld({ events: [anEvent({ capacity, sold, holds })] });
    await expectRefusedWritingNothing(
      world,
      () =>
        createOrder(world.env, {
          request: orderRequest({ ticket499Count: counts[0], ticket1212Count: counts[1] }),
          providerOrderId: 'order_P1',
        }),
      code,
      message,
    );
  });

  it.each([
    { name: 'the last seats exactly', capacity: 10, sold: 8, holds: {}, counts: [1, 1] },
    {
      name: 'seats a lapsed hold no longer keeps',
      capacity: 10,
      sold: 8,
      holds: lapsed(2),
      counts: [1, 1],
    },
    { name: 'seats beside a live hold', capacity: 10, sold: 5, holds: live(3), counts: [0, 2] },
    { name: 'the most one order may hold', capacity: 100, sold: 0, holds: {}, counts: [10, 10] },
  ])('sells $name and holds them on the event', async ({ capacity, sold, holds, counts }) => {
    const { env, store } = testWorld({ events: [anEvent({ capacity, sold, holds })] });
    const order = await startPaidOrder(env, 'order_P1', {
      ticket499Count: counts[0],
      ticket1212Count: counts[1],
    });
    const event = eventSeats(store, EVENT_ID);
    expect(event.sold).toBe(sold);
    expect(event.holds[order.holdId ?? '']).toEqual({
      seats: (counts[0] ?? 0) + (counts[1] ?? 0),
      until: HOLD_END,
    });
    // A lapsed hold is dropped by the write; a live one stays.
    expect(event.holds['oldHold']).toBeUndefined();
    if ('otherHold' in holds) expect(event.holds['otherHold']).toEqual(holds['otherHold']);
  });
});

describe('createOrder refuses a request that is not a booking', () => {
  it.each<{
    name: string;
    request: unknown;
    events?: ReturnType<typeof anEvent>[];
    message: string;
  }>([
    {
      name: 'an unknown event',
      request: orderRequest({ eventId: 'no-such-event' }),
      message: INVALID_EVENT_MESSAGE,
    },
    {
      name: 'an event id that is a path',
      request: orderRequest({ eventId: 'events/../x' }),
      message: INVALID_EVENT_MESSAGE,
    },
    {
      name: 'a past event',
      request: orderRequest(),
      events: [anEvent({ date: '2030-05-31' })],
      message: INVALID_EVENT_MESSAGE,
    },
    {
      name: 'an event with no readable date',
      request: orderRequest(),
      events: [anEvent({ date: 'soon' })],
      message: INVALID_EVENT_MESSAGE,
    },
    {
      name: 'a bad e-mail',
      request: orderRequest({ email: 'not-an-email' }),
      message: EMAIL_INVALID_MESSAGE,
    },
    {
      name: 'no e-mail',
      request: orderRequest({ email: undefined }),
      message: EMAIL_INVALID_MESSAGE,
    },
    {
      name: 'a count sent as text',
      request: orderRequest({ ticket1212Count: '2' }),
      message: INVALID_QUANTITY_MESSAGE,
    },
    { name: 'null', request: null, message: ORDER_FAILED_MESSAGE },
    { name: 'a string', request: 'book me', message: ORDER_FAILED_MESSAGE },
    { name: 'an array', request: [], message: ORDER_FAILED_MESSAGE },
  ])('refuses $name', async ({ request, events, message }) => {
    const world = testWorld({ events: events ?? [anEvent()] });
    await expectRefusedWritingNothing(
      world,
      () => createOrder(world.env, { request, providerOrderId: 'order_P1' }),
      'invalid-request',
      message,
    );
  });

  it('sells an event dated today in India', async () => {
    const { env } = testWorld({ events: [anEvent({ date: '2030-06-01' })] });
    await expect(startPaidOrder(env, 'order_P1')).resolves.toMatchObject({ status: 'pending' });
  });
});

describe('createOrder coupons', () => {
  const otherOrderHold = (minutes: number): Partial<PromoCode> => ({
    reservedBy: 'someOtherOrder',
    reservedUntil: holdFor(1, minutes).until,
  });

  it.each<{
    name: string;
    code: string;
    counts?: [number, number];
    stored?: PromoCode;
    message: string;
  }>([
    { name: 'a code without the VIP prefix', code: 'SAVE10', message: COUPON_PREFIX_MESSAGE },
    {
      name: 'an order without Premium tickets',
      code: 'VIPTEST01',
      counts: [2, 0],
      stored: aPromoCode(),
      message: COUPON_NEEDS_PREMIUM_MESSAGE,
    },
    { name: 'an unknown code', code: 'VIPNOSUCH1', message: COUPON_INVALID_MESSAGE },
    {
      name: 'a code that is not a document id',
      code: 'VIP/../TEST01',
      message: COUPON_INVALID_MESSAGE,
    },
    { name: 'an overlong code', code: `VIP${'A'.repeat(200)}`, message: COUPON_INVALID_MESSAGE },
    {
      name: 'an inactive code',
      code: 'VIPTEST01',
      stored: aPromoCode({ isActive: false }),
      message: COUPON_INVALID_MESSAGE,
    },
    {
      name: 'a used code',
      code: 'VIPTEST01',
      stored: aPromoCode({ isActive: false, redeemed: true }),
      message: COUPON_USED_MESSAGE,
    },
    {
      name: 'a used code still marked active',
      code: 'VIPTEST01',
      stored: aPromoCode({ redeemed: true }),
      message: COUPON_USED_MESSAGE,
    },
    {
      name: 'a code held by another live checkout',
      code: 'VIPTEST01',
      stored: aPromoCode(otherOrderHold(5)),
      message: COUPON_RESERVED_MESSAGE,
    },
    {
      name: 'a code held with an unreadable expiry',
      code: 'VIPTEST01',
      stored: aPromoCode({ reservedBy: 'someOtherOrder', reservedUntil: 'garbage' }),
      message: COUPON_RESERVED_MESSAGE,
    },
  ])('refuses $name with the spec message', async ({ code, counts = [0, 1], stored, message }) => {
    const world = testWorld({ events: [anEvent()], promoCodes: stored ? [stored] : [] });
    await expectRefusedWritingNothing(
      world,
      () =>
        createOrder(world.env, {
          request: orderRequest({
            couponCode: code,
            ticket499Count: counts[0],
            ticket1212Count: counts[1],
          }),
          providerOrderId: 'order_P1',
        }),
      'coupon',
      message,
    );
  });

  it.each<{ name: string; code: string | null; stored: PromoCode; expected: string | null }>([
    {
      name: 'typed in lower case with spaces',
      code: '  viptest01 ',
      stored: aPromoCode(),
      expected: 'VIPTEST01',
    },
    {
      name: 'whose other hold has lapsed',
      code: 'VIPTEST01',
      stored: aPromoCode(otherOrderHold(-1)),
      expected: 'VIPTEST01',
    },
    { name: 'left blank (no coupon)', code: '   ', stored: aPromoCode(), expected: null },
    { name: 'not sent (no coupon)', code: null, stored: aPromoCode(), expected: null },
  ])('accepts a code $name', async ({ code, stored, expected }) => {
    const { env, store } = testWorld({ events: [anEvent()], promoCodes: [stored] });
    const order = await startPaidOrder(env, 'order_P1', { couponCode: code });
    expect(order.quote.couponCode).toBe(expected);
    const promo = store.peek('promoCodes', 'VIPTEST01');
    expect(promo?.reservedBy ?? null).toBe(
      expected === null ? (stored.reservedBy ?? null) : order.holdId,
    );
  });

  it('refuses a held coupon to a second buyer until the first hold lapses', async () => {
    const { env, store, clock } = testWorld({ events: [anEvent()], promoCodes: [aPromoCode()] });
    const first = await startPaidOrder(env, 'order_P1', { couponCode: 'VIPTEST01' });
    const second = () =>
      createOrder(env, {
        request: orderRequest({ couponCode: 'VIPTEST01', email: 'second@example.com' }),
        providerOrderId: 'order_P2',
      });
    await expectRefusedWritingNothing({ store }, second, 'coupon', COUPON_RESERVED_MESSAGE);

    clock.advance(COUPON_RESERVATION_MS - 1);
    await expectRefusedWritingNothing({ store }, second, 'coupon', COUPON_RESERVED_MESSAGE);

    clock.advance(1);
    const outcome = await second();
    if (outcome.kind !== 'payment-required') throw new Error('expected a payment');
    expect(outcome.order.id).not.toBe(first.id);
    expect(store.peek('promoCodes', 'VIPTEST01')?.reservedBy).toBe(outcome.order.holdId);
  });

  it('frees the coupon for a second buyer as soon as the first abandons', async () => {
    const { env, store } = testWorld({ events: [anEvent()], promoCodes: [aPromoCode()] });
    const first = await startPaidOrder(env, 'order_P1', { couponCode: 'VIPTEST01' });
    await abandonOrder(env, first.id);
    const second = await startPaidOrder(env, 'order_P2', { couponCode: 'VIPTEST01' });
    expect(store.peek('promoCodes', 'VIPTEST01')?.reservedBy).toBe(second.holdId);
  });

  it('tells a second buyer the coupon is used once the first has paid', async () => {
    const world = testWorld({ events: [anEvent()], promoCodes: [aPromoCode()] });
    const first = await startPaidOrder(world.env, 'order_P1', { couponCode: 'VIPTEST01' });
    await confirmPayment(world.env, await confirmationFor(first.id, 'order_P1'), TEST_SECRET);
    await expectRefusedWritingNothing(
      world,
      () =>
        createOrder(world.env, {
          request: orderRequest({ couponCode: 'VIPTEST01' }),
          providerOrderId: 'order_P2',
        }),
      'coupon',
      COUPON_USED_MESSAGE,
    );
  });
});

describe('createOrder for a free booking (100% coupon)', () => {
  it('fulfils at once: booking, ticket, coupon redeemed, seat sold, no hold', async () => {
    const { env, store } = testWorld({
      events: [anEvent({ sold: 4, holds: { oldHold: holdFor(2, -1) } })],
      promoCodes: [aPromoCode({ code: 'VIPFREE001', discountPercentage: 100 })],
    });
    const outcome = await createOrder(env, {
      request: orderRequest({ couponCode: 'VIPFREE001', email: 'Lucky@Example.com', total: 5000 }),
      providerOrderId: 'order_should_be_ignored',
    });
    if (outcome.kind !== 'fulfilled') throw new Error('expected a free booking');
    const { ticket } = outcome;

    expect(ticket).toMatchObject({
      amountPaid: 0,
      couponCode: 'VIPFREE001',
      email: 'lucky@example.com',
      ticket499Count: 0,
      ticket1212Count: 1,
      title: 'Sangeet Night',
      date: '2030-06-20',
      time: '6:00 PM – 11:00 PM',
      location: 'Mumbai',
      createdAt: START,
    });
    expect(store.peek('tickets', ticket.token)).toEqual(ticket);

    const bookings = store.all('newbookings');
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({
      id: ticket.bookingId,
      token: ticket.token,
      eventId: EVENT_ID,
      status: 'confirmed',
      paymentId: null,
      total: 0,
      couponDiscount: 1212,
      checkedIn: false,
      checkInTime: null,
    });

    expect(store.peek('promoCodes', 'VIPFREE001')).toMatchObject({
      isActive: false,
      redeemed: true,
      reservedBy: null,
      reservedUntil: null,
    });
    expect(store.peek('promoRedemptions', 'VIPFREE001')?.usedBy).toEqual(['lucky@example.com']);
    expect(eventSeats(store, EVENT_ID)).toMatchObject({ sold: 5, holds: {} });

    const orders = store.all('orders');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: 'fulfilled',
      bookingId: ticket.bookingId,
      providerOrderId: null,
      holdId: null,
      paymentId: null,
      fulfilledAt: START,
      flags: [],
    });
    expect(store.commits).toBe(1);
  });
});

describe('createOrder for a paid booking', () => {
  it('writes the pending order, the seat hold on the event and the coupon hold', async () => {
    const { env, store } = testWorld({
      events: [anEvent({ sold: 3 })],
      promoCodes: [aPromoCode({ discountPercentage: 50 })],
    });
    const outcome = await createOrder(env, {
      request: orderRequest({ ticket499Count: 2, ticket1212Count: 1, couponCode: 'VIPTEST01' }),
      providerOrderId: 'order_P1',
    });
    if (outcome.kind !== 'payment-required') throw new Error('expected a payment');
    const { order } = outcome;

    expect(order).toMatchObject({
      status: 'pending',
      eventId: EVENT_ID,
      email: 'guest@example.com',
      providerOrderId: 'order_P1',
      createdAt: START,
      expiresAt: HOLD_END,
      bookingId: null,
      paymentId: null,
      flags: [],
      event: { id: EVENT_ID, title: 'Sangeet Night', date: '2030-06-20' },
    });
    expect(order.quote.total).toBe(998 + 606);
    expect(order.holdId).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(order.holdId).not.toBe(order.id);
    expect(store.peek('orders', order.id)).toEqual(order);

    expect(eventSeats(store, EVENT_ID)).toMatchObject({
      sold: 3,
      holds: { [order.holdId ?? '']: { seats: 3, until: HOLD_END } },
    });
    expect(store.peek('promoCodes', 'VIPTEST01')).toMatchObject({
      isActive: true,
      redeemed: false,
      reservedBy: order.holdId,
      reservedUntil: HOLD_END,
    });
    expect(store.all('newbookings')).toEqual([]);
    expect(store.all('tickets')).toEqual([]);
    expect(store.commits).toBe(1);
  });

  it('records no provider order id until one is attached', async () => {
    const { env, store } = testWorld({ events: [anEvent()] });
    const order = await startPaidOrder(env, null);
    expect(store.peek('orders', order.id)?.providerOrderId).toBeNull();
  });

  it('gives each order its own ids and hold', async () => {
    const { env, store } = testWorld({ events: [anEvent()] });
    const a = await startPaidOrder(env, 'order_P1');
    const b = await startPaidOrder(env, 'order_P2');
    expect(new Set([a.id, b.id, a.holdId, b.holdId]).size).toBe(4);
    expect(Object.keys(eventSeats(store, EVENT_ID).holds ?? {}).sort()).toEqual(
      [a.holdId, b.holdId].sort(),
    );
  });

  it('lets only one of two buyers racing for the last seat hold it, however they interleave', async () => {
    const retried = await runsRetried(async (interleaveSeed) => {
      const { env, store } = testWorld({ events: [anEvent({ capacity: 1 })] }, { interleaveSeed });
      const results = await Promise.allSettled([
        startPaidOrder(env, 'order_P1'),
        startPaidOrder(env, 'order_P2', { email: 'other@example.com' }),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected');
      expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
        code: 'sold-out',
        message: SOLD_OUT_MESSAGE,
      });
      expect(store.all('orders')).toHaveLength(1);
      return store;
    });
    // In some orders both buyers read the event before either commits: one is run again.
    expect(retried).toBeGreaterThan(0);
  });
});
