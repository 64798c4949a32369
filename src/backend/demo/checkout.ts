import { COUPON_FAILED_MESSAGE, checkLookedUpCoupon, precheckCoupon } from '@/domain/coupons';
import { isValidDocumentId } from '@/domain/document-id';
import { readPromoCode } from '@/domain/promo-codes';
import { BOOKING_SAVE_FAILED_MESSAGE, ORDER_FAILED_MESSAGE } from '@/domain/orders';
import type { TicketCounts } from '@/domain/prices';
import { guard } from '@/engine/errors';
import { abandonOrder } from '@/engine/flows/abandon-order';
import { createOrder } from '@/engine/flows/create-order';
import { confirmPayment } from '@/engine/flows/fulfil-order';
import type { CheckoutApi, CouponPreview, CreateOrderResult } from '../backend';
import type { DemoContext } from './context';
import { newProviderOrderId } from './ids';

async function previewCoupon(
  ctx: DemoContext,
  rawCode: string,
  counts: TicketCounts,
): Promise<CouponPreview> {
  try {
    const pre = precheckCoupon(String(rawCode ?? ''), counts?.ticket1212Count);
    if (!pre.ok) return { ok: false, message: pre.message };
    const stored = isValidDocumentId(pre.code) ? await ctx.db.promoCodes.get(pre.code) : undefined;
    const record = stored
      ? readPromoCode(pre.code, stored as unknown as Record<string, unknown>)
      : null;
    const check = checkLookedUpCoupon(pre.code, record, { orderId: null, now: ctx.env.now() });
    return check.ok ? { ok: true, coupon: check.coupon } : { ok: false, message: check.message };
  } catch {
    return { ok: false, message: COUPON_FAILED_MESSAGE };
  }
}

async function startOrder(ctx: DemoContext, request: unknown): Promise<CreateOrderResult> {
  // The simulated provider's order id is known up front; Razorpay's is made after ours.
  const providerOrderId = newProviderOrderId(ctx.env.random);
  const outcome = await createOrder(ctx.env, { request, providerOrderId });
  if (outcome.kind === 'fulfilled') return outcome;
  const { order, description } = outcome;
  return {
    kind: 'payment-required',
    payment: {
      orderId: order.id,
      providerOrderId,
      amount: order.quote.total,
      currency: 'INR',
      description,
      quote: order.quote,
      email: order.email,
      keyId: null,
      expiresAt: order.expiresAt,
    },
  };
}

/** DESIGN §4 steps 2–4 on the engine's flows, with the simulated checkout's secret. */
export function createCheckoutApi(ctx: DemoContext): CheckoutApi {
  return {
    previewCoupon: (rawCode, counts) => previewCoupon(ctx, rawCode, counts),
    createOrder: (request) => guard(ORDER_FAILED_MESSAGE, () => startOrder(ctx, request)),
    confirmPayment: (confirmation) =>
      guard(BOOKING_SAVE_FAILED_MESSAGE, () => confirmPayment(ctx.env, confirmation, ctx.secret)),
    abandonOrder: (orderId) => guard(ORDER_FAILED_MESSAGE, () => abandonOrder(ctx.env, orderId)),
  };
}
