import { BOOKING_MISSING_MESSAGE, newToken, toTicket, type Ticket } from '@/domain/booking';
import { isValidDocumentId } from '@/domain/document-id';
import { storedStatus } from '@/domain/event-life';
import { decidePayment } from '@/domain/late-payment';
import {
  ORDER_NOT_FOUND_MESSAGE,
  PAYMENT_NOT_VERIFIED_MESSAGE,
  PAYMENT_REFUNDED_MESSAGE,
  type Order,
} from '@/domain/orders';
import { verifyPaymentSignature } from '@/domain/payment-signature';
import type { Refund } from '@/domain/refunds';
import { seatsTaken } from '@/domain/seats';
import { readOrderShard } from '../seat-shards';
import { SETTLE_RETRY_POLICY, retryOnContention } from '../retry-on-contention';
import { BackendError } from '../errors';
import type { FlowEnv } from '../flow-env';
import { newDocumentId } from '../ids';
import type { Transaction } from '../store';
import { readCoupon } from './read-coupon';
import { readCouponRedeemers } from './coupon-redeemers';
import { recordRefund, turnAwayPayment } from './turn-away-payment';
import { readOrderVisitorHolds, releaseWideNetworkHold } from './visitor-holds';
import { writeFulfilment } from './write-fulfilment';

/** A payment the provider says was made for one of our orders. */
export interface PaidOrder {
  /** Our orders/{id} (Razorpay: the order's `receipt`). */
  orderId: string;
  providerOrderId: string;
  paymentId: string;
}

/** What the checkout hands back on success (Razorpay's handler response, renamed). */
export interface PaymentConfirmation extends PaidOrder {
  signature: string;
}

/** The ticket an already fulfilled order produced: fulfilling twice gives the same answer. */
async function ticketOf(tx: Transaction, order: Order): Promise<Ticket> {
  const booking = order.bookingId ? await tx.get('newbookings', order.bookingId) : null;
  if (!booking) throw new BackendError('not-found', BOOKING_MISSING_MESSAGE);
  return (await tx.get('tickets', booking.token)) ?? toTicket(booking, booking.id);
}

/** What a verified payment became: a booking and its ticket, or a refund owed in full. */
export type PaymentOutcome =
  { kind: 'fulfilled'; ticket: Ticket } | { kind: 'refund-due'; refund: Refund };

/** A settling run's answer, and the order whose holds it released (null when it released none). */
interface Settled {
  outcome: PaymentOutcome;
  released: Order | null;
}

/** A payment other than the one an order was settled with: owed back, recorded once. */
async function settleOtherPayment(
  tx: Transaction,
  env: FlowEnv,
  order: Order,
  paymentId: string,
  now: Date,
): Promise<PaymentOutcome> {
  const earlier = await tx.get('refunds', paymentId);
  if (earlier) return { kind: 'refund-due', refund: earlier };
  return {
    kind: 'refund-due',
    refund: recordRefund(tx, env, order, paymentId, 'duplicate-payment', now),
  };
}

/**
 * docs/design.md §4.4 and §4.7, for a payment whose proof the caller has already checked (the
 * browser's signature in confirmPayment, the webhook's signature over its body, or Razorpay's own
 * list of the order's payments in the reconcile job): one transaction either turns the order into
 * a booking and its ticket or — when its seats or its coupon are no longer there at this moment —
 * turns the payment away and records its refund. Reporting the same payment again gives the same
 * answer and writes nothing; the browser, the webhook and the reconcile job can race and exactly
 * one writes. Money has moved by now, so contention on the seat shard (the launch rush, docs/design.md §3.10)
 * runs the transaction again after a jittered wait rather than fail (SETTLE_RETRY_POLICY); the
 * booking id and token are drawn once, and a run after a commit whose answer was lost finds the
 * order fulfilled and returns its ticket. Each run reads the clock afresh: the runs span up to a
 * minute, in which others' holds and coupon reservations lapse. The order's wide-network hold is
 * given back only after the commit (releaseWideNetworkHold, docs/design.md §4.8), so no buyer's
 * payment waits on it.
 */
export async function settlePaidOrder(env: FlowEnv, paid: PaidOrder): Promise<PaymentOutcome> {
  if (!isValidDocumentId(paid.orderId) || !isValidDocumentId(paid.paymentId))
    throw new BackendError('not-found', ORDER_NOT_FOUND_MESSAGE);
  const bookingId = newDocumentId(env.random);
  const token = newToken(env.random);

  const { outcome, released } = await retryOnContention(env, SETTLE_RETRY_POLICY, () =>
    env.store.transaction((tx) => settleIn(tx, env, paid, { bookingId, token, now: env.now() })),
  );
  await releaseWideNetworkHold(env, released);
  return outcome;
}

