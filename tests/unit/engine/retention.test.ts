import { describe, expect, it } from 'vitest';
import { COUPON_RESERVATION_MS } from '@/domain/coupons';
import { abandonOrder, releaseExpiredHold } from '@/engine/flows/abandon-order';
import { saveContactMessage } from '@/engine/flows/contact-message';
import { createOrder } from '@/engine/flows/create-order';
import { confirmPayment } from '@/engine/flows/fulfil-order';
import type { FlowEnv } from '@/engine/flow-env';
import { daysAfter, MINUTE_MS } from './support/clock';
import { aPromoCode, orderRequest } from './support/fixtures';
import {
  TEST_SECRET,
  confirmationFor,
  startPaidOrder,
  worldWithPendingOrder,
} from './support/payments';

// docs/design.md §3.11: every record that only ever grows carries `expireAt`, set by the flow that
// makes it final or lapsed; a paid or refund-due order never has one.

const LATE = COUPON_RESERVATION_MS + MINUTE_MS;

async function payLate(env: FlowEnv, orderId: string) {
  return confirmPayment(env, await confirmationFor(orderId, 'order_P1', 'pay_late'), TEST_SECRET);
}

describe('orders closed unpaid expire 30 days after they closed', () => {
  it.each<[string, (env: FlowEnv, orderId: string) => Promise<unknown>]>([
    ['closed by the visitor', (env, id) => abandonOrder(env, id)],
    ['closed by the sweep after its hold lapsed', (env, id) => releaseExpiredHold(env, id)],
    ['never offered a checkout', (env, id) => abandonOrder(env, id, 'never-offered')],
  ])('%s', async (_name, close) => {
    const { env, store, clock, order } = await worldWithPendingOrder();
    expect(store.peek('orders', order.id)?.expireAt).toBeUndefined();
    clock.advance(LATE);
    await close(env, order.id);
    expect(store.peek('orders', order.id)).toMatchObject({
      status: 'abandoned',
      expireAt: daysAfter(clock.iso(), 30),
    });
  });

  it('keeps the first expiry when closed again', async () => {
    const { env, store, clock, order } = await worldWithPendingOrder();
    await abandonOrder(env, order.id);
    const expiry = store.peek('orders', order.id)?.expireAt;
    clock.advance(LATE);
    await releaseExpiredHold(env, order.id);
    expect(store.peek('orders', order.id)?.expireAt).toBe(expiry);
  });
});

describe('a paid order never expires', () => {
  it('paid within its hold', async () => {
    const { env, store, order } = await worldWithPendingOrder();
    await payLate(env, order.id);
    expect(store.peek('orders', order.id)).toMatchObject({ status: 'fulfilled', expireAt: null });
  });

  it('paid late, after it was closed: the expiry is taken back', async () => {
    const { env, store, clock, order } = await worldWithPendingOrder();
    clock.advance(LATE);
    await releaseExpiredHold(env, order.id);
    await payLate(env, order.id);
    expect(store.peek('orders', order.id)).toMatchObject({ status: 'fulfilled', expireAt: null });
  });

  it('paid late when its seats were gone: refund due, and the expiry is taken back', async () => {
    const { env, store, clock, order } = await worldWithPendingOrder(4);
    clock.advance(LATE);
    await abandonOrder(env, order.id);
    const other = await startPaidOrder(env, 'order_P9', {
      ticket499Count: 1,
      ticket1212Count: 0,
      email: 'other@example.com',
    });
    await confirmPayment(env, await confirmationFor(other.id, 'order_P9', 'pay_9'), TEST_SECRET);
    await expect(payLate(env, order.id)).rejects.toThrow();
    expect(store.peek('orders', order.id)).toMatchObject({ status: 'refundDue', expireAt: null });
  });

  it('free, fulfilled as it is made', async () => {
    const { env, store } = await worldWithPendingOrder();
    await store.transaction(async (tx) => {
      tx.set(
        'promoCodes',
        'VIPFREE01',
        aPromoCode({ code: 'VIPFREE01', id: 'VIPFREE01', discountPercentage: 100 }),
      );
    });
    const outcome = await createOrder(env, {
      request: orderRequest({ couponCode: 'VIPFREE01', email: 'free@example.com' }),
      providerOrderId: null,
    });
    if (outcome.kind !== 'fulfilled') throw new Error('Expected a free order fulfilled at once.');
    const [free] = store.all('orders').filter((o) => o.email === 'free@example.com');
    expect(free).toMatchObject({ status: 'fulfilled', expireAt: null });
  });
});

describe('the unpaid-hold and contact counters expire once nothing reads them', () => {
  it('a visitor key’s holds: a day after each write', async () => {
    const { env, store, clock, order } = await worldWithPendingOrder();
    const ids = order.visitorHoldIds ?? [];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      expect(store.peek('visitorHolds', id)?.expireAt).toBe(daysAfter(clock.iso(), 1));
    }
    clock.advance(5 * MINUTE_MS);
    await abandonOrder(env, order.id);
    for (const id of ids) {
      expect(store.peek('visitorHolds', id)?.expireAt).toBe(daysAfter(clock.iso(), 1));
    }
  });

  it('a sender’s daily contact count: two days after its last message', async () => {
    const { env, store, clock } = await worldWithPendingOrder();
    const message = { name: 'Priya', email: 'priya@example.com', message: 'Parking?' };
    await saveContactMessage(env, message, { clientIp: '203.0.113.7' });
    clock.advance(60 * MINUTE_MS);
    await saveContactMessage(env, message, { clientIp: '203.0.113.7' });
    const counts = store.all('contactCounts');
    expect(counts).toHaveLength(2);
    for (const count of counts) {
      expect(count).toMatchObject({ count: 2, expireAt: daysAfter(clock.iso(), 2) });
    }
  });
});
