import { describe, expect, it } from 'vitest';
import { newRefund, type Refund } from '@/domain/refunds';
import { issueRefund } from '@/engine/flows/issue-refund';
import { newOrder } from '@/domain/orders';
import { quote } from '@/domain/pricing';
import { anEvent } from './support/fixtures';
import { START } from './support/clock';
import { testWorld } from './support/seeded-store';

function aRefund(overrides: Partial<Refund> = {}): Refund {
  const order = newOrder({
    id: 'order-1',
    quote: quote({ ticket499Count: 2, ticket1212Count: 0 }, null),
    email: 'guest@example.com',
    event: anEvent(),
    providerOrderId: 'order_P1',
    holdId: null,
    now: new Date(START),
  });
  return {
    ...newRefund({ order, paymentId: 'pay_1', reason: 'seats-gone', now: new Date(START) }),
    ...overrides,
  };
}

describe('issueRefund', () => {
  it('asks the provider once and records its refund id', async () => {
    const { env, store, clock } = testWorld({ refunds: [aRefund()] });
    clock.advance(1000);
    const asked: Refund[] = [];
    const result = await issueRefund(env, 'pay_1', async (refund) => {
      asked.push(refund);
      return { id: 'rfnd_1' };
    });
    expect(asked.map((refund) => [refund.paymentId, refund.amountPaise])).toEqual([
      ['pay_1', 99_800],
    ]);
    const stored = store.peek('refunds', 'pay_1');
    expect(stored).toMatchObject({
      state: 'refunded',
      razorpayRefundId: 'rfnd_1',
      attempts: 1,
      lastError: null,
      updatedAt: clock.iso(),
    });
    expect(result).toEqual(stored);
    // A refund already made is never asked for again.
    await issueRefund(env, 'pay_1', () => Promise.reject(new Error('must not be called')));
    expect(store.peek('refunds', 'pay_1')).toEqual(stored);
  });

  it('records a failed call, and a later call succeeds', async () => {
    const { env, store } = testWorld({ refunds: [aRefund()] });
    const refused = await issueRefund(env, 'pay_1', () =>
      Promise.reject(new Error('Razorpay refund of pay_1 failed:\n  timeout')),
    );
    expect(refused).toMatchObject({ state: 'failed', attempts: 1 });
    expect(store.peek('refunds', 'pay_1')).toMatchObject({
      state: 'failed',
      attempts: 1,
      razorpayRefundId: null,
      lastError: 'Razorpay refund of pay_1 failed: timeout',
    });
    await issueRefund(env, 'pay_1', async () => ({ id: 'rfnd_2' }));
    expect(store.peek('refunds', 'pay_1')).toMatchObject({
      state: 'refunded',
      attempts: 2,
      razorpayRefundId: 'rfnd_2',
      lastError: null,
    });
  });

  it('does nothing for a payment that owes no refund', async () => {
    const { env, store } = testWorld();
    let calls = 0;
    const call = async () => ({ id: `rfnd_${++calls}` });
    expect(await issueRefund(env, 'pay_unknown', call)).toBeNull();
    expect(await issueRefund(env, 'not/an/id', call)).toBeNull();
    expect(calls).toBe(0);
    expect(store.all('refunds')).toEqual([]);
  });

  it('keeps the first answer when two callers race for one refund', async () => {
    const { env, store } = testWorld({ refunds: [aRefund()] });
    let calls = 0;
    // The provider is idempotent per payment: both callers get the same refund id.
    const call = async () => {
      calls += 1;
      return { id: 'rfnd_same' };
    };
    await Promise.all([issueRefund(env, 'pay_1', call), issueRefund(env, 'pay_1', call)]);
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(store.peek('refunds', 'pay_1')).toMatchObject({
      state: 'refunded',
      razorpayRefundId: 'rfnd_same',
      attempts: 1,
    });
  });
});
