/**
 * docs/design.md §4's writes, wired once for the demo (in the browser) and Cloud Functions: the
 * engine's flows, the provider's order made after ours, and the screen's message for anything
 * unexpected. Each side gives its store (in `env`) and its payment provider.
 */
import type { Ticket } from '@/domain/booking';
import { CHECKOUT_FAILURE_MESSAGES } from '@/domain/checkout-messages';
import { PAYMENT_PROVIDER_FAILED_MESSAGE, type Order } from '@/domain/orders';
import { BackendError, guard } from '@/engine/errors';
import type { FlowEnv } from '@/engine/flow-env';
import { abandonOrder, attachProviderOrder } from '@/engine/flows/abandon-order';
import { createOrder } from '@/engine/flows/create-order';
import { refundedError, settlePaidOrder, verifiedConfirmation } from '@/engine/flows/fulfil-order';
import { issueRefund, type RefundCall } from '@/engine/flows/issue-refund';
import type { CreateOrderResult } from './backend';
import { pendingPayment } from './port-inputs';

/** The payment provider: Razorpay in Functions, the simulated checkout in the demo. */
export interface PaymentProvider {
  /** The public key id Checkout opens with (null for the demo), read when an order is made. */
  readonly keyId: string | null;
  /** The secret Checkout's success signature is made with, read when a payment is confirmed. */
  readonly keySecret: string;
  /** Makes the provider's order for a pending one of ours (orderCharge(order), our id as receipt). */
  createOrder(order: Order): Promise<string>;
  /** Refunds a payment turned away (docs/design.md §4.7) in full, idempotently per payment. */
  refund: RefundCall;
}

export interface CheckoutWiring {
  env: FlowEnv;
  provider: PaymentProvider;
  log: { error(message: string, data?: Record<string, unknown>): void };
}

export interface CheckoutWrites {
  /** `clientIp` as the server saw it counts towards the unpaid-seats limit; the demo has none. */
  createOrder(request: unknown, clientIp?: string | null): Promise<CreateOrderResult>;
  confirmPayment(confirmation: unknown): Promise<Ticket>;
  abandonOrder(orderId: string): Promise<void>;
}

export function checkoutWrites({ env, provider, log }: CheckoutWiring): CheckoutWrites {
  /** Gives the order's seats and coupon back when its payment cannot start; never throws. */
  const releaseAfterFailure = async (order: Order, cause: unknown) => {
    log.error('The payment provider’s order could not be made; releasing the holds.', {
      orderId: order.id,
      cause: String(cause),
    });
    try {
      // Not the visitor's doing: their hold window is forgotten, so a retry later is not refused.
      await abandonOrder(env, order.id, 'never-offered');
    } catch (error) {
      // The hold lapses by itself within 15 minutes and the sweep closes the order.
      log.error('Releasing the holds failed.', { orderId: order.id, cause: String(error) });
    }
  };

  const startPayment = async (order: Order): Promise<CreateOrderResult> => {
    let providerOrderId: string;
    try {
      providerOrderId = await provider.createOrder(order);
      await attachProviderOrder(env, order.id, providerOrderId);
    } catch (error) {
      await releaseAfterFailure(order, error);
      throw new BackendError('unavailable', PAYMENT_PROVIDER_FAILED_MESSAGE, { cause: error });
    }
    return {
      kind: 'payment-required',
      payment: pendingPayment(order, providerOrderId, provider.keyId),
    };
  };

  return {
    // The flow prices and holds (or fulfils a free order at once); a paid order then gets the
    // provider's order, made after ours so that it can carry our id as its receipt.
    createOrder: (request, clientIp = null) =>
      guard(CHECKOUT_FAILURE_MESSAGES.createOrder, async () => {
        const outcome = await createOrder(env, { request, providerOrderId: null, clientIp });
        return outcome.kind === 'fulfilled' ? outcome : startPayment(outcome.order);
      }),
    confirmPayment: (confirmation) =>
      guard(CHECKOUT_FAILURE_MESSAGES.confirmPayment, async () => {
        const paid = await verifiedConfirmation(confirmation, provider.keySecret);
        const outcome = await settlePaidOrder(env, paid);
        if (outcome.kind === 'fulfilled') return outcome.ticket;
        try {
          await issueRefund(env, paid.paymentId, provider.refund);
        } catch (error) {
          // Recorded as due: the reconcile job asks the provider on its next run.
          log.error('Refunding a turned-away payment failed.', {
            paymentId: paid.paymentId,
            cause: String(error),
          });
        }
        throw refundedError();
      }),
    abandonOrder: (orderId) =>
      guard(CHECKOUT_FAILURE_MESSAGES.abandonOrder, () => abandonOrder(env, orderId)),
  };
}
