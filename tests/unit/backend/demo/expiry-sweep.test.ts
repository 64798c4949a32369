import { afterEach, describe, expect, it } from 'vitest';
import type { CreateOrderResult, PendingPayment } from '@/backend/backend';
import { DEMO_PAYMENT_SECRET } from '@/backend/demo/demo-secret';
import { DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { signPayment } from '@/domain/payment-signature';
import { demoHarness, testClock, type DemoHarness } from './demo-harness';

// docs/design.md §3.11: what a Firestore TTL policy deletes, the demo deletes when its database
// opens, so both backends keep the same records.

const DAY_MS = 24 * 60 * 60 * 1000;

function paymentOf(result: CreateOrderResult): PendingPayment {
  if (result.kind !== 'payment-required') throw new Error('expected a payment');
  return result.payment;
}

describe('the demo drops expired records when it opens', () => {
  let harness: DemoHarness;
  afterEach(async () => {
    await harness.cleanup();
  });

  it('a closed unpaid order 30 days on, its holds and counts; never a paid order', async () => {
    const clock = testClock('2026-11-21T06:00:00.000Z');
    harness = await demoHarness({ now: clock.now });
    const order = (email: string) =>
      harness.backend.checkout.createOrder({
        eventId: DEMO_UPCOMING_EVENT_ID,
        ticket499Count: 1,
        ticket1212Count: 0,
        couponCode: null,
        email,
      });
    const closed = paymentOf(await order('asha@example.com'));
    await harness.backend.checkout.abandonOrder(closed.orderId);
    const paid = paymentOf(await order('ravi@example.com'));
    const signature = await signPayment(
      { providerOrderId: paid.providerOrderId, paymentId: 'pay_demo_kept' },
      DEMO_PAYMENT_SECRET,
    );
    await harness.backend.checkout.confirmPayment({
      orderId: paid.orderId,
      providerOrderId: paid.providerOrderId,
      paymentId: 'pay_demo_kept',
      signature,
    });
    await harness.backend.contact.send({
      name: 'Asha',
      email: 'asha@example.com',
      message: 'Is there parking?',
    });
    expect(await harness.db.visitorHolds.count()).toBeGreaterThan(0);
    expect(await harness.db.contactCounts.count()).toBeGreaterThan(0);

    clock.advance(29 * DAY_MS);
    await harness.open({ now: clock.now });
    expect(await harness.db.orders.get(closed.orderId)).toMatchObject({ status: 'abandoned' });
    expect(await harness.db.visitorHolds.count()).toBe(0);
    expect(await harness.db.contactCounts.count()).toBe(0);

    clock.advance(2 * DAY_MS);
    await harness.open({ now: clock.now });
    expect(await harness.db.orders.get(closed.orderId)).toBeUndefined();
    expect(await harness.db.orders.get(paid.orderId)).toMatchObject({
      status: 'fulfilled',
      expireAt: null,
    });
  });
});
