import { BOOKING_SAVE_FAILED_MESSAGE, ORDER_FAILED_MESSAGE } from '@/domain/orders';
import { guard } from '@/engine/errors';
import { abandonOrder } from '@/engine/flows/abandon-order';
import { createOrder } from '@/engine/flows/create-order';
import { confirmPayment } from '@/engine/flows/fulfil-order';
import { previewCoupon } from '@/engine/reads/preview-coupon';
import type { CheckoutApi, CreateOrderResult } from '../backend';
import { pendingPayment } from '../port-inputs';
import type { DemoContext } from './context';
import { newProviderOrderId } from './ids';

async function startOrder(ctx: DemoContext, request: unknown): Promise<CreateOrderResult> {
  // The simulated provider's order id is known up front; Razorpay's is made after ours.
  const providerOrderId = newProviderOrderId(ctx.env.random);
  const outcome = await createOrder(ctx.env, { request, providerOrderId });
  if (outcome.kind === 'fulfilled') return outcome;
  return {
    kind: 'payment-required',
    payment: pendingPayment(outcome.order, providerOrderId, null),
  };
}

/** DESIGN §4 steps 2–4 on the engine's flows, with the simulated checkout's secret. */
export function createCheckoutApi(ctx: DemoContext): CheckoutApi {
  return {
    previewCoupon: (rawCode, counts) =>
      previewCoupon(
        async (code) => (await ctx.db.promoCodes.get(code)) ?? null,
        rawCode,
        counts,
        ctx.env.now(),
      ),
    createOrder: (request) => guard(ORDER_FAILED_MESSAGE, () => startOrder(ctx, request)),
    confirmPayment: (confirmation) =>
      guard(BOOKING_SAVE_FAILED_MESSAGE, () => confirmPayment(ctx.env, confirmation, ctx.secret)),
    abandonOrder: (orderId) => guard(ORDER_FAILED_MESSAGE, () => abandonOrder(ctx.env, orderId)),
  };
}
