import { COUPON_RESERVATION_MS } from './coupons';
import type { Event } from './events';
import type { RefundReason } from './late-payment';
import type { Quote } from './pricing';
import { paymentMetadata, paymentNotes, ticketsDescription } from './payment';
import { rupeesToPaise, type TicketCounts } from './prices';

/**
 * orders/{id} (docs/design.md §3.4): one attempt to buy, written by the server side before the
 * visitor pays. Both adapters and the Cloud Functions store this shape.
 */
export type OrderStatus = 'pending' | 'paid' | 'fulfilled' | 'abandoned' | 'refundDue';

/** The event as it was sold, so a late payment still fulfils if the event was edited or deleted. */
export type OrderEvent = Pick<
  Event,
  'id' | 'title' | 'location' | 'date' | 'startTime' | 'endTime'
>;

/**
 * Why a fulfilled order needs an organiser's look. Since docs/design.md §4.7 a late payment that
 * finds its seats or coupon gone is refunded instead, so only a payment inside its hold whose
 * coupon was deleted or deactivated meanwhile raises one (coupon-missing, coupon-inactive); the
 * others remain on orders written before.
 */
export type FulfilmentFlag =
  | 'coupon-missing'
  | 'coupon-used-by-other'
  | 'coupon-held-by-other'
  | 'coupon-inactive'
  | 'over-capacity'
  | 'event-missing';

export interface Order {
  id: string;
  quote: Quote;
  email: string;
  /** The lead guest's name for the booking (docs/design.md §9.14); absent when none was given. */
  name?: string;
  eventId: string;
  event: OrderEvent;
  /** The payment provider's order id; null for a free order, which never meets the provider. */
  providerOrderId: string | null;
  status: OrderStatus;
  createdAt: string;
  /** When the seat and coupon holds lapse. */
  expiresAt: string;
  /** Key of this order's seats in its event's `holds` (domain/seats.ts); null once none are held. */
  holdId: string | null;
  bookingId: string | null;
  paymentId: string | null;
  fulfilledAt: string | null;
  abandonedAt: string | null;
  flags: FulfilmentFlag[];
  /**
   * Set with status 'refundDue' (docs/design.md §4.7): why the payment in paymentId was turned
   * away. Its refund is refunds/{paymentId}.
   */
  refundReason?: RefundReason;
  /**
   * visitorHolds documents this order's seats count against (domain/visitor-holds.ts), released
   * with its hold. Absent on orders written before the limit existed and on free orders.
   */
  visitorHoldIds?: string[];
  /**
   * The visitorHolds document of its caller's IPv6 /48 (domain/visitor-holds.ts), released after
   * the transaction that releases the others (docs/design.md §4.8). Absent when the caller had no
   * IPv6 address, on free orders and on orders written before it.
   */
  wideNetworkHoldId?: string;
  /**
   * The seat shard of its event that holds or sold its seats (docs/design.md §3.10); absent on
   * orders written before shards, whose seats are in shard 0.
   */
  seatShard?: number;
  /**
   * When a TTL policy may delete it (docs/design.md §3.11): set when it is closed unpaid, null
   * once it is paid, so no paid or refund-due order ever expires.
   */
  expireAt?: string | null;
}

/** Seats are held as long as the coupon: one clock for the whole unpaid order. */
export const ORDER_HOLD_MS = COUPON_RESERVATION_MS;

/**
 * Razorpay Checkout's `timeout` (seconds): the window closes 3 minutes before the hold lapses, so
 * a buyer paying in it pays while seats and coupon are still theirs (docs/design.md §4.7).
 * Razorpay's Orders API has no expiry of its own to set (`expire_by` belongs to Payment Links and
 * invoices), so a payment can still arrive later — a UPI collect approved after the window — and
 * is settled by decidePayment.
 */
export const CHECKOUT_TIMEOUT_SECONDS = (ORDER_HOLD_MS - 3 * 60 * 1000) / 1000;

// Not in the spec: what the visitor sees when a step of the docs/design.md §4 flow fails.
export const ORDER_FAILED_MESSAGE = 'We could not start your booking. Please try again.';
export const ORDER_NOT_FOUND_MESSAGE =
  'We could not find this booking order. Please start your booking again.';
export const PAYMENT_NOT_VERIFIED_MESSAGE =
  'We could not verify this payment, so no booking was made. If you were charged, please contact us with your payment ID.';
export const PAYMENT_PROVIDER_FAILED_MESSAGE =
  'We could not reach the payment service, so nothing was booked and no money was taken. Please try again in a minute.';
// docs/design.md §4.7: the payment was verified but turned away, and is being refunded.
export const PAYMENT_REFUNDED_MESSAGE =
  'Your payment reached us after your booking’s hold ended, and what you chose is no longer available, so no booking was made. The full amount is being refunded; we have e-mailed you the details.';
export const BOOKING_SAVE_FAILED_MESSAGE =
  'Your payment went through but we could not save your booking yet. Please try again; you will not be charged twice.';

export function toOrderEvent(event: Event): OrderEvent {
  const { id, title, location, date, startTime, endTime } = event;
  return { id, title, location, date, startTime, endTime };
}

export interface NewOrderInput {
  id: string;
  quote: Quote;
  email: string;
  name?: string;
  event: Event;
  providerOrderId: string | null;
  /** Random key of the seat hold; null for an order fulfilled at once (it holds nothing). */
  holdId: string | null;
  now: Date;
}

/** A pending order, holding its seats (and its coupon, written separately) until expiresAt. */
export function newOrder(input: NewOrderInput): Order {
  return {
    id: input.id,
    quote: input.quote,
    email: input.email,
    ...(input.name ? { name: input.name } : {}),
    eventId: input.event.id,
    event: toOrderEvent(input.event),
    providerOrderId: input.providerOrderId,
    status: 'pending',
    createdAt: input.now.toISOString(),
    expiresAt: new Date(input.now.getTime() + ORDER_HOLD_MS).toISOString(),
    holdId: input.holdId,
    bookingId: null,
    paymentId: null,
    fulfilledAt: null,
    abandonedAt: null,
    flags: [],
  };
}

/** True while an unpaid order keeps its seats from other buyers. */
export function holdsSeats(order: Pick<Order, 'status' | 'expiresAt'>, now: Date): boolean {
  if (order.status !== 'pending') return false;
  const until = Date.parse(order.expiresAt);
  return Number.isFinite(until) && until > now.getTime();
}

/** The line the payment provider shows: 'Event title – 2 Basic + 1 Premium tickets'. */
export function orderDescription(event: Pick<Event, 'title'>, counts: TicketCounts): string {
  return `${event.title} – ${ticketsDescription(counts)}`;
}

/**
 * What the payment provider is asked to charge for an order, decided by the server side from
 * the stored order alone: the Razorpay order is made with it and the browser's Checkout opens
 * with it, so the browser never supplies an amount, a description or notes of its own.
 */
export interface OrderCharge {
  /** Minor units, as Razorpay takes them. */
  amountPaise: number;
  currency: 'INR';
  description: string;
  /** docs/product-spec.md §7 metadata, as Razorpay `notes`. */
  notes: Record<string, string>;
}

export function orderCharge(order: Pick<Order, 'quote' | 'event' | 'email'>): OrderCharge {
  return {
    amountPaise: rupeesToPaise(order.quote.total),
    currency: 'INR',
    description: orderDescription(order.event, order.quote),
    notes: paymentNotes(paymentMetadata(order.event, order.quote, order.email)),
  };
}
