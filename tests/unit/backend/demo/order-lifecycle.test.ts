import { afterEach, describe, expect, it } from 'vitest';
import type { CreateOrderResult, PendingPayment } from '@/backend/backend';
import { DEMO_PAYMENT_SECRET } from '@/backend/demo/demo-secret';
import {
  DEMO_PROMO_CODES,
  DEMO_UPCOMING_BOOKING_IDS,
  DEMO_UPCOMING_EVENT_ID,
} from '@/backend/demo/seed';
import { COUPON_RESERVED_MESSAGE } from '@/domain/coupons';
import type { OrderRequest } from '@/domain/order-request';
import { ORDER_HOLD_MS, PAYMENT_REFUNDED_MESSAGE } from '@/domain/orders';
import { signPayment } from '@/domain/payment-signature';
import { demoHarness, testClock, type DemoHarness } from './demo-harness';
import { shardDocId } from '@/domain/seat-shards';

const premium = { ticket499Count: 0, ticket1212Count: 1 };

function request(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return {
    eventId: DEMO_UPCOMING_EVENT_ID,
    ticket499Count: 0,
    ticket1212Count: 1,
    couponCode: DEMO_PROMO_CODES.half,
    email: 'asha@example.com',
    ...overrides,
  };
}

function paymentOf(result: CreateOrderResult): PendingPayment {
  if (result.kind !== 'payment-required') throw new Error('expected a payment');
  return result.payment;
}

