import { newToken, type Ticket } from '@/domain/booking';
import { checkLookedUpCoupon, couponReservation, precheckCoupon } from '@/domain/coupons';
import { remainingCapacity } from '@/domain/events';
import { HOLD_POOL_FULL_MESSAGE, exceedsHoldPool } from '@/domain/hold-caps';
import { INVALID_EVENT_MESSAGE, orderRequestSchema } from '@/domain/order-request';
import { ORDER_FAILED_MESSAGE, isBookableEvent, newOrder, type Order } from '@/domain/orders';
import { isFreeBooking, quote, type CouponTerms } from '@/domain/pricing';
import { totalTickets, type TicketCounts } from '@/domain/prices';
import type { PromoCode } from '@/domain/promo-codes';
import { ticketCountsIssue } from '@/domain/quantities';
import { seatCounters, seatsTaken, withHold } from '@/domain/seats';
import { BackendError } from '../errors';
import type { FlowEnv } from '../flow-env';
import { newDocumentId, randomAlphanumeric } from '../ids';
import { readCoupon } from './read-coupon';
import { holdVisitorSeats, visitorHoldIds } from './visitor-holds';
import { readCouponRedeemers } from './coupon-redeemers';
import { writeFulfilment } from './write-fulfilment';

export type CreateOrderOutcome =
  | { kind: 'fulfilled'; ticket: Ticket }
  /** The pending order as written; orderCharge(order) is what the payment provider charges. */
  | { kind: 'payment-required'; order: Order };

export interface CreateOrderInput {
  /** What the browser sent; parsed here with the shared schema, never trusted. */
  request: unknown;
  /**
   * The payment provider's order id when it is known before our order is written (the demo's
   * simulated checkout); null when the provider's order is made afterwards with our id as its
   * receipt (Razorpay), then recorded with attachProviderOrder.
   */
  providerOrderId: string | null;
  /**
   * The caller's IP address as the server saw it (Cloud Functions); counted with the e-mail
   * towards the unpaid-seats limit. The demo has none and counts the e-mail only.
   */
  clientIp?: string | null;
}

const HOLD_ID_LENGTH = 16;

/** The order request as the shared schema reads it, or the flow's own refusal. */
function parseOrderRequest(request: unknown) {
  const parsed = orderRequestSchema.safeParse(request);
  if (parsed.success) return parsed.data;
  // A field's own message is written for the visitor; a request that is not even an object is not.
  const issue = parsed.error.issues[0];
  const message = issue && issue.path.length > 0 ? issue.message : ORDER_FAILED_MESSAGE;
  throw new BackendError('invalid-request', message);
}

/**
 * docs/design.md §4.2, in one transaction: price from our own table and the stored coupon (the
 * client's totals are never read), check the seats left on the event document, then either
 * fulfil a free order at once or write the pending order, hold its seats on the event and hold
 * the coupon for 15 minutes — within the caps on unpaid holds (docs/design.md §4.8): the event's
 * pool, and the visitor's seats and hold window, which a new order never extends.
 */
export async function createOrder(
  env: FlowEnv,
  input: CreateOrderInput,
): Promise<CreateOrderOutcome> {
  const req = parseOrderRequest(input.request);
  const counts: TicketCounts = {
    ticket499Count: req.ticket499Count,
    ticket1212Count: req.ticket1212Count,
  };
  const now = env.now();
  const orderId = newDocumentId(env.random);
  const bookingId = newDocumentId(env.random);
  const holdId = randomAlphanumeric(env.random, HOLD_ID_LENGTH);
  const token = newToken(env.random);
  const visitorIds = await visitorHoldIds(req.email, input.clientIp);

  return env.store.transaction(async (tx): Promise<CreateOrderOutcome> => {
    const event = await tx.get('events', req.eventId);
    if (!event || !isBookableEvent(event, now)) {
      throw new BackendError('invalid-request', INVALID_EVENT_MESSAGE);
    }
    const counters = seatCounters(event);
    const taken = seatsTaken(counters, now);
    const problem = ticketCountsIssue(counts, remainingCapacity(event, taken));
    if (problem) {
      const { kind, message } = problem;
      // Sold out and over capacity are the event's answer; the rest is a malformed request.
      if (kind === 'sold-out' || kind === 'over-capacity') throw new BackendError(kind, message);
      throw new BackendError('invalid-request', message);
    }

    let coupon: PromoCode | null = null;
    let terms: CouponTerms | null = null;
    if (req.couponCode !== null) {
      const pre = precheckCoupon(req.couponCode, counts.ticket1212Count);
      if (!pre.ok) throw new BackendError('coupon', pre.message);
      coupon = await readCoupon(tx, pre.code);
      const check = checkLookedUpCoupon(pre.code, coupon, { holdId, now });
      if (!check.ok) throw new BackendError('coupon', check.message);
      terms = check.coupon;
    }

    const priced = quote(counts, terms);
    const free = isFreeBooking(priced);
    const order = newOrder({
      id: orderId,
      quote: priced,
      email: req.email,
      name: req.name,
      event,
      providerOrderId: free ? null : input.providerOrderId,
      holdId: free ? null : holdId,
      now,
    });

    if (free) {
      const redeemers = coupon ? await readCouponRedeemers(tx, coupon.code) : null;
      // Written as priced, then fulfilled exactly as a paid order is on confirmation.
      tx.set('orders', order.id, order);
      const ticket = await writeFulfilment(tx, env, {
        order,
        paymentId: null,
        bookingId,
        token,
        coupon,
        redeemers,
        event,
        now,
      });
      return { kind: 'fulfilled', ticket };
    }

    const seats = totalTickets(counts);
    if (exceedsHoldPool(event.capacity, counters, seats, now)) {
      throw new BackendError('too-many-requests', HOLD_POOL_FULL_MESSAGE);
    }
    const until = await holdVisitorSeats(tx, { ids: visitorIds, holdId, seats, now });
    const pending: Order = { ...order, expiresAt: until, visitorHoldIds: visitorIds };
    tx.set('orders', order.id, pending);
    // The coupon is held exactly as long as the seats: a retry inside the window renews neither.
    const reservation = { ...couponReservation(holdId, now), reservedUntil: until };
    if (coupon) tx.update('promoCodes', coupon.code, reservation);
    tx.update('events', event.id, withHold(counters, holdId, seats, until, now));
    return { kind: 'payment-required', order: pending };
  });
}
