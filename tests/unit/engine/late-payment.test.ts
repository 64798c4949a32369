import { describe, expect, it } from 'vitest';
import { COUPON_RESERVATION_MS } from '@/domain/coupons';
import type { RefundReason } from '@/domain/late-payment';
import { PAYMENT_REFUNDED_MESSAGE, type Order } from '@/domain/orders';
import { abandonOrder, releaseExpiredHold } from '@/engine/flows/abandon-order';
import { confirmPayment, settlePaidOrder } from '@/engine/flows/fulfil-order';
import type { FlowEnv } from '@/engine/flow-env';
import type { InMemoryStore } from '@/engine/in-memory-store';
import { EVENT_ID, aPromoCode, anEvent } from './support/fixtures';
import {
  TEST_SECRET,
  confirmationFor,
  startPaidOrder,
  worldWithPendingOrder,
} from './support/payments';
import { expectBackendError, snapshot, testWorld, type TestWorld } from './support/seeded-store';
import { eventSeats } from './support/event-seats';

const LATE = COUPON_RESERVATION_MS + 60_000;

/** Someone else pays for the coupon (one Premium ticket) after the hold lapsed. */
async function anotherBuyerPaysWithTheCoupon(env: FlowEnv) {
  const other = await startPaidOrder(env, 'order_P2', {
    couponCode: 'VIPTEST01',
    email: 'other@example.com',
  });
  await confirmPayment(env, await confirmationFor(other.id, 'order_P2', 'pay_other'), TEST_SECRET);
}

/** Someone else pays for two Basic tickets, no coupon. */
async function anotherBuyerTakesTwoSeats(env: FlowEnv) {
  const other = await startPaidOrder(env, 'order_P3', {
    ticket499Count: 2,
    ticket1212Count: 0,
    email: 'third@example.com',
  });
  await confirmPayment(env, await confirmationFor(other.id, 'order_P3', 'pay_third'), TEST_SECRET);
}

async function removeDoc(store: InMemoryStore, collection: 'promoCodes' | 'events', id: string) {
  await store.transaction(async (tx) => {
    tx.delete(collection, id);
  });
}

describe('a payment after the hold lapsed is fulfilled while its seats and coupon are there', () => {
  it.each<{ name: string; meanwhile: (world: TestWorld, order: Order) => Promise<unknown> }>([
    { name: 'nothing else happened', meanwhile: async () => undefined },
    {
      name: 'the sweep closed the order',
      meanwhile: ({ env }, o) => releaseExpiredHold(env, o.id),
    },
    { name: 'the visitor closed the checkout', meanwhile: ({ env }, o) => abandonOrder(env, o.id) },
  ])('when $name', async ({ meanwhile }) => {
    const world = await worldWithPendingOrder();
    const { env, store, clock, order } = world;
    clock.advance(LATE);
    await meanwhile(world, order);

    const ticket = await confirmPayment(
      env,
      await confirmationFor(order.id, 'order_P1', 'pay_late'),
      TEST_SECRET,
    );
    expect(ticket.amountPaid).toBe(1105);
    expect(store.peek('orders', order.id)).toMatchObject({ status: 'fulfilled', flags: [] });
    expect(store.peek('promoCodes', 'VIPTEST01')).toMatchObject({
      isActive: false,
      redeemed: true,
      reservedBy: null,
    });
    expect(store.peek('promoRedemptions', 'VIPTEST01')?.usedBy).toEqual(['guest@example.com']);
    expect(eventSeats(store, EVENT_ID)).toMatchObject({ sold: 4, holds: {} });
    expect(store.all('refunds')).toEqual([]);
  });
});

