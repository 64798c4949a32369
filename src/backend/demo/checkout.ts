import { previewCoupon } from '@/engine/reads/preview-coupon';
import type { CheckoutApi } from '../backend';
import { checkoutWrites } from '../checkout-writes';
import type { DemoContext } from './context';
import { newProviderOrderId, newRefundId } from './ids';

/**
 * docs/design.md §4.2, §4.3, §4.4 on the engine's flows, as Cloud Functions wires them, with the simulated
 * checkout as the payment provider: its orders are made in the browser, signed with its secret.
 */
export function createCheckoutApi(ctx: DemoContext): CheckoutApi {
  const writes = checkoutWrites({
    env: ctx.env,
    provider: {
      keyId: null,
      keySecret: ctx.secret,
      createOrder: async () => newProviderOrderId(ctx.env.random),
      // No money moved, so none moves back: the refund is recorded as made, with a demo id.
      refund: async () => ({ id: newRefundId(ctx.env.random) }),
    },
    log: console,
  });
  return {
    previewCoupon: (rawCode, counts) =>
      previewCoupon(
        async (code) => (await ctx.db.promoCodes.get(code)) ?? null,
        rawCode,
        counts,
        ctx.env.now(),
      ),
    createOrder: (request) => writes.createOrder(request),
    confirmPayment: writes.confirmPayment,
    abandonOrder: writes.abandonOrder,
  };
}
