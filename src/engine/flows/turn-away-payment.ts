import type { RefundReason } from '@/domain/late-payment';
import type { Order } from '@/domain/orders';
import { composeRefundMail } from '@/domain/refund-mail';
import { newRefund, type Refund } from '@/domain/refunds';
import { withoutHold } from '@/domain/seats';
import { writeEventShard, type EventShard } from '../seat-shards';
import type { PromoCode } from '@/domain/promo-codes';
import type { FlowEnv } from '../flow-env';
import { newDocumentId } from '../ids';
import type { Transaction } from '../store';
import type { VisitorHoldsDoc } from '@/domain/visitor-holds';
import { releaseVisitorHolds } from './visitor-holds';

export interface TurnAwayRequest {
  order: Order;
  paymentId: string;
  reason: RefundReason;
  coupon: PromoCode | null;
  /** The order's seat shard as read in this transaction; null when the event was deleted. */
  shard: EventShard | null;
  /** readOrderVisitorHolds of the order, read in this transaction before the shard. */
  visitorHolds: ReadonlyArray<VisitorHoldsDoc | null>;
  now: Date;
}

/**
 * docs/design.md §4.7's writes for a verified payment that cannot become a booking: the order is
 * marked refundDue (its holds, if it still had any, given back), the refund is recorded under the
 * payment id for the provider call that follows the transaction, and the buyer's e-mail saying
 * so is queued — all in the transaction that read the seats and the coupon. Writes only; the wide
 * network's entry is the caller's to release after the commit (releaseWideNetworkHold,
 * docs/design.md §4.8).
 */
export async function turnAwayPayment(
  tx: Transaction,
  env: FlowEnv,
  request: TurnAwayRequest,
): Promise<Refund> {
  const { order, coupon, shard, now } = request;
  // The buyer did pay (and is refunded): their key may book again at once.
  releaseVisitorHolds(tx, order, request.visitorHolds, now, 'paid');
  tx.update('orders', order.id, {
    status: 'refundDue',
    paymentId: request.paymentId,
    refundReason: request.reason,
    holdId: null,
    // Owed money back: kept, even when it was abandoned before (docs/design.md §3.11).
    expireAt: null,
  });
  if (coupon && order.holdId !== null && coupon.reservedBy === order.holdId) {
    tx.update('promoCodes', coupon.code, { reservedBy: null, reservedUntil: null });
  }
  if (shard && order.holdId !== null) {
    writeEventShard(tx, shard, withoutHold(shard.counters, order.holdId, now));
  }
  return recordRefund(tx, env, order, request.paymentId, request.reason, now);
}

/**
 * The refund record and the buyer's e-mail, and nothing else: for a second payment on an order
 * another payment already fulfilled, whose order stays as it is. Writes only.
 */
export function recordRefund(
  tx: Transaction,
  env: FlowEnv,
  order: Order,
  paymentId: string,
  reason: RefundReason,
  now: Date,
): Refund {
  const refund = newRefund({ order, paymentId, reason, now });
  tx.set('refunds', refund.id, refund);
  const mailId = newDocumentId(env.random);
  tx.set('mail', mailId, {
    id: mailId,
    ...composeRefundMail(refund, env.ticketMail),
    bookingId: null,
    createdAt: now.toISOString(),
  });
  return refund;
}