describe('a payment after the hold lapsed is refunded when what it paid for is gone', () => {
  it.each<{
    name: string;
    capacity?: number;
    meanwhile: (world: TestWorld, order: Order) => Promise<unknown>;
    reason: RefundReason;
    usedBy: string[] | null;
    sold: number | null;
  }>([
    {
      name: 'another buyer used the coupon and took the last seat',
      capacity: 4,
      meanwhile: ({ env }) => anotherBuyerPaysWithTheCoupon(env),
      reason: 'seats-gone',
      usedBy: ['other@example.com'],
      sold: 3,
    },
    {
      name: 'another buyer took the last seats',
      capacity: 5,
      meanwhile: ({ env }) => anotherBuyerTakesTwoSeats(env),
      reason: 'seats-gone',
      usedBy: [],
      sold: 4,
    },
    {
      name: 'another buyer used the coupon',
      meanwhile: ({ env }) => anotherBuyerPaysWithTheCoupon(env),
      reason: 'coupon-taken',
      usedBy: ['other@example.com'],
      sold: 3,
    },
    {
      name: 'another buyer is holding the coupon',
      meanwhile: ({ env }) =>
        startPaidOrder(env, 'order_P2', { couponCode: 'VIPTEST01', email: 'other@example.com' }),
      reason: 'coupon-taken',
      usedBy: [],
      sold: 2,
    },
    {
      name: 'an organiser deactivated the coupon',
      meanwhile: ({ store }) =>
        store.transaction(async (tx) => {
          tx.update('promoCodes', 'VIPTEST01', { isActive: false });
        }),
      reason: 'coupon-withdrawn',
      usedBy: [],
      sold: 2,
    },
    {
      name: 'the coupon was deleted',
      meanwhile: ({ store }) => removeDoc(store, 'promoCodes', 'VIPTEST01'),
      reason: 'coupon-withdrawn',
      usedBy: null,
      sold: 2,
    },
    {
      name: 'the event was deleted',
      meanwhile: ({ store }) => removeDoc(store, 'events', EVENT_ID),
      reason: 'event-gone',
      usedBy: [],
      sold: null,
    },
  ])('when $name', async ({ capacity, meanwhile, reason, usedBy, sold }) => {
    const world = await worldWithPendingOrder(capacity);
    const { env, store, clock, order } = world;
    clock.advance(LATE);
    await meanwhile(world, order);
    const mailsBefore = store.all('mail').length;

    const confirmation = await confirmationFor(order.id, 'order_P1', 'pay_late');
    await expectBackendError(
      confirmPayment(env, confirmation, TEST_SECRET),
      'conflict',
      PAYMENT_REFUNDED_MESSAGE,
    );

    expect(store.peek('orders', order.id)).toMatchObject({
      status: 'refundDue',
      paymentId: 'pay_late',
      refundReason: reason,
      bookingId: null,
      holdId: null,
    });
    expect(store.all('newbookings').some((b) => b.paymentId === 'pay_late')).toBe(false);
    expect(store.peek('refunds', 'pay_late')).toEqual({
      id: 'pay_late',
      paymentId: 'pay_late',
      orderId: order.id,
      providerOrderId: 'order_P1',
      amountPaise: 110_500,
      email: 'guest@example.com',
      eventTitle: 'Sangeet Night',
      reason,
      state: 'pending',
      razorpayRefundId: null,
      attempts: 0,
      lastError: null,
      createdAt: clock.iso(),
      updatedAt: clock.iso(),
    });
    const mails = store.all('mail');
    expect(mails).toHaveLength(mailsBefore + 1);
    const notice = mails.find((mail) => mail.bookingId === null);
    expect(notice).toMatchObject({ to: 'guest@example.com' });
    expect(notice?.message.subject).toBe('Refund for your Sangeet Night booking');
    expect(notice?.message.text).toContain('refunding the full ₹1,105');

    const promo = store.peek('promoCodes', 'VIPTEST01');
    if (usedBy === null) expect(promo).toBeNull();
    else {
      expect(store.peek('promoRedemptions', 'VIPTEST01')?.usedBy ?? []).toEqual(usedBy);
      expect(promo?.redeemed).toBe(usedBy.length > 0);
    }
    const event = store.peek('events', EVENT_ID);
    if (sold === null) expect(event).toBeNull();
    else {
      const seats = eventSeats(store, EVENT_ID);
      expect(seats.sold).toBe(sold);
      expect(seats.sold).toBeLessThanOrEqual(event?.capacity ?? 0);
    }

    // Reported again (the webhook, the reconcile job): the same answer, nothing written.
    const before = snapshot(store);
    const again = await settlePaidOrder(env, confirmation);
    expect(again).toEqual({ kind: 'refund-due', refund: store.peek('refunds', 'pay_late') });
    expect(snapshot(store)).toEqual(before);
  });

  it('keeps a prompt payment whose coupon was deactivated meanwhile, flagged as before', async () => {
    const { env, store, clock, order } = await worldWithPendingOrder();
    clock.advance(60_000);
    await store.transaction(async (tx) => {
      tx.update('promoCodes', 'VIPTEST01', { isActive: false });
    });
    const ticket = await confirmPayment(
      env,
      await confirmationFor(order.id, 'order_P1', 'pay_prompt'),
      TEST_SECRET,
    );
    expect(ticket.couponCode).toBe('VIPTEST01');
    expect(store.peek('orders', order.id)).toMatchObject({
      status: 'fulfilled',
      flags: ['coupon-inactive'],
    });
  });

  it('never oversells nor redeems a code twice, whichever of two late payments comes first', async () => {
    for (const first of ['A', 'B'] as const) {
      const world = testWorld({
        events: [anEvent({ capacity: 4 })],
        promoCodes: [aPromoCode({ discountPercentage: 50, attendeeLimit: 4 })],
      });
      const { env, store, clock } = world;
      const request = { ticket499Count: 0, ticket1212Count: 4, couponCode: 'VIPTEST01' };
      const a = await startPaidOrder(env, 'order_A', { ...request, email: 'a@example.com' });
      clock.advance(LATE);
      const b = await startPaidOrder(env, 'order_B', { ...request, email: 'b@example.com' });
      clock.advance(LATE);
      const pay = {
        A: { orderId: a.id, providerOrderId: 'order_A', paymentId: 'pay_A' },
        B: { orderId: b.id, providerOrderId: 'order_B', paymentId: 'pay_B' },
      };
      const second = first === 'A' ? 'B' : 'A';
      expect((await settlePaidOrder(env, pay[first])).kind).toBe('fulfilled');
      expect((await settlePaidOrder(env, pay[second])).kind).toBe('refund-due');
      expect(eventSeats(store, EVENT_ID).sold).toBe(4);
      expect(store.peek('promoRedemptions', 'VIPTEST01')?.usedBy).toHaveLength(1);
      expect(store.peek('refunds', `pay_${second}`)?.reason).toBe('seats-gone');
    }
  });

  it('refunds a second payment on an order another payment already fulfilled', async () => {
    const { env, store, order } = await worldWithPendingOrder();
    const ticket = await confirmPayment(
      env,
      await confirmationFor(order.id, 'order_P1', 'pay_first'),
      TEST_SECRET,
    );
    const paid = { orderId: order.id, providerOrderId: 'order_P1' };
    const outcome = await settlePaidOrder(env, { ...paid, paymentId: 'pay_second' });
    expect(outcome).toMatchObject({
      kind: 'refund-due',
      refund: { paymentId: 'pay_second', reason: 'duplicate-payment', amountPaise: 110_500 },
    });
    expect(store.peek('orders', order.id)).toMatchObject({
      status: 'fulfilled',
      paymentId: 'pay_first',
      bookingId: ticket.bookingId,
    });
    // The first payment still answers with its ticket.
    expect(await settlePaidOrder(env, { ...paid, paymentId: 'pay_first' })).toEqual({
      kind: 'fulfilled',
      ticket,
    });
  });
});
