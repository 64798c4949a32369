import type { Ticket } from '@/domain/booking';
import { planFulfilment } from '@/domain/fulfilment';
import type { Order } from '@/domain/orders';
import { totalTickets } from '@/domain/prices';
import type { PromoCode, PromoRedemptions } from '@/domain/promo-codes';
import { seatsTaken, withSale } from '@/domain/seats';
import { writeEventShard, type EventShard } from '../seat-shards';
import type { FlowEnv } from '../flow-env';
import type { Transaction } from '../store';
import { searchableBooking } from '../reads/registrations';
import { recordCouponRedeemer } from './coupon-redeemers';
import { queueTicketMail } from './ticket-mail';
import type { VisitorHoldsDoc } from '@/domain/visitor-holds';
import { releaseVisitorHolds } from './visitor-holds';

export interface FulfilmentRequest {
  /** The unfulfilled order, already in orders/ (read in this transaction, or set earlier in it). */
  order: Order;
  /** null for a free order. */
  paymentId: string | null;
  bookingId: string;
  token: string;
  /** promoCodes/{order.quote.couponCode} as read in this transaction; null when none or gone. */
  coupon: PromoCode | null;
  /**
   * promoRedemptions/{code} of that coupon (readCouponRedeemers), read with the flow's other
   * reads since a transaction reads nothing after its first write; null when no coupon.
   */
  redeemers: PromoRedemptions | null;
  /** The order's seat shard (readOrderShard) as read in this transaction; null when the event was deleted. */
  shard: EventShard | null;
  /** readOrderVisitorHolds of the order, read in this transaction before the shard. */
  visitorHolds: ReadonlyArray<VisitorHoldsDoc | null>;
  now: Date;
}

/**
 * docs/design.md §4.4's writes, for a free order at creation and a paid one on confirmation alike:
 * the booking and its ticket, the order marked fulfilled, the coupon redeemed, the order's hold
 * turned into a sale on the event, the visitor's unpaid seats given back under its own keys and
 * the ticket e-mail queued. Writes only. The wide network's entry is not touched here: the
 * caller releases it after the commit (releaseWideNetworkHold, docs/design.md §4.8).
 */
export async function writeFulfilment(
  tx: Transaction,
  env: FlowEnv,
  request: FulfilmentRequest,
): Promise<Ticket> {
  const { order, coupon, shard, now } = request;
  const plan = planFulfilment({
    ...request,
    // The order's seats are its shard's: that slice of the capacity is what it must fit in.
    event: shard ? { capacity: shard.capacity } : null,
    soldToOthers: shard ? seatsTaken(shard.counters, now, order.holdId) : 0,
  });
  releaseVisitorHolds(tx, order, request.visitorHolds, now, 'paid');
  tx.set(
    'newbookings',
    request.bookingId,
    searchableBooking({ id: request.bookingId, ...plan.booking }),
  );
  tx.set('tickets', plan.ticket.token, plan.ticket);
  tx.update('orders', order.id, plan.orderUpdate);
  if (coupon && plan.couponUpdate) tx.update('promoCodes', coupon.code, plan.couponUpdate);
  if (coupon && plan.couponUpdate) {
    if (request.redeemers?.code !== coupon.code) {
      throw new Error(`Fulfilling with ${coupon.code} needs its promoRedemptions, read first.`);
    }
    recordCouponRedeemer(tx, request.redeemers, order.email);
  }
  if (shard) {
    writeEventShard(
      tx,
      shard,
      withSale(shard.counters, order.holdId, totalTickets(order.quote), now),
    );
  }
  queueTicketMail(tx, env, plan.ticket, now);
  return plan.ticket;
}
