import { describe, expect, it } from 'vitest';
import type { PendingPayment } from '@/backend/backend';
import { COUPON_RESERVATION_MS } from '@/domain/coupons';
import { PAYMENT_REFUNDED_MESSAGE } from '@/domain/orders';
import {
  abandonOrderHandler,
  confirmPaymentHandler,
  createOrderHandler,
} from '../../functions/src/handlers/checkout';
import { handleRazorpayWebhook } from '../../functions/src/handlers/razorpay-webhook';
import {
  CLOSED_ORDER_WATCH_MS,
  reconcilePayments,
} from '../../functions/src/handlers/reconcile-payments';
import { RazorpayApiError } from '../../functions/src/razorpay-api';
import { EVENT_ID, aPromoCode, anEvent, orderRequest } from '../unit/engine/support/fixtures';
import { checkoutSuccess, delivery, webhookBody } from './support/fake-razorpay';
import { functionsWorld, type FunctionsWorld } from './support/functions-world';
import { eventSeats } from '../unit/engine/support/event-seats';

const MINUTE = 60_000;
const AFTER_HOLD = COUPON_RESERVATION_MS + MINUTE;

/** One Premium ticket on the single-use half-price code, for `email`. */
async function pending(world: FunctionsWorld, email: string): Promise<PendingPayment> {
  const request = orderRequest({ couponCode: 'VIPTEST01', email });
  const result = await createOrderHandler(world.deps, request, { ip: null });
  if (result.kind !== 'payment-required') throw new Error('Expected a payment to be needed.');
  return result.payment;
}

/** Another buyer pays promptly for the same code (and, at capacity 1, the only seat). */
async function anotherBuyerPays(world: FunctionsWorld) {
  const other = await pending(world, 'other@example.com');
  const paid = world.razorpay.pay(other.providerOrderId);
  await confirmPaymentHandler(
    world.deps,
    await checkoutSuccess(other.orderId, other.providerOrderId, paid.id),
  );
}

async function webhook(
  world: FunctionsWorld,
  payment: PendingPayment,
  paymentId: string,
  eventId = `evt_${paymentId}`,
) {
  const order = { providerOrderId: payment.providerOrderId, receipt: payment.orderId };
  return handleRazorpayWebhook(
    world.deps,
    await delivery(webhookBody('order.paid', order, { id: paymentId }), eventId),
  );
}

function aWorld(capacity = 100) {
  return functionsWorld({
    events: [anEvent({ capacity })],
    promoCodes: [aPromoCode({ discountPercentage: 50 })],
  });
}

describe('a late capture (docs/design.md §4.7)', () => {
  it('is refunded in full through Razorpay when its coupon went to another buyer', async () => {
    const world = aWorld();
    const late = await pending(world, 'guest@example.com');
    world.clock.advance(AFTER_HOLD);
    await anotherBuyerPays(world);
    const paid = world.razorpay.pay(late.providerOrderId);

    expect(await webhook(world, late, paid.id)).toEqual({ status: 200, body: 'Refund due.' });

    const [made, ...more] = [...world.razorpay.refunds.values()];
    expect(more).toEqual([]);
    expect(made?.request).toEqual({
      paymentId: paid.id,
      amountPaise: paid.amountPaise,
      idempotencyKey: `refund-${paid.id}`,
      receipt: late.orderId,
    });
    expect(world.store.peek('refunds', paid.id)).toMatchObject({
      state: 'refunded',
      razorpayRefundId: made?.id,
      reason: 'coupon-taken',
      attempts: 1,
    });
    expect(world.store.peek('orders', late.orderId)?.status).toBe('refundDue');
    expect(world.store.peek('promoRedemptions', 'VIPTEST01')?.usedBy).toEqual([
      'other@example.com',
    ]);
    expect(world.store.all('mail').filter((mail) => mail.to === 'guest@example.com')).toHaveLength(
      1,
    );

    // payment.captured for it too, and the browser's late confirmation: no second refund.
    expect(await webhook(world, late, paid.id, 'evt_second')).toEqual({
      status: 200,
      body: 'Refund due.',
    });
    await expect(
      confirmPaymentHandler(
        world.deps,
        await checkoutSuccess(late.orderId, late.providerOrderId, paid.id),
      ),
    ).rejects.toMatchObject({ code: 'conflict', message: PAYMENT_REFUNDED_MESSAGE });
    expect(world.razorpay.refunds.size).toBe(1);
  });

  it('is booked when its seats and coupon are still there', async () => {
    const world = aWorld();
    const late = await pending(world, 'guest@example.com');
    world.clock.advance(AFTER_HOLD);
    const paid = world.razorpay.pay(late.providerOrderId);
    expect(await webhook(world, late, paid.id)).toEqual({ status: 200, body: 'Fulfilled.' });
    expect(world.razorpay.refundCalls).toBe(0);
  });
});