describe('orders over time (demo adapter)', () => {
  let harness: DemoHarness;
  const clock = testClock('2026-11-21T06:00:00.000Z');

  afterEach(async () => {
    await harness.cleanup();
  });

  async function pay(payment: PendingPayment, paymentId: string) {
    const signature = await signPayment(
      { providerOrderId: payment.providerOrderId, paymentId },
      DEMO_PAYMENT_SECRET,
    );
    return harness.backend.checkout.confirmPayment({
      orderId: payment.orderId,
      providerOrderId: payment.providerOrderId,
      paymentId,
      signature,
    });
  }

  it('stores a pending order, then the fulfilled one, as the data model describes', async () => {
    harness = await demoHarness({ now: clock.now });
    const payment = paymentOf(await harness.backend.checkout.createOrder(request()));
    const pending = await harness.db.orders.get(payment.orderId);
    expect(payment.orderId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(pending).toMatchObject({
      status: 'pending',
      providerOrderId: payment.providerOrderId,
      email: 'asha@example.com',
      eventId: DEMO_UPCOMING_EVENT_ID,
      createdAt: clock.now().toISOString(),
      expiresAt: new Date(clock.now().getTime() + ORDER_HOLD_MS).toISOString(),
      bookingId: null,
      quote: payment.quote,
    });
    expect(payment.providerOrderId).toMatch(/^order_demo_[A-Za-z0-9]{14}$/);
    expect(payment.expiresAt).toBe(pending?.expiresAt);
    // Held under the order's hold id: the code's document is public, its order id is not.
    expect(pending?.holdId).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(await harness.db.promoCodes.get(DEMO_PROMO_CODES.half)).toMatchObject({
      reservedBy: pending?.holdId,
      reservedUntil: pending?.expiresAt,
    });
    expect((await harness.db.promoCodes.get(DEMO_PROMO_CODES.half))?.reservedBy).not.toBe(
      payment.orderId,
    );

    const ticket = await pay(payment, 'pay_demo_first');
    expect(await harness.db.orders.get(payment.orderId)).toMatchObject({
      status: 'fulfilled',
      bookingId: ticket.bookingId,
      paymentId: 'pay_demo_first',
      flags: [],
    });
    expect(await harness.db.tickets.get(ticket.token)).toEqual(ticket);
    expect(await harness.db.promoCodes.get(DEMO_PROMO_CODES.half)).toMatchObject({
      isActive: false,
      redeemed: true,
      reservedBy: null,
      reservedUntil: null,
    });
    expect(await harness.db.promoRedemptions.get(DEMO_PROMO_CODES.half)).toEqual({
      code: DEMO_PROMO_CODES.half,
      usedBy: ['asha@example.com'],
    });
  });

  it('records a free order as fulfilled with no provider order', async () => {
    harness = await demoHarness({ now: clock.now });
    const result = await harness.backend.checkout.createOrder(
      request({ couponCode: DEMO_PROMO_CODES.free }),
    );
    if (result.kind !== 'fulfilled') throw new Error('expected a ticket');
    const orders = await harness.db.orders.toArray();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: 'fulfilled',
      providerOrderId: null,
      paymentId: null,
      bookingId: result.ticket.bookingId,
    });
  });

  it('lets the holds lapse after 15 minutes: seats and coupon go back on sale', async () => {
    harness = await demoHarness({ now: clock.now });
    const { backend } = harness;
    // The seed's own bookings for the party.
    const seeded = (await backend.events.nextUpcoming())?.sold ?? NaN;
    await backend.checkout.createOrder(request({ ticket499Count: 4 }));
    expect((await backend.events.nextUpcoming())?.sold).toBe(seeded + 5);
    await expect(backend.checkout.previewCoupon('VIPHALF50', premium)).resolves.toEqual({
      ok: false,
      message: COUPON_RESERVED_MESSAGE,
    });

    clock.advance(ORDER_HOLD_MS - 1);
    expect((await backend.events.nextUpcoming())?.sold).toBe(seeded + 5);
    clock.advance(1);
    expect((await backend.events.nextUpcoming())?.sold).toBe(seeded);
    await expect(backend.checkout.previewCoupon('VIPHALF50', premium)).resolves.toMatchObject({
      ok: true,
    });
    const other = await backend.checkout.createOrder(request({ email: 'ravi@example.com' }));
    expect(other.kind).toBe('payment-required');
  });

  it('closes orders whose hold lapsed when the demo is opened again, and they can still be paid', async () => {
    harness = await demoHarness({ now: clock.now });
    const lapsed = paymentOf(await harness.backend.checkout.createOrder(request()));
    const stillHeld = paymentOf(
      await harness.backend.checkout.createOrder(
        request({ couponCode: null, email: 'ravi@example.com' }),
      ),
    );
    clock.advance(ORDER_HOLD_MS - 60_000);
    await harness.db.orders.update(stillHeld.orderId, {
      expiresAt: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
    clock.advance(60_000 - 1);
    await harness.db.orders.update(lapsed.orderId, {
      expiresAt: new Date(clock.now().getTime() - 1).toISOString(),
    });

    await harness.open();
    expect(await harness.db.orders.get(lapsed.orderId)).toMatchObject({
      status: 'abandoned',
      holdId: null,
    });
    expect(await harness.db.orders.get(stillHeld.orderId)).toMatchObject({ status: 'pending' });
    const shard = await harness.db.seatShards.get(shardDocId(DEMO_UPCOMING_EVENT_ID, 0));
    expect(Object.keys(shard?.holds ?? {})).toHaveLength(1);
    expect((await harness.db.promoCodes.get('VIPHALF50'))?.reservedBy ?? null).toBeNull();

    // The visitor paid after all: a verified payment is still honoured.
    await expect(pay(lapsed, 'pay_demo_after_sweep')).resolves.toMatchObject({
      amountPaid: lapsed.amount,
    });
  });

  /** A late payment the demo turned away: refused with the refund message, refunded locally. */
  async function expectRefunded(payment: PendingPayment, paymentId: string, reason: string) {
    await expect(pay(payment, paymentId)).rejects.toMatchObject({
      code: 'conflict',
      message: PAYMENT_REFUNDED_MESSAGE,
    });
    expect(await harness.db.orders.get(payment.orderId)).toMatchObject({
      status: 'refundDue',
      refundReason: reason,
    });
    expect(await harness.db.refunds.get(paymentId)).toMatchObject({
      orderId: payment.orderId,
      amountPaise: payment.amount * 100,
      reason,
      state: 'refunded',
      razorpayRefundId: expect.stringMatching(/^rfnd_demo_/) as unknown,
      attempts: 1,
    });
    const notices = (await harness.db.mail.toArray()).filter((mail) => mail.bookingId === null);
    expect(notices.map((mail) => mail.message.subject)).toEqual([
      expect.stringMatching(/^Refund for your /) as unknown,
    ]);
  }

  it('refunds a payment that arrives after the hold lapsed and its coupon went to someone else', async () => {
    harness = await demoHarness({ now: clock.now });
    const { backend } = harness;
    const late = paymentOf(await backend.checkout.createOrder(request()));
    clock.advance(ORDER_HOLD_MS + 1000);
    const prompt = paymentOf(
      await backend.checkout.createOrder(request({ email: 'ravi@example.com' })),
    );
    await pay(prompt, 'pay_demo_prompt');

    await expectRefunded(late, 'pay_demo_late', 'coupon-taken');
    // One booking besides the seed's: the prompt payment's.
    const seeded = Object.values(DEMO_UPCOMING_BOOKING_IDS).length;
    expect(await harness.db.newbookings.count()).toBe(seeded + 1);
    expect((await harness.db.orders.get(prompt.orderId))?.flags).toEqual([]);
    expect((await harness.db.promoRedemptions.get('VIPHALF50'))?.usedBy).toEqual([
      'ravi@example.com',
    ]);
  });

  it('refunds a late payment while another buyer holds its coupon', async () => {
    harness = await demoHarness({ now: clock.now });
    const { backend } = harness;
    const late = paymentOf(await backend.checkout.createOrder(request()));
    clock.advance(ORDER_HOLD_MS + 1000);
    await backend.checkout.createOrder(request({ email: 'ravi@example.com' }));
    await expectRefunded(late, 'pay_demo_late', 'coupon-taken');
  });

  it('refunds a late payment into a full event: sold never passes capacity', async () => {
    harness = await demoHarness({ now: clock.now });
    const { backend } = harness;
    await backend.auth.signIn('admin@sangeetvibes.demo', 'sangeet-admin');
    const event = await backend.events.create({
      title: 'Tiny Sangeet',
      date: '2027-01-30',
      startTime: '19:00',
      endTime: '23:00',
      location: 'Bengaluru',
      price: 499,
      capacity: 2,
      imageUrl: '',
      description: '',
    });
    const late = paymentOf(
      await backend.checkout.createOrder(
        request({ eventId: event.id, ticket499Count: 2, ticket1212Count: 0, couponCode: null }),
      ),
    );
    clock.advance(ORDER_HOLD_MS + 1000);
    // Another buyer: the first one's key is cooling down after its lapsed hold (docs/design.md §4.8).
    const prompt = paymentOf(
      await backend.checkout.createOrder(
        request({
          eventId: event.id,
          ticket499Count: 2,
          ticket1212Count: 0,
          couponCode: null,
          email: 'prompt@example.com',
        }),
      ),
    );
    await pay(prompt, 'pay_demo_prompt');
    await expectRefunded(late, 'pay_demo_late', 'seats-gone');
    expect((await harness.db.newbookings.where('eventId').equals(event.id).toArray()).length).toBe(
      1,
    );
    expect((await harness.db.seatShards.get(shardDocId(event.id, 0)))?.sold).toBe(2);
  });

  it('honours a payment for an order the visitor had closed', async () => {
    harness = await demoHarness({ now: clock.now });
    const { backend } = harness;
    const payment = paymentOf(await backend.checkout.createOrder(request()));
    await backend.checkout.abandonOrder(payment.orderId);
    expect((await harness.db.orders.get(payment.orderId))?.status).toBe('abandoned');
    const ticket = await pay(payment, 'pay_demo_after_close');
    expect(ticket.couponCode).toBe('VIPHALF50');
    expect((await harness.db.orders.get(payment.orderId))?.status).toBe('fulfilled');
  });

  it('a tampered confirmation leaves every table as it was', async () => {
    harness = await demoHarness({ now: clock.now });
    const payment = paymentOf(await harness.backend.checkout.createOrder(request()));
    const snapshot = async () => Promise.all(harness.db.allTables.map((table) => table.toArray()));
    const before = await snapshot();
    await expect(
      harness.backend.checkout.confirmPayment({
        orderId: payment.orderId,
        providerOrderId: payment.providerOrderId,
        paymentId: 'pay_demo_x',
        signature: '0'.repeat(64),
      }),
    ).rejects.toMatchObject({ code: 'bad-signature' });
    expect(await snapshot()).toEqual(before);
  });
});
