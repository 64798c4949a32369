import type { CreateOrderResult } from '@/backend/backend';
import { pendingPayment } from '@/backend/port-inputs';
import type { CallableContract } from '@/backend/firebase-common/callables';
import type { Ticket } from '@/domain/booking';
import {
  BOOKING_SAVE_FAILED_MESSAGE,
  ORDER_FAILED_MESSAGE,
  PAYMENT_PROVIDER_FAILED_MESSAGE,
  orderCharge,
  type Order,
} from '@/domain/orders';
import { BackendError, guard } from '@/engine/errors';
import { abandonOrder, attachProviderOrder } from '@/engine/flows/abandon-order';
import { createOrder } from '@/engine/flows/create-order';
import { confirmPayment } from '@/engine/flows/fulfil-order';
import type { FunctionsDeps } from '../deps';

/** Who called, as the server saw it: counted towards the unpaid-seats limit. */
export interface Caller {
  ip: string | null;
}

/** Gives the order's seats and coupon back when its payment cannot start; never throws. */
async function releaseAfterFailure(deps: FunctionsDeps, order: Order, cause: unknown) {
  deps.log.error('Razorpay order could not be made; releasing the holds.', {
    orderId: order.id,
    cause: String(cause),
  });
  try {
    await abandonOrder(deps.env, order.id);
  } catch (error) {
    // The hold lapses by itself within 15 minutes and the sweep closes the order.
    deps.log.error('Releasing the holds failed.', { orderId: order.id, cause: String(error) });
  }
}

async function startPayment(deps: FunctionsDeps, order: Order): Promise<CreateOrderResult> {
  let providerOrderId: string;
  try {
    const { amountPaise, notes } = orderCharge(order);
    const made = await deps.razorpay.createOrder({ amountPaise, receipt: order.id, notes });
    providerOrderId = made.id;
    await attachProviderOrder(deps.env, order.id, providerOrderId);
  } catch (error) {
    await releaseAfterFailure(deps, order, error);
    throw new BackendError('unavailable', PAYMENT_PROVIDER_FAILED_MESSAGE, { cause: error });
  }
  return {
    kind: 'payment-required',
    payment: pendingPayment(order, providerOrderId, deps.secrets.keyId),
  };
}

/**
 * createOrder (DESIGN §4 steps 2–3): the engine's flow prices and holds (or fulfils a free order
 * at once); a paid order then gets its Razorpay order, with our order id as the receipt.
 */
export function createOrderHandler(
  deps: FunctionsDeps,
  request: CallableContract['createOrder']['request'],
  caller: Caller,
): Promise<CreateOrderResult> {
  return guard(ORDER_FAILED_MESSAGE, async () => {
    const outcome = await createOrder(deps.env, {
      request,
      providerOrderId: null,
      clientIp: caller.ip,
    });
    if (outcome.kind === 'fulfilled') return outcome;
    return startPayment(deps, outcome.order);
  });
}

/** confirmPayment (DESIGN §4 step 4): the signature against the stored order, then fulfil. */
export function confirmPaymentHandler(deps: FunctionsDeps, request: unknown): Promise<Ticket> {
  return guard(BOOKING_SAVE_FAILED_MESSAGE, () =>
    confirmPayment(deps.env, request, deps.secrets.keySecret),
  );
}

/** abandonOrder: the visitor closed Checkout; idempotent. */
export async function abandonOrderHandler(
  deps: FunctionsDeps,
  request: unknown,
): Promise<CallableContract['abandonOrder']['response']> {
  const orderId = (request as { orderId?: unknown } | null)?.orderId;
  await guard(ORDER_FAILED_MESSAGE, () =>
    abandonOrder(deps.env, typeof orderId === 'string' ? orderId : ''),
  );
  return { ok: true };
}
