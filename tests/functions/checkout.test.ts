import { describe, expect, it } from 'vitest';
import type { PendingPayment } from '@/backend/backend';
import { COUPON_RESERVATION_MS } from '@/domain/coupons';
import {
  ORDER_NOT_FOUND_MESSAGE,
  PAYMENT_NOT_VERIFIED_MESSAGE,
  PAYMENT_PROVIDER_FAILED_MESSAGE,
} from '@/domain/orders';
import { TOO_MANY_UNPAID_SEATS_MESSAGE } from '@/domain/visitor-holds';
import {
  abandonOrderHandler,
  confirmPaymentHandler,
  createOrderHandler,
} from '../../functions/src/handlers/checkout';
import { RazorpayApiError } from '../../functions/src/razorpay-api';
import { EVENT_ID, aPromoCode, anEvent, orderRequest } from '../unit/engine/support/fixtures';
import {
  expectBackendError,
  expectRefusedWritingNothing,
  snapshot,
} from '../unit/engine/support/seeded-store';
import { KEY_ID, checkoutSuccess } from './support/fake-razorpay';
import { functionsWorld, type FunctionsWorld } from './support/functions-world';
import { eventSeats } from '../unit/engine/support/event-seats';

const CALLER = { ip: '203.0.113.7' };

async function pendingPayment(
  world: FunctionsWorld,
  request: Record<string, unknown> = {},
  caller = CALLER,
): Promise<PendingPayment> {
  const result = await createOrderHandler(world.deps, orderRequest(request), caller);
  if (result.kind !== 'payment-required') throw new Error('Expected a payment to be needed.');
  return result.payment;
}

