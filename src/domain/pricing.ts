import { BASIC_TICKET_PRICE, PREMIUM_TICKET_PRICE, type TicketCounts } from './prices';

/** The part of a promo code that pricing needs. */
export interface CouponTerms {
  code: string;
  discountPercentage: number;
  /** How many Premium tickets the discount covers; the spec's default is 1. */
  attendeeLimit?: number;
}

/** Every money field is whole rupees; the same shape is stored on orders and bookings. */
export interface Quote extends TicketCounts {
  subtotal499: number;
  subtotal1212: number;
  couponCode: string | null;
  couponDiscount: number;
  total: number;
}

export const DEFAULT_COUPON_ATTENDEE_LIMIT = 1;

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of 0 or more, got ${String(value)}`);
  }
}

// Stored promo codes may predate validation; out-of-range values are read in the buyer's
// least surprising way rather than failing the booking.
function discountRate(percentage: number): number {
  if (!Number.isFinite(percentage)) return 0;
  return Math.min(100, Math.max(0, percentage));
}

function coveredTickets(premiumCount: number, attendeeLimit: number | undefined): number {
  const limit =
    attendeeLimit !== undefined && Number.isFinite(attendeeLimit) && attendeeLimit >= 1
      ? Math.floor(attendeeLimit)
      : DEFAULT_COUPON_ATTENDEE_LIMIT;
  return Math.min(premiumCount, limit);
}

/**
 * Prices an order. The browser shows it and the server recomputes it with this same function,
 * so there is one price rule.
 *
 * Rounding: the discount is computed once per order over all covered tickets and rounded to the
 * nearest rupee (half up), e.g. 10% of one ₹1212 ticket is ₹121. The total never goes below 0.
 * A coupon on an order without Premium tickets gives nothing, so it is not recorded (couponCode
 * null) and cannot be burnt by the order.
 */
export function quote(counts: TicketCounts, coupon?: CouponTerms | null): Quote {
  assertCount('ticket499Count', counts.ticket499Count);
  assertCount('ticket1212Count', counts.ticket1212Count);
  const subtotal499 = counts.ticket499Count * BASIC_TICKET_PRICE;
  const subtotal1212 = counts.ticket1212Count * PREMIUM_TICKET_PRICE;

  const applies = coupon != null && counts.ticket1212Count > 0;
  const couponDiscount = applies
    ? Math.round(
        (coveredTickets(counts.ticket1212Count, coupon.attendeeLimit) *
          PREMIUM_TICKET_PRICE *
          discountRate(coupon.discountPercentage)) /
          100,
      )
    : 0;

  return {
    ticket499Count: counts.ticket499Count,
    ticket1212Count: counts.ticket1212Count,
    subtotal499,
    subtotal1212,
    couponCode: applies ? coupon.code : null,
    couponDiscount,
    total: Math.max(0, subtotal499 + subtotal1212 - couponDiscount),
  };
}

/** A free booking skips the payment provider entirely. */
export function isFreeBooking(q: Pick<Quote, 'total'>): boolean {
  return q.total === 0;
}
