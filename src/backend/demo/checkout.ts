import { isValidDocumentId, newToken } from '@/domain/booking';
import {
  COUPON_FAILED_MESSAGE,
  checkLookedUpCoupon,
  couponReservation,
  precheckCoupon,
} from '@/domain/coupons';
import { remainingCapacity } from '@/domain/events';
import { planAbandonment, planFulfilment } from '@/domain/fulfilment';
import { INVALID_EVENT_MESSAGE, orderRequestSchema } from '@/domain/order-request';
import {
  ORDER_FAILED_MESSAGE,
  isBookableEvent,
  newOrder,
  orderCountsProblem,
  orderDescription,
} from '@/domain/orders';
import { isFreeBooking, quote, type CouponTerms } from '@/domain/pricing';
import type { PromoCode } from '@/domain/promo-codes';
import type { TicketCounts } from '@/domain/prices';
import {
  BackendError,
  type CheckoutApi,
  type CouponPreview,
  type CreateOrderResult,
  type PendingPayment,
} from '../backend';
import { confirmPayment } from './confirm-payment';
import type { DemoContext } from './context';
import { getPromoCode } from './coupon-records';
import { guard } from './guard';
import { newDocumentId, newProviderOrderId } from './ids';
import { seatsTaken } from './seats';

function parseOrderRequest(request: unknown) {
  const parsed = orderRequestSchema.safeParse(request);
  if (parsed.success) return parsed.data;
  // A field's own message is written for the visitor; a request that is not even an object is not.
  const issue = parsed.error.issues[0];
  const message = issue && issue.path.length > 0 ? issue.message : ORDER_FAILED_MESSAGE;
  throw new BackendError('invalid-request', message);
}

async function previewCoupon(
  ctx: DemoContext,
  rawCode: string,
  counts: TicketCounts,
): Promise<CouponPreview> {
  try {
    const pre = precheckCoupon(String(rawCode ?? ''), counts?.ticket1212Count);
    if (!pre.ok) return { ok: false, message: pre.message };
    const record = await getPromoCode(ctx.db, pre.code);
    const check = checkLookedUpCoupon(pre.code, record, { orderId: null, now: ctx.now() });
    return check.ok ? { ok: true, coupon: check.coupon } : { ok: false, message: check.message };
  } catch {
    return { ok: false, message: COUPON_FAILED_MESSAGE };
  }
}

/**
 * DESIGN §4 step 2, in one read-write transaction: price from our own table and the stored
 * coupon, check capacity (confirmed bookings plus other buyers' live holds), then either fulfil a
 * free order at once or write the pending order and take the coupon hold.
 */
async function createOrder(ctx: DemoContext, request: unknown): Promise<CreateOrderResult> {
  const { db, random } = ctx;
  const req = parseOrderRequest(request);
  const counts: TicketCounts = {
    ticket499Count: req.ticket499Count,
    ticket1212Count: req.ticket1212Count,
  };
  const now = ctx.now();
  const orderId = newDocumentId(random);
  const bookingId = newDocumentId(random);
  const token = newToken(random);
  const providerOrderId = newProviderOrderId(random);

  const tables = [db.events, db.newbookings, db.orders, db.promoCodes, db.tickets];
  return db.transaction('rw', tables, async (): Promise<CreateOrderResult> => {
    const event = await db.events.get(req.eventId);
    if (!event || !isBookableEvent(event, now)) {
      throw new BackendError('invalid-request', INVALID_EVENT_MESSAGE);
    }
    const sold = await seatsTaken(db, event.id, now);
    const problem = orderCountsProblem(counts, remainingCapacity(event, sold));
    if (problem) {
      throw new BackendError(
        problem.kind === 'invalid' ? 'invalid-request' : problem.kind,
        problem.message,
      );
    }

    let coupon: PromoCode | null = null;
    let terms: CouponTerms | null = null;
    if (req.couponCode !== null) {
      const pre = precheckCoupon(req.couponCode, counts.ticket1212Count);
      if (!pre.ok) throw new BackendError('coupon', pre.message);
      coupon = await getPromoCode(db, pre.code);
      const check = checkLookedUpCoupon(pre.code, coupon, { orderId, now });
      if (!check.ok) throw new BackendError('coupon', check.message);
      terms = check.coupon;
    }

    const priced = quote(counts, terms);
    const free = isFreeBooking(priced);
    const order = newOrder({
      id: orderId,
      quote: priced,
      email: req.email,
      event,
      providerOrderId: free ? null : providerOrderId,
      now,
    });

    if (free) {
      const plan = planFulfilment({
        order,
        paymentId: null,
        bookingId,
        token,
        coupon,
        event,
        soldToOthers: sold,
        now,
      });
      await db.orders.add({ ...order, ...plan.orderUpdate });
      await db.newbookings.add({ id: bookingId, ...plan.booking });
      await db.tickets.add(plan.ticket);
      if (coupon && plan.couponUpdate) await db.promoCodes.update(coupon.code, plan.couponUpdate);
      return { kind: 'fulfilled', ticket: plan.ticket };
    }

    await db.orders.add(order);
    if (coupon) await db.promoCodes.update(coupon.code, couponReservation(order.id, now));
    const payment: PendingPayment = {
      orderId: order.id,
      providerOrderId,
      amount: priced.total,
      currency: 'INR',
      description: orderDescription(event, counts),
      quote: priced,
      email: order.email,
      keyId: null,
      expiresAt: order.expiresAt,
    };
    return { kind: 'payment-required', payment };
  });
}

async function abandonOrder(ctx: DemoContext, orderId: string): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  await db.transaction('rw', [db.orders, db.promoCodes], async () => {
    const order = await db.orders.get(orderId);
    if (!order) return;
    const code = order.quote.couponCode;
    const coupon = code === null ? null : await getPromoCode(db, code);
    const plan = planAbandonment(order, coupon, now);
    if (!plan) return;
    await db.orders.update(order.id, plan.orderUpdate);
    if (coupon && plan.couponUpdate) await db.promoCodes.update(coupon.code, plan.couponUpdate);
  });
}

export function createCheckoutApi(ctx: DemoContext): CheckoutApi {
  return {
    previewCoupon: (rawCode, counts) => previewCoupon(ctx, rawCode, counts),
    createOrder: (request) => guard(ORDER_FAILED_MESSAGE, () => createOrder(ctx, request)),
    confirmPayment: (confirmation) => confirmPayment(ctx, confirmation),
    abandonOrder: (orderId) =>
      guard(ORDER_FAILED_MESSAGE, async () => {
        if (isValidDocumentId(orderId)) await abandonOrder(ctx, orderId);
      }),
  };
}