describe('createOrder', () => {
  it('prices on the server and ignores every total the browser sends', async () => {
    const world = functionsWorld({ events: [anEvent()], promoCodes: [aPromoCode()] });
    const payment = await pendingPayment(world, {
      ticket499Count: 1,
      ticket1212Count: 2,
      couponCode: 'viptest01',
      total: 1,
      amount: 1,
      subtotal1212: 0,
      couponDiscount: 999_999,
    });
    // 499 + 2 × 1212, half off one Premium (the coupon admits one) = 2923 − 606.
    expect(payment.amount).toBe(2317);
    expect(payment.quote).toMatchObject({ total: 2317, couponDiscount: 606 });
    const sent = world.razorpay.only();
    expect(sent.amountPaise).toBe(231_700);
    expect(sent.receipt).toBe(payment.orderId);
    expect(sent.notes).toEqual({
      eventTitle: 'Sangeet Night',
      eventLocation: 'Mumbai',
      eventDate: '2030-06-20',
      customerEmail: 'guest@example.com',
      ticket499Count: '1',
      ticket1212Count: '2',
      couponCode: 'VIPTEST01',
      couponDiscount: '606',
    });
  });

  it('returns what Checkout needs and records the Razorpay order on ours', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const payment = await pendingPayment(world, { ticket499Count: 2, ticket1212Count: 0 });
    const razorpayOrder = world.razorpay.only();
    // Checkout opens with exactly what the Razorpay order was made with.
    expect(razorpayOrder.amountPaise).toBe(99_800);
    expect(payment).toMatchObject({
      providerOrderId: razorpayOrder.id,
      amount: 998,
      amountPaise: razorpayOrder.amountPaise,
      currency: 'INR',
      notes: razorpayOrder.notes,
      keyId: KEY_ID,
      email: 'guest@example.com',
      description: 'Sangeet Night – 2 Basic tickets',
    });
    expect(world.store.peek('orders', payment.orderId)).toMatchObject({
      status: 'pending',
      providerOrderId: razorpayOrder.id,
      expiresAt: payment.expiresAt,
    });
  });

  it('fulfils a free order at once without calling Razorpay', async () => {
    const world = functionsWorld({
      events: [anEvent()],
      promoCodes: [aPromoCode({ code: 'VIPFREE001', discountPercentage: 100 })],
    });
    const result = await createOrderHandler(
      world.deps,
      orderRequest({ couponCode: 'VIPFREE001' }),
      CALLER,
    );
    expect(result.kind).toBe('fulfilled');
    expect(world.razorpay.orders.size).toBe(0);
    expect(world.store.all('newbookings')).toHaveLength(1);
  });

  it('gives every hold back at once and says so when Razorpay fails', async () => {
    const world = functionsWorld({ events: [anEvent()], promoCodes: [aPromoCode()] });
    world.razorpay.failing = new RazorpayApiError('Razorpay order creation failed: down', 503);
    await expectBackendError(
      createOrderHandler(world.deps, orderRequest({ couponCode: 'VIPTEST01' }), CALLER),
      'unavailable',
      PAYMENT_PROVIDER_FAILED_MESSAGE,
    );
    const [order] = world.store.all('orders');
    expect(order).toMatchObject({ status: 'abandoned', holdId: null });
    expect(eventSeats(world.store, EVENT_ID).holds).toEqual({});
    expect(world.store.peek('promoCodes', 'VIPTEST01')).toMatchObject({ reservedBy: null });
    expect(world.store.all('visitorHolds')).toEqual([]);
    expect(world.logs.some((line) => line.level === 'error')).toBe(true);
  });

  it('refuses a visitor a 21st unpaid seat by e-mail, from any network', async () => {
    const world = functionsWorld({ events: [anEvent({ capacity: 200 })] });
    await pendingPayment(world, { ticket499Count: 20, ticket1212Count: 0 });
    await expectRefusedWritingNothing(
      world,
      () => createOrderHandler(world.deps, orderRequest(), { ip: '198.51.100.20' }),
      'too-many-requests',
      TOO_MANY_UNPAID_SEATS_MESSAGE,
    );
    expect(world.razorpay.orders.size).toBe(1);
  });

  it('refuses a 21st unpaid seat from one IP address, whatever the e-mail', async () => {
    const world = functionsWorld({ events: [anEvent({ capacity: 200 })] });
    await pendingPayment(world, { ticket499Count: 10, ticket1212Count: 0, email: 'a@example.com' });
    await pendingPayment(world, { ticket499Count: 10, ticket1212Count: 0, email: 'b@example.com' });
    await expectRefusedWritingNothing(
      world,
      () => createOrderHandler(world.deps, orderRequest({ email: 'c@example.com' }), CALLER),
      'too-many-requests',
      TOO_MANY_UNPAID_SEATS_MESSAGE,
    );
    // Paying one of them frees its seats for the next order.
    const [first] = [...world.razorpay.orders.values()];
    if (!first) throw new Error('Expected an order.');
    const paid = world.razorpay.pay(first.id);
    await confirmPaymentHandler(
      world.deps,
      await checkoutSuccess(first.receipt, first.id, paid.id),
    );
    await pendingPayment(world, { email: 'c@example.com' });
  });

  it('refuses a malformed request with the field message and calls nobody', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    await expectRefusedWritingNothing(
      world,
      () => createOrderHandler(world.deps, orderRequest({ email: 'not-an-email' }), CALLER),
      'invalid-request',
      'Please enter a valid email address.',
    );
    expect(world.razorpay.orders.size).toBe(0);
  });
});