describe('dismissed, then captured 5 minutes later, with the webhook switched off', () => {
  it('the next reconcile run books it', async () => {
    const world = aWorld();
    const order = await pending(world, 'guest@example.com');
    await abandonOrderHandler(world.deps, { orderId: order.orderId });
    world.clock.advance(5 * MINUTE);
    const paid = world.razorpay.pay(order.providerOrderId);

    const report = await reconcilePayments(world.deps);
    expect(report).toMatchObject({ fulfilled: 1, refunded: 0, failed: 0 });
    expect(world.store.peek('orders', order.orderId)).toMatchObject({
      status: 'fulfilled',
      paymentId: paid.id,
    });
    expect(eventSeats(world.store, EVENT_ID).sold).toBe(1);
    // Settled: the next run books nothing more.
    expect(await reconcilePayments(world.deps)).toMatchObject({ fulfilled: 0, refunded: 0 });
    expect(world.store.all('newbookings')).toHaveLength(1);
  });

  it('the next reconcile run refunds it when the only seat was sold meanwhile', async () => {
    const world = aWorld(1);
    const order = await pending(world, 'guest@example.com');
    await abandonOrderHandler(world.deps, { orderId: order.orderId });
    await anotherBuyerPays(world);
    world.clock.advance(5 * MINUTE);
    const paid = world.razorpay.pay(order.providerOrderId);

    expect(await reconcilePayments(world.deps)).toMatchObject({ fulfilled: 0, refunded: 1 });
    expect(world.store.peek('refunds', paid.id)).toMatchObject({
      state: 'refunded',
      reason: 'seats-gone',
    });
    expect(eventSeats(world.store, EVENT_ID).sold).toBe(1);
    expect(world.razorpay.refunds.size).toBe(1);
  });

  it('is watched for 72 hours after the close, and no longer', async () => {
    const world = aWorld();
    const watched = await pending(world, 'guest@example.com');
    await abandonOrderHandler(world.deps, { orderId: watched.orderId });
    world.clock.advance(CLOSED_ORDER_WATCH_MS + MINUTE);
    world.razorpay.pay(watched.providerOrderId);
    let asked = 0;
    const api = world.deps.razorpay;
    const deps = {
      ...world.deps,
      razorpay: {
        ...api,
        fetchOrderPayments: (id: string) => {
          asked += 1;
          return api.fetchOrderPayments(id);
        },
      },
    };
    expect(await reconcilePayments(deps)).toMatchObject({ fulfilled: 0 });
    expect(asked).toBe(0);
  });
});

describe('a refund that fails', () => {
  it('is retried by the reconcile job until Razorpay accepts it, and made once', async () => {
    const world = aWorld(1);
    const late = await pending(world, 'guest@example.com');
    world.clock.advance(AFTER_HOLD);
    await anotherBuyerPays(world);
    const paid = world.razorpay.pay(late.providerOrderId);
    world.razorpay.failingRefunds = new RazorpayApiError('Razorpay refund failed: timeout', null);

    expect(await webhook(world, late, paid.id)).toEqual({ status: 200, body: 'Refund due.' });
    expect(world.store.peek('refunds', paid.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'Razorpay refund failed: timeout',
      razorpayRefundId: null,
    });

    world.clock.advance(10 * MINUTE);
    expect(await reconcilePayments(world.deps)).toMatchObject({ refunded: 0, refundsFailed: 1 });

    world.razorpay.failingRefunds = null;
    world.clock.advance(10 * MINUTE);
    expect(await reconcilePayments(world.deps)).toMatchObject({ refunded: 1, refundsFailed: 0 });
    expect(world.store.peek('refunds', paid.id)).toMatchObject({
      state: 'refunded',
      attempts: 3,
      lastError: null,
    });
    expect(world.razorpay.refunds.size).toBe(1);
    // Nothing left to do.
    expect(await reconcilePayments(world.deps)).toMatchObject({ refunded: 0, refundsFailed: 0 });
    expect(world.razorpay.refundCalls).toBe(3);
  });
});

describe('the webhook and the reconcile job racing for one captured payment', () => {
  it.each([1, 2, 3, 4, 5, 6])('settle it once (interleaving %i)', async (seed) => {
    for (const capacity of [1, 100]) {
      const world = functionsWorld(
        { events: [anEvent({ capacity })], promoCodes: [aPromoCode()] },
        { interleaveSeed: seed },
      );
      const order = await pending(world, 'guest@example.com');
      await abandonOrderHandler(world.deps, { orderId: order.orderId });
      if (capacity === 1) await anotherBuyerPays(world);
      world.clock.advance(5 * MINUTE);
      const paid = world.razorpay.pay(order.providerOrderId);

      await Promise.all([webhook(world, order, paid.id), reconcilePayments(world.deps)]);

      const bookings = world.store.all('newbookings').filter((b) => b.paymentId === paid.id);
      const refunds = world.store.all('refunds');
      if (capacity === 1) {
        expect(bookings).toEqual([]);
        expect(refunds).toMatchObject([{ paymentId: paid.id, state: 'refunded' }]);
        expect(world.razorpay.refunds.size).toBe(1);
      } else {
        expect(bookings).toHaveLength(1);
        expect(refunds).toEqual([]);
      }
      expect(eventSeats(world.store, EVENT_ID).sold).toBe(1);
    }
  });
});
