import type { Order } from '@/domain/orders';
import { signPayment } from '@/domain/payment-signature';
import { createOrder } from '@/engine/flows/create-order';
import type { PaymentConfirmation } from '@/engine/flows/fulfil-order';
import type { FlowEnv } from '@/engine/flow-env';
import { aPromoCode, anEvent, orderRequest } from './fixtures';
import { testWorld, type TestWorld } from './seeded-store';

export const TEST_SECRET = 'test_key_secret_for_engine_tests';

/** What a genuine checkout hands back for `providerOrderId` (signed with `secret`). */
export async function confirmationFor(
  orderId: string,
  providerOrderId: string,
  paymentId = 'pay_1',
  secret = TEST_SECRET,
): Promise<PaymentConfirmation> {
  const signature = await signPayment({ providerOrderId, paymentId }, secret);
  return { orderId, providerOrderId, paymentId, signature };
}

/** Creates a pending (paid-for) order through the flow and returns it as written. */
export async function startPaidOrder(
  env: FlowEnv,
  providerOrderId: string | null,
  request: Record<string, unknown> = {},
): Promise<Order> {
  const outcome = await createOrder(env, { request: orderRequest(request), providerOrderId });
  if (outcome.kind !== 'payment-required') throw new Error('Expected an order that needs paying.');
  return outcome.order;
}

/** An event (2 sold) with one pending order for 1 Basic + 1 Premium at half price on the coupon. */
export async function worldWithPendingOrder(capacity = 100): Promise<TestWorld & { order: Order }> {
  const world = testWorld({
    events: [anEvent({ capacity, sold: 2 })],
    promoCodes: [aPromoCode({ discountPercentage: 50 })],
  });
  const order = await startPaidOrder(world.env, 'order_P1', {
    ticket499Count: 1,
    ticket1212Count: 1,
    couponCode: 'VIPTEST01',
  });
  return { ...world, order };
}
