import { isValidDocumentId } from '@/domain/document-id';
import { planAbandonment } from '@/domain/fulfilment';
import { holdsSeats, type Order } from '@/domain/orders';
import { withoutHold } from '@/domain/seats';
import { readOrderShard, writeEventShard } from '../seat-shards';
import { BackendError } from '../errors';
import type { FlowEnv } from '../flow-env';
import { SETTLE_RETRY_POLICY, retryOnContention } from '../retry-on-contention';
import type { Transaction } from '../store';
import { readCoupon } from './read-coupon';
import {
  readOrderVisitorHolds,
  releaseVisitorHolds,
  releaseWideNetworkHold,
  type HoldOutcome,
} from './visitor-holds';

/**
 * Marks a pending order abandoned and gives back its seats and its coupon hold; answers the order
 * as it was, for releaseWideNetworkHold after the commit, or null when it released nothing.
 */
async function release(
  tx: Transaction,
  order: Order,
  now: Date,
  outcome: HoldOutcome,
): Promise<Order | null> {
  const code = order.quote.couponCode;
  const coupon = code === null ? null : await readCoupon(tx, code);
  const event = await tx.get('events', order.eventId);
  const plan = planAbandonment(order, coupon, now);
  if (!plan) return null;
  // The shard, which every buyer shares, last (docs/design.md §3.10).
  const visitorHolds = await readOrderVisitorHolds(tx, order);
  const shard = await readOrderShard(tx, order, event);
  releaseVisitorHolds(tx, order, visitorHolds, now, outcome);
  tx.update('orders', order.id, { ...plan.orderUpdate, holdId: null });
  if (coupon && plan.couponUpdate) tx.update('promoCodes', coupon.code, plan.couponUpdate);
  if (shard) writeEventShard(tx, shard, withoutHold(shard.counters, order.holdId, now));
  return order;
}

/**
 * The visitor closed the checkout (or, `never-offered`, the payment provider failed before one
 * opened): give the seats and the coupon back at once. Only a pending order changes, so calling
 * it twice (or after the payment went through) does nothing, and it is run again when it met
 * contention (SETTLE_RETRY_POLICY), rather than leave the seats held for the rest of the hold.
 * The wide network's entry is given back after the commit (releaseWideNetworkHold).
 */
export async function abandonOrder(
  env: FlowEnv,
  orderId: string,
  outcome: Exclude<HoldOutcome, 'paid'> = 'not-paid',
): Promise<void> {
  if (!isValidDocumentId(orderId)) return;
  const released = await retryOnContention(env, SETTLE_RETRY_POLICY, () =>
    env.store.transaction(async (tx) => {
      // Read per run: the runs span up to a minute, in which others' holds lapse.
      const now = env.now();
      const order = await tx.get('orders', orderId);
      return order ? release(tx, order, now, outcome) : null;
    }),
  );
  await releaseWideNetworkHold(env, released);
}

/**
 * For an order still pending after its hold lapsed (found by the adapter's sweep — a query, so
 * outside the transaction): the checkout never came back, so the order is closed and its
 * holds are dropped. An order that was paid meanwhile, or whose hold is still running, is left
 * alone. The wide network's entry is given back after the commit (releaseWideNetworkHold).
 * Returns whether it released anything.
 */
export async function releaseExpiredHold(env: FlowEnv, orderId: string): Promise<boolean> {
  if (!isValidDocumentId(orderId)) return false;
  const now = env.now();
  const released = await env.store.transaction(async (tx) => {
    const order = await tx.get('orders', orderId);
    if (!order || order.status !== 'pending' || holdsSeats(order, now)) return null;
    return release(tx, order, now, 'not-paid');
  });
  await releaseWideNetworkHold(env, released);
  return released !== null;
}

/**
 * Records the payment provider's order id on a pending order, for providers whose order is made
 * after ours (Razorpay takes our order id as its receipt).
 */
export async function attachProviderOrder(
  env: FlowEnv,
  orderId: string,
  providerOrderId: string,
): Promise<void> {
  if (!isValidDocumentId(orderId) || !isValidDocumentId(providerOrderId)) {
    throw new BackendError('invalid-request', 'Not an order id.');
  }
  await env.store.transaction(async (tx) => {
    const order = await tx.get('orders', orderId);
    if (order?.status === 'pending' && order.providerOrderId === null) {
      tx.update('orders', orderId, { providerOrderId });
    }
  });
}
