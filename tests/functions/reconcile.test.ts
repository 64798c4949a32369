import { describe, expect, it } from 'vitest';
import type { PendingPayment } from '@/backend/backend';
import { COUPON_RESERVATION_MS } from '@/domain/coupons';
import { createOrderHandler } from '../../functions/src/handlers/checkout';
import { reconcilePayments } from '../../functions/src/handlers/reconcile-payments';
import { RazorpayApiError } from '../../functions/src/razorpay-api';
import { EVENT_ID, aPromoCode, anEvent, orderRequest } from '../unit/engine/support/fixtures';
import { snapshot } from '../unit/engine/support/seeded-store';
import { functionsWorld, type FunctionsWorld } from './support/functions-world';
import { eventSeats } from '../unit/engine/support/event-seats';

async function pending(
  world: FunctionsWorld,
  request: Record<string, unknown> = {},
): Promise<PendingPayment> {
  const result = await createOrderHandler(world.deps, orderRequest(request), { ip: null });
  if (result.kind !== 'payment-required') throw new Error('Expected a payment to be needed.');
  return result.payment;
}

const AFTER_HOLD = COUPON_RESERVATION_MS + 60_000;

describe('reconcilePayments', () => {
  it('books an order Razorpay says is paid when the callback never came', async () => {
    const world = functionsWorld({ events: [anEvent()], promoCodes: [aPromoCode()] });
    const payment = await pending(world, { couponCode: 'VIPTEST01' });
    const paid = world.razorpay.pay(payment.providerOrderId);
    world.clock.advance(AFTER_HOLD);

    expect(await reconcilePayments(world.deps)).toEqual({
      fulfilled: 1,
      released: 0,
      waiting: 0,
      failed: 0,
      refunded: 0,
      refundsFailed: 0,
    });
    expect(world.store.peek('orders', payment.orderId)).toMatchObject({
      status: 'fulfilled',
      paymentId: paid.id,
    });
    const [booking] = world.store.all('newbookings');
    expect(booking).toMatchObject({ paymentId: paid.id, couponCode: 'VIPTEST01' });
    expect(world.store.peek('promoCodes', 'VIPTEST01')).toMatchObject({
      isActive: false,
      redeemed: true,
    });
    expect(world.store.peek('promoRedemptions', 'VIPTEST01')?.usedBy).toEqual([
      'guest@example.com',
    ]);
    // The next run has nothing left to do.
    expect(await reconcilePayments(world.deps)).toEqual({
      fulfilled: 0,
      released: 0,
      waiting: 0,
      failed: 0,
      refunded: 0,
      refundsFailed: 0,
    });
  });

  it('releases an expired hold with no payment: seats, coupon and visitor allowance', async () => {
    const world = functionsWorld({ events: [anEvent()], promoCodes: [aPromoCode()] });
    const payment = await pending(world, { ticket1212Count: 2, couponCode: 'VIPTEST01' });
    world.clock.advance(AFTER_HOLD);
    const report = await reconcilePayments(world.deps);
    expect(report.released).toBe(1);
    expect(world.store.peek('orders', payment.orderId)).toMatchObject({
      status: 'abandoned',
      holdId: null,
    });
    expect(eventSeats(world.store, EVENT_ID)).toMatchObject({ sold: 0, holds: {} });
    expect(world.store.peek('promoCodes', 'VIPTEST01')).toMatchObject({
      isActive: true,
      reservedBy: null,
    });
    // The allowance is back; the hold window is kept through its cool-down (docs/design.md §4.8).
    const kept = world.store.all('visitorHolds');
    expect(kept.length).toBeGreaterThan(0);
    for (const doc of kept) expect(doc.holds).toEqual({});
  });

  it('leaves orders inside their hold alone', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    await pending(world);
    world.clock.advance(COUPON_RESERVATION_MS - 60_000);
    const before = snapshot(world.store);
    expect(await reconcilePayments(world.deps)).toEqual({
      fulfilled: 0,
      released: 0,
      waiting: 0,
      failed: 0,
      refunded: 0,
      refundsFailed: 0,
    });
    expect(snapshot(world.store)).toEqual(before);
  });

  it('waits for a payment Razorpay has authorised but not yet captured', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const payment = await pending(world);
    world.razorpay.pay(payment.providerOrderId, 'authorized');
    world.clock.advance(AFTER_HOLD);
    expect((await reconcilePayments(world.deps)).waiting).toBe(1);
    expect(world.store.peek('orders', payment.orderId)?.status).toBe('pending');
  });

  it('releases an order whose only payment failed', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const payment = await pending(world);
    world.razorpay.pay(payment.providerOrderId, 'failed');
    world.clock.advance(AFTER_HOLD);
    expect((await reconcilePayments(world.deps)).released).toBe(1);
    expect(world.store.all('newbookings')).toEqual([]);
  });

  it('keeps an order pending when Razorpay cannot be asked, and goes on with the rest', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const first = await pending(world);
    const second = await pending(world, { email: 'other@example.com' });
    world.clock.advance(AFTER_HOLD);
    const api = world.deps.razorpay;
    const deps = {
      ...world.deps,
      razorpay: {
        ...api,
        fetchOrderPayments: (id: string) =>
          id === first.providerOrderId
            ? Promise.reject(new RazorpayApiError('Razorpay payments failed: timeout', null))
            : api.fetchOrderPayments(id),
      },
    };
    expect(await reconcilePayments(deps)).toEqual({
      fulfilled: 0,
      released: 1,
      waiting: 0,
      failed: 1,
      refunded: 0,
      refundsFailed: 0,
    });
    expect(world.store.peek('orders', first.orderId)?.status).toBe('pending');
    expect(world.store.peek('orders', second.orderId)?.status).toBe('abandoned');
  });

  it('settles at most a batch per run, the longest-lapsed first', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const first = await pending(world, { email: 'one@example.com' });
    world.clock.advance(60_000);
    const second = await pending(world, { email: 'two@example.com' });
    world.clock.advance(AFTER_HOLD);
    expect((await reconcilePayments(world.deps, 1)).released).toBe(1);
    expect(world.store.peek('orders', first.orderId)?.status).toBe('abandoned');
    expect(world.store.peek('orders', second.orderId)?.status).toBe('pending');
  });
});
