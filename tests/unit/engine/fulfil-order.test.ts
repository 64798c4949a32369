import { describe, expect, it } from 'vitest';
import type { Order } from '@/domain/orders';
import { ORDER_NOT_FOUND_MESSAGE, PAYMENT_NOT_VERIFIED_MESSAGE } from '@/domain/orders';
import { createOrder } from '@/engine/flows/create-order';
import {
  confirmPayment,
  fulfilPaidOrder,
  type PaymentConfirmation,
} from '@/engine/flows/fulfil-order';
import type { FlowEnv } from '@/engine/flow-env';
import { EVENT_ID, aPromoCode, anEvent, orderRequest } from './support/fixtures';
import {
  TEST_SECRET,
  confirmationFor,
  startPaidOrder,
  worldWithPendingOrder,
} from './support/payments';
import { expectRefusedWritingNothing, testWorld } from './support/seeded-store';
import { eventSeats } from './support/event-seats';

describe('confirmPayment with a genuine signature', () => {
  it('fulfils the order: booking, ticket, coupon redeemed, hold turned into a sale', async () => {
    const { env, store, clock, order } = await worldWithPendingOrder();
    clock.advance(60_000);
    const ticket = await confirmPayment(
      env,
      await confirmationFor(order.id, 'order_P1', 'pay_ABC'),
      TEST_SECRET,
    );

    expect(ticket).toMatchObject({
      email: 'guest@example.com',
      amountPaid: 499 + 606,
      couponCode: 'VIPTEST01',
      ticket499Count: 1,
      ticket1212Count: 1,
      title: 'Sangeet Night',
    });
    expect(ticket.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(store.peek('tickets', ticket.token)).toEqual(ticket);
    expect(store.peek('newbookings', ticket.bookingId)).toMatchObject({
      id: ticket.bookingId,
      token: ticket.token,
      paymentId: 'pay_ABC',
      status: 'confirmed',
      total: 1105,
      checkedIn: false,
      eventId: EVENT_ID,
      createdAt: clock.iso(),
    });
    expect(store.peek('orders', order.id)).toMatchObject({
      status: 'fulfilled',
      bookingId: ticket.bookingId,
      paymentId: 'pay_ABC',
      fulfilledAt: clock.iso(),
      flags: [],
    });
    expect(store.peek('promoCodes', 'VIPTEST01')).toMatchObject({
      isActive: false,
      redeemed: true,
      reservedBy: null,
      reservedUntil: null,
    });
    // Who redeemed it is kept where only organisers read (docs/design.md §3.6).
    expect(store.peek('promoCodes', 'VIPTEST01')).not.toHaveProperty('usedBy');
    expect(store.peek('promoRedemptions', 'VIPTEST01')).toEqual({
      code: 'VIPTEST01',
      usedBy: ['guest@example.com'],
    });
    expect(eventSeats(store, EVENT_ID)).toMatchObject({ sold: 4, holds: {} });
  });

  it('returns the same ticket for the same confirmation twice and writes one booking', async () => {
    const { env, store, order } = await worldWithPendingOrder();
    const confirmation = await confirmationFor(order.id, 'order_P1');
    const first = await confirmPayment(env, confirmation, TEST_SECRET);
    const afterFirst = {
      bookings: store.all('newbookings'),
      event: eventSeats(store, EVENT_ID),
    };
    const second = await confirmPayment(env, confirmation, TEST_SECRET);
    expect(second).toEqual(first);
    expect(store.all('newbookings')).toEqual(afterFirst.bookings);
    expect(store.all('newbookings')).toHaveLength(1);
    expect(eventSeats(store, EVENT_ID)).toEqual(afterFirst.event);
  });

  it.each<[string, (env: FlowEnv, order: Order) => Promise<unknown>]>([
    [
      'the same confirmation',
      async (env, order) =>
        confirmPayment(env, await confirmationFor(order.id, 'order_P1'), TEST_SECRET),
    ],
    [
      'the webhook for the same payment',
      (env, order) =>
        fulfilPaidOrder(env, {
          orderId: order.id,
          providerOrderId: 'order_P1',
          paymentId: 'pay_1',
        }),
    ],
  ])('writes one booking when the browser and %s race', async (_name, other) => {
    const { env, store, order } = await worldWithPendingOrder();
    const [a, b] = await Promise.all([
      confirmPayment(env, await confirmationFor(order.id, 'order_P1'), TEST_SECRET),
      other(env, order),
    ]);
    expect(b).toEqual(a);
    expect(store.all('newbookings')).toHaveLength(1);
    expect(store.all('tickets')).toHaveLength(1);
    expect(eventSeats(store, EVENT_ID).sold).toBe(4);
    expect(store.peek('promoCodes', 'VIPTEST01')?.redeemed).toBe(true);
    expect(store.peek('promoRedemptions', 'VIPTEST01')?.usedBy).toEqual(['guest@example.com']);
  });
});

describe('confirmPayment refuses what it cannot verify, writing nothing', () => {
  const tamper = (hex: string) => hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');

  it.each<[string, (order: Order, other: Order) => Promise<unknown>, string?]>([
    [
      'a tampered signature',
      async (order) => {
        const genuine = await confirmationFor(order.id, 'order_P1');
        return { ...genuine, signature: tamper(genuine.signature) };
      },
    ],
    [
      'a signature under the wrong secret',
      (order) => confirmationFor(order.id, 'order_P1', 'pay_1', 'some_other_secret'),
    ],
    ['a genuine signature for another order', (order) => confirmationFor(order.id, 'order_P2')],
    [
      "another order's genuine confirmation pointed at this order",
      async (order, other) => ({
        ...(await confirmationFor(other.id, 'order_P2')),
        orderId: order.id,
      }),
    ],
    [
      'a payment id swapped after signing',
      async (order) => ({
        ...(await confirmationFor(order.id, 'order_P1', 'pay_1')),
        paymentId: 'pay_2',
      }),
    ],
    [
      'an upper-cased signature',
      async (order) => {
        const genuine = await confirmationFor(order.id, 'order_P1');
        return { ...genuine, signature: genuine.signature.toUpperCase() };
      },
    ],
    [
      'an empty signature',
      async (order) => ({
        ...(await confirmationFor(order.id, 'order_P1')),
        signature: '',
      }),
    ],
    [
      'a signature that is not text',
      async (order) => ({
        ...(await confirmationFor(order.id, 'order_P1')),
        signature: 42,
      }),
    ],
    [
      'a 10 KB signature',
      async (order) => ({
        ...(await confirmationFor(order.id, 'order_P1')),
        signature: 'a'.repeat(10_000),
      }),
    ],
    ['no confirmation at all', async () => null],
    ['a confirmation that is a string', async () => 'paid, honest'],
    [
      'a genuine confirmation checked with an empty server secret',
      (order) => confirmationFor(order.id, 'order_P1'),
      '',
    ],
  ])('refuses %s', async (_name, make, secret = TEST_SECRET) => {
    const { env, store, order } = await worldWithPendingOrder();
    const other = await startPaidOrder(env, 'order_P2', { email: 'other@example.com' });
    const confirmation = await make(order, other);
    await expectRefusedWritingNothing(
      { store },
      () => confirmPayment(env, confirmation, secret),
      'bad-signature',
      PAYMENT_NOT_VERIFIED_MESSAGE,
    );
  });

  it('refuses a genuine signature for a free order (it never met the provider)', async () => {
    const world = testWorld({
      events: [anEvent()],
      promoCodes: [aPromoCode({ code: 'VIPFREE001', discountPercentage: 100 })],
    });
    const outcome = await createOrder(world.env, {
      request: orderRequest({ couponCode: 'VIPFREE001' }),
      providerOrderId: 'order_P9',
    });
    if (outcome.kind !== 'fulfilled') throw new Error('expected a free booking');
    const orderId = world.store.all('orders')[0]?.id ?? '';
    await expectRefusedWritingNothing(
      world,
      async () =>
        confirmPayment(world.env, await confirmationFor(orderId, 'order_P9'), TEST_SECRET),
      'bad-signature',
      PAYMENT_NOT_VERIFIED_MESSAGE,
    );
  });

  it('refuses a genuine signature while the order has no provider order attached', async () => {
    const world = testWorld({ events: [anEvent()] });
    const order = await startPaidOrder(world.env, null);
    await expectRefusedWritingNothing(
      world,
      async () =>
        confirmPayment(world.env, await confirmationFor(order.id, 'order_P1'), TEST_SECRET),
      'bad-signature',
      PAYMENT_NOT_VERIFIED_MESSAGE,
    );
  });

  it.each([
    ['an unknown order', 'noSuchOrder12345'],
    ['an order id that is a path', 'orders/../x'],
    ['an empty order id', ''],
    ['a 10 KB order id', 'o'.repeat(10_000)],
  ])('answers not-found for %s with a genuine signature', async (_name, orderId) => {
    const { store, env } = await worldWithPendingOrder();
    await expectRefusedWritingNothing(
      { store },
      async () => confirmPayment(env, await confirmationFor(orderId, 'order_P1'), TEST_SECRET),
      'not-found',
      ORDER_NOT_FOUND_MESSAGE,
    );
  });

  it("refuses the webhook path for a provider order that is not this order's", async () => {
    const { env, store, order } = await worldWithPendingOrder();
    await expectRefusedWritingNothing(
      { store },
      () =>
        fulfilPaidOrder(env, {
          orderId: order.id,
          providerOrderId: 'order_P2',
          paymentId: 'pay_1',
        }),
      'bad-signature',
      PAYMENT_NOT_VERIFIED_MESSAGE,
    );
  });
});

describe('confirmPayment input handling', () => {
  it('reads only the four fields it needs from the confirmation', async () => {
    const { env, store, order } = await worldWithPendingOrder();
    const genuine: PaymentConfirmation & Record<string, unknown> = {
      ...(await confirmationFor(order.id, 'order_P1')),
      amount: 1,
      status: 'fulfilled',
    };
    const ticket = await confirmPayment(env, genuine, TEST_SECRET);
    expect(ticket.amountPaid).toBe(1105);
    expect(store.peek('orders', order.id)?.status).toBe('fulfilled');
  });
});
