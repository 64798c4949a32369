import type { CreateOrderResult } from '@/backend/backend';
import { checkoutWrites, type CheckoutWrites } from '@/backend/checkout-writes';
import type { CallableContract } from '@/backend/firebase-common/callables';
import type { Ticket } from '@/domain/booking';
import { orderCharge } from '@/domain/orders';
import type { FunctionsDeps } from '../deps';
import { razorpayRefund } from '../refund-call';

/** Who called, as the server saw it: counted towards the unpaid-seats limit. */
export interface Caller {
  ip: string | null;
}

/** The shared checkout writes with Razorpay as the provider (our order id as its receipt). */
function razorpayCheckout(deps: FunctionsDeps): CheckoutWrites {
  return checkoutWrites({
    env: deps.env,
    provider: {
      // Read when used: each function is given only the secrets its handler reads.
      get keyId() {
        return deps.secrets.keyId;
      },
      get keySecret() {
        return deps.secrets.keySecret;
      },
      createOrder: async (order) => {
        const { amountPaise, notes } = orderCharge(order);
        return (await deps.razorpay.createOrder({ amountPaise, receipt: order.id, notes })).id;
      },
      refund: razorpayRefund(deps),
    },
    log: deps.log,
  });
}

/** createOrder (docs/design.md §4.2, §4.3). */
export function createOrderHandler(
  deps: FunctionsDeps,
  request: CallableContract['createOrder']['request'],
  caller: Caller,
): Promise<CreateOrderResult> {
  return razorpayCheckout(deps).createOrder(request, caller.ip);
}

/** confirmPayment (docs/design.md §4.4): the signature against the stored order, then fulfil. */
export function confirmPaymentHandler(deps: FunctionsDeps, request: unknown): Promise<Ticket> {
  return razorpayCheckout(deps).confirmPayment(request);
}

/** abandonOrder: the visitor closed Checkout; idempotent. */
export async function abandonOrderHandler(
  deps: FunctionsDeps,
  request: unknown,
): Promise<CallableContract['abandonOrder']['response']> {
  const orderId = (request as { orderId?: unknown } | null)?.orderId;
  await razorpayCheckout(deps).abandonOrder(typeof orderId === 'string' ? orderId : '');
  return { ok: true };
}
