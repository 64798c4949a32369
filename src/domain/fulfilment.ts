import { buildBooking, toTicket, type Booking, type Ticket } from './booking';
import { couponRedemption, isReservedByOther, type CouponHold } from './coupons';
import type { Event } from './events';
import type { FulfilmentFlag, Order } from './orders';
import { totalTickets } from './prices';
import type { PromoCode } from './promo-codes';
import { abandonedOrderExpiry } from './retention';

export interface FulfilmentInput {
  /** A pending (or abandoned) order, freshly read inside the transaction. */
  order: Order;
  /** null for a free order. */
  paymentId: string | null;
  bookingId: string;
  token: string;
  /** promoCodes/{order.quote.couponCode} as read in the same transaction; null when absent. */
  coupon: PromoCode | null;
  /** The event record now (null when deleted), for the capacity check. */
  event: Pick<Event, 'capacity'> | null;
  /** Seats other bookings and other live holds take (seatsTaken without this order's hold). */
  soldToOthers: number;
  now: Date;
}

export type CouponRedemption = ReturnType<typeof couponRedemption>;

export interface FulfilmentPlan {
  booking: Booking;
  ticket: Ticket;
  /** Fields to write on promoCodes/{code}; null when the order used no coupon or it is gone. */
  couponUpdate: CouponRedemption | null;
  /** expireAt null: a paid order is kept (docs/design.md §3.11), even one abandoned before. */
  orderUpdate: Pick<Order, 'status' | 'bookingId' | 'paymentId' | 'fulfilledAt' | 'flags'> & {
    expireAt: null;
  };
}

function couponFlag(order: Order, coupon: PromoCode, now: Date): FulfilmentFlag | null {
  if (coupon.redeemed) return 'coupon-used-by-other';
  if (!coupon.isActive) return 'coupon-inactive';
  if (isReservedByOther(coupon, order.holdId, now)) return 'coupon-held-by-other';
  return null;
}

/**
 * docs/design.md §4.4, after the signature has been verified, the caller has seen the order is
 * not fulfilled yet and decidePayment (late-payment.ts, docs/design.md §4.7) said fulfil: what
 * to write, in one transaction (the coupon's redeemers go to promoRedemptions/{code}). A payment whose seats or coupon are gone never gets here (it is refunded), so the
 * flags that remain possible are a coupon deleted or deactivated while a prompt buyer paid; the
 * others are kept for orders written before docs/design.md §4.7 and as a guard.
 */
export function planFulfilment(input: FulfilmentInput): FulfilmentPlan {
  const { order, coupon, event, now } = input;
  if (order.status === 'fulfilled') {
    throw new Error(`Order ${order.id} is already fulfilled; return its ticket instead.`);
  }
  const flags: FulfilmentFlag[] = [];
  let couponUpdate: CouponRedemption | null = null;
  const code = order.quote.couponCode;
  if (code !== null) {
    if (coupon === null || coupon.code !== code) {
      flags.push('coupon-missing');
    } else {
      const flag = couponFlag(order, coupon, now);
      if (flag !== null) flags.push(flag);
      couponUpdate = couponRedemption();
    }
  }
  if (event === null) flags.push('event-missing');
  else if (input.soldToOthers + totalTickets(order.quote) > event.capacity)
    flags.push('over-capacity');

  const booking = buildBooking({
    quote: order.quote,
    email: order.email,
    name: order.name,
    event: order.event,
    paymentId: input.paymentId,
    token: input.token,
    now,
  });
  return {
    booking,
    ticket: toTicket(booking, input.bookingId),
    couponUpdate,
    orderUpdate: {
      status: 'fulfilled',
      bookingId: input.bookingId,
      paymentId: input.paymentId,
      fulfilledAt: now.toISOString(),
      flags,
      expireAt: null,
    },
  };
}

export interface AbandonmentPlan {
  orderUpdate: Pick<Order, 'status' | 'abandonedAt'> & { expireAt: string };
  /** Clears the hold, only when this order still holds the coupon. */
  couponUpdate: Required<CouponHold> | null;
}

/**
 * The visitor closed the checkout. Only a pending order is abandoned (a fulfilled one stays
 * fulfilled, an abandoned one stays as it was), so calling it twice changes nothing.
 */
export function planAbandonment(
  order: Pick<Order, 'status' | 'holdId'>,
  coupon: CouponHold | null,
  now: Date,
): AbandonmentPlan | null {
  if (order.status !== 'pending') return null;
  const holdsCoupon =
    coupon !== null && order.holdId !== null && coupon.reservedBy === order.holdId;
  return {
    orderUpdate: {
      status: 'abandoned',
      abandonedAt: now.toISOString(),
      expireAt: abandonedOrderExpiry(now),
    },
    couponUpdate: holdsCoupon ? { reservedBy: null, reservedUntil: null } : null,
  };
}