describe('confirmPayment', () => {
  it('books a payment whose signature is valid for the stored order', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const payment = await pendingPayment(world);
    const paid = world.razorpay.pay(payment.providerOrderId);
    const ticket = await confirmPaymentHandler(
      world.deps,
      await checkoutSuccess(payment.orderId, payment.providerOrderId, paid.id),
    );
    expect(ticket).toMatchObject({ email: 'guest@example.com', amountPaid: 1212 });
    expect(world.store.peek('orders', payment.orderId)).toMatchObject({
      status: 'fulfilled',
      paymentId: paid.id,
    });
    // Confirming again (a double click, a retry) gives the same ticket and books nothing more.
    const again = await confirmPaymentHandler(
      world.deps,
      await checkoutSuccess(payment.orderId, payment.providerOrderId, paid.id),
    );
    expect(again).toEqual(ticket);
    expect(world.store.all('newbookings')).toHaveLength(1);
  });

  it('refuses a tampered signature, writing nothing', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const payment = await pendingPayment(world);
    const success = await checkoutSuccess(payment.orderId, payment.providerOrderId, 'pay_Real1');
    const flipped = (success.signature[0] === 'a' ? 'b' : 'a') + success.signature.slice(1);
    await expectRefusedWritingNothing(
      world,
      () => confirmPaymentHandler(world.deps, { ...success, signature: flipped }),
      'bad-signature',
      PAYMENT_NOT_VERIFIED_MESSAGE,
    );
    await expectRefusedWritingNothing(
      world,
      () => confirmPaymentHandler(world.deps, { ...success, paymentId: 'pay_Other' }),
      'bad-signature',
    );
    await expectRefusedWritingNothing(
      world,
      () =>
        confirmPaymentHandler(world.deps, {
          ...success,
          signature: success.signature.slice(0, 63),
        }),
      'bad-signature',
    );
  });

  it('refuses a signature made with another key secret', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const payment = await pendingPayment(world);
    await expectRefusedWritingNothing(
      world,
      async () =>
        confirmPaymentHandler(
          world.deps,
          await checkoutSuccess(payment.orderId, payment.providerOrderId, 'pay_1', 'other_secret'),
        ),
      'bad-signature',
    );
  });

  it('refuses a genuine payment of one order presented for another', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const cheap = await pendingPayment(world, { ticket499Count: 1, ticket1212Count: 0 });
    const dear = await pendingPayment(world, {
      ticket1212Count: 3,
      email: 'other@example.com',
    });
    const paid = world.razorpay.pay(cheap.providerOrderId);
    // Correctly signed, but for the cheap order's Razorpay order id, not the dear one's.
    await expectRefusedWritingNothing(
      world,
      async () =>
        confirmPaymentHandler(
          world.deps,
          await checkoutSuccess(dear.orderId, cheap.providerOrderId, paid.id),
        ),
      'bad-signature',
      PAYMENT_NOT_VERIFIED_MESSAGE,
    );
    expect(world.store.peek('orders', dear.orderId)?.status).toBe('pending');
  });

  it('answers not-found for an order that does not exist', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    await expectBackendError(
      confirmPaymentHandler(world.deps, await checkoutSuccess('NoSuchOrder', 'order_X', 'pay_X')),
      'not-found',
      ORDER_NOT_FOUND_MESSAGE,
    );
    await expectBackendError(confirmPaymentHandler(world.deps, null), 'bad-signature');
  });
});

describe('abandonOrder', () => {
  it('releases the holds at once and is idempotent', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const payment = await pendingPayment(world, { ticket1212Count: 2 });
    expect(await abandonOrderHandler(world.deps, { orderId: payment.orderId })).toEqual({
      ok: true,
    });
    expect(world.store.peek('orders', payment.orderId)?.status).toBe('abandoned');
    expect(eventSeats(world.store, EVENT_ID).holds).toEqual({});
    const after = snapshot(world.store);
    await abandonOrderHandler(world.deps, { orderId: payment.orderId });
    await abandonOrderHandler(world.deps, { orderId: 42 });
    await abandonOrderHandler(world.deps, null);
    expect(snapshot(world.store)).toEqual(after);
  });

  it('leaves a paid order as it is', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const payment = await pendingPayment(world);
    const paid = world.razorpay.pay(payment.providerOrderId);
    await confirmPaymentHandler(
      world.deps,
      await checkoutSuccess(payment.orderId, payment.providerOrderId, paid.id),
    );
    world.clock.advance(COUPON_RESERVATION_MS);
    await abandonOrderHandler(world.deps, { orderId: payment.orderId });
    expect(world.store.peek('orders', payment.orderId)?.status).toBe('fulfilled');
  });
});