async function settleIn(
  tx: Transaction,
  env: FlowEnv,
  paid: PaidOrder,
  { bookingId, token, now }: { bookingId: string; token: string; now: Date },
): Promise<Settled> {
  const order = await tx.get('orders', paid.orderId);
  if (!order) throw new BackendError('not-found', ORDER_NOT_FOUND_MESSAGE);
  // A genuine payment for some other order proves nothing about this one.
  if (order.providerOrderId === null || order.providerOrderId !== paid.providerOrderId) {
    throw new BackendError('bad-signature', PAYMENT_NOT_VERIFIED_MESSAGE);
  }
  if (order.status === 'fulfilled') {
    if (order.paymentId === null || order.paymentId === paid.paymentId) {
      return { outcome: { kind: 'fulfilled', ticket: await ticketOf(tx, order) }, released: null };
    }
    return {
      outcome: await settleOtherPayment(tx, env, order, paid.paymentId, now),
      released: null,
    };
  }
  if (order.status === 'refundDue') {
    const earlier = await tx.get('refunds', paid.paymentId);
    if (earlier) return { outcome: { kind: 'refund-due', refund: earlier }, released: null };
  }

  const code = order.quote.couponCode;
  const coupon = code === null ? null : await readCoupon(tx, code);
  const redeemers = coupon ? await readCouponRedeemers(tx, coupon.code) : null;
  const event = await tx.get('events', order.eventId);
  // The shard, which every buyer shares, last (docs/design.md §3.10).
  const visitorHolds = await readOrderVisitorHolds(tx, order);
  const shard = await readOrderShard(tx, order, event);
  const soldToOthers = shard ? seatsTaken(shard.counters, now, order.holdId) : 0;
  // The order's seats are its shard's, so the shard's slice is the capacity it must fit in.
  const seatsOf =
    shard && event
      ? { capacity: shard.capacity, cancelled: storedStatus(event) === 'cancelled' }
      : null;
  const decision = decidePayment({ order, coupon, event: seatsOf, soldToOthers, now });
  if (decision.kind === 'refund') {
    const refund = await turnAwayPayment(tx, env, {
      order,
      paymentId: paid.paymentId,
      reason: decision.reason,
      coupon,
      shard,
      visitorHolds,
      now,
    });
    return { outcome: { kind: 'refund-due', refund }, released: order };
  }
  const ticket = await writeFulfilment(tx, env, {
    order,
    paymentId: paid.paymentId,
    bookingId,
    token,
    coupon,
    redeemers,
    shard,
    visitorHolds,
    now,
  });
  return { outcome: { kind: 'fulfilled', ticket }, released: order };
}

/**
 * settlePaidOrder for a caller that hands a ticket or an error to a person: a payment turned away
 * is an error that says the money is coming back (its refund is recorded all the same).
 */
export async function fulfilPaidOrder(env: FlowEnv, paid: PaidOrder): Promise<Ticket> {
  const outcome = await settlePaidOrder(env, paid);
  if (outcome.kind === 'refund-due') throw refundedError();
  return outcome.ticket;
}

export function refundedError(): BackendError {
  return new BackendError('conflict', PAYMENT_REFUNDED_MESSAGE);
}

function field(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The browser's word that it paid: the signature (constant-time HMAC-SHA256 of
 * `providerOrderId|paymentId` with the key secret) is checked before anything is read or
 * written; settlePaidOrder then checks it belongs to the stored order.
 */
export async function verifiedConfirmation(
  confirmation: unknown,
  keySecret: string,
): Promise<PaidOrder> {
  const raw = (confirmation ?? {}) as Partial<Record<keyof PaymentConfirmation, unknown>>;
  const paid: PaymentConfirmation = {
    orderId: field(raw.orderId),
    providerOrderId: field(raw.providerOrderId),
    paymentId: field(raw.paymentId),
    signature: field(raw.signature),
  };
  const verified = await verifyPaymentSignature(paid, keySecret);
  if (!verified) throw new BackendError('bad-signature', PAYMENT_NOT_VERIFIED_MESSAGE);
  return {
    orderId: paid.orderId,
    providerOrderId: paid.providerOrderId,
    paymentId: paid.paymentId,
  };
}

/** verifiedConfirmation, then fulfilPaidOrder: a ticket, or an error saying it is refunded. */
export async function confirmPayment(
  env: FlowEnv,
  confirmation: unknown,
  keySecret: string,
): Promise<Ticket> {
  return fulfilPaidOrder(env, await verifiedConfirmation(confirmation, keySecret));
}
