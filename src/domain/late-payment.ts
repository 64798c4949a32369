import { isReservedByOther } from './coupons';
import type { Event } from './events';
import { holdsSeats, type Order } from './orders';
import { totalTickets } from './prices';
import type { PromoCode } from './promo-codes';

/**
 * Why a verified payment was turned away and is refunded in full (docs/design.md §4.7). Only a
 * payment that arrives after its order stopped holding seats and coupon can meet most of these.
 */
export type RefundReason =
  | 'seats-gone'
  | 'coupon-taken'
  | 'coupon-withdrawn'
  | 'event-gone'
  | 'event-cancelled'
  | 'duplicate-payment';

/** What the buyer's e-mail and the organisers' "Needs attention" list say happened. */
export const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  'seats-gone': 'The seats were sold to other buyers after the booking’s 15-minute hold lapsed.',
  'coupon-taken': 'The single-use coupon was taken by another booking after the hold lapsed.',
  'coupon-withdrawn': 'The coupon was withdrawn by the organisers after the hold lapsed.',
  'event-gone': 'The event is no longer on sale.',
  'event-cancelled': 'The event was cancelled after the booking’s 15-minute hold lapsed.',
  'duplicate-payment': 'The booking had already been paid for by an earlier payment.',
};

export type PaymentDecision = { kind: 'fulfil' } | { kind: 'refund'; reason: RefundReason };

export interface PaymentDecisionInput {
  /** The unfulfilled order (pending, abandoned or with a lapsed hold), read in the transaction. */
  order: Pick<Order, 'status' | 'expiresAt' | 'holdId' | 'quote'>;
  /** promoCodes/{order.quote.couponCode} as read in the same transaction; null when absent. */
  coupon: PromoCode | null;
  /** The event now (its seats, and whether it was cancelled); null when it was deleted. */
  event: (Pick<Event, 'capacity'> & { cancelled: boolean }) | null;
  /** Seats other bookings and other live holds take (seatsTaken without this order's hold). */
  soldToOthers: number;
  now: Date;
}

function couponRefusal(input: PaymentDecisionInput, onTime: boolean): RefundReason | null {
  const code = input.order.quote.couponCode;
  if (code === null) return null;
  const coupon = input.coupon;
  // Withdrawn while the buyer was paying inside the hold: the code cannot be redeemed twice
  // that way, and the buyer was promised the price, so the booking stands (flagged).
  if (coupon === null || coupon.code !== code) return onTime ? null : 'coupon-withdrawn';
  if (coupon.redeemed) return 'coupon-taken';
  if (isReservedByOther(coupon, input.order.holdId, input.now)) return 'coupon-taken';
  if (!coupon.isActive) return onTime ? null : 'coupon-withdrawn';
  return null;
}

/**
 * docs/design.md §4.7: a verified payment becomes a booking only if what it paid for is still
 * there at this moment — the seats (sold + other live holds + these ≤ capacity) and the coupon
 * (never redeemed, not held by another order). Otherwise it is refunded in full. Inside the hold
 * both are reserved for the order, so a prompt payment always fulfils; the rule matters for a
 * payment after the hold lapsed or after the checkout was closed, whatever order they come in.
 */
export function decidePayment(input: PaymentDecisionInput): PaymentDecision {
  const onTime = holdsSeats(input.order, input.now);
  if (input.event === null) return { kind: 'refund', reason: 'event-gone' };
  // Cancelling is refused while an order holds seats, so only a lapsed one meets this.
  if (input.event.cancelled) return { kind: 'refund', reason: 'event-cancelled' };
  if (input.soldToOthers + totalTickets(input.order.quote) > input.event.capacity) {
    return { kind: 'refund', reason: 'seats-gone' };
  }
  const coupon = couponRefusal(input, onTime);
  return coupon === null ? { kind: 'fulfil' } : { kind: 'refund', reason: coupon };
}
