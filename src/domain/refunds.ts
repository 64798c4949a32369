import type { RefundReason } from './late-payment';
import { rupeesToPaise } from './prices';
import type { Order } from './orders';

/**
 * refunds/{paymentId} (docs/design.md §3.9): a verified payment that was turned away and must go
 * back in full. Keyed by the payment id, so a payment can be owed at most one refund however
 * often the browser, the webhook and the reconcile job report it.
 *
 * - pending: recorded, the provider not yet asked (or the ask is under way);
 * - refunded: the provider accepted the refund (razorpayRefundId says which);
 * - failed: the last ask failed (lastError); the reconcile job asks again.
 */
export type RefundState = 'pending' | 'refunded' | 'failed';

export interface Refund {
  /** = paymentId. */
  id: string;
  paymentId: string;
  orderId: string;
  providerOrderId: string;
  amountPaise: number;
  email: string;
  eventTitle: string;
  reason: RefundReason;
  state: RefundState;
  /** The provider's refund id once it accepted the refund (Razorpay's `rfnd_…`). */
  razorpayRefundId: string | null;
  /** Calls made to the provider so far. */
  attempts: number;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Razorpay's refund idempotency key: at least 10 of [A-Za-z0-9_-], the same on every retry. */
export function refundIdempotencyKey(paymentId: string): string {
  return `refund-${paymentId}`;
}

export interface NewRefundInput {
  order: Pick<Order, 'id' | 'providerOrderId' | 'email' | 'event' | 'quote'>;
  paymentId: string;
  reason: RefundReason;
  now: Date;
}

/** The record written in the same transaction that turns the payment away. */
export function newRefund({ order, paymentId, reason, now }: NewRefundInput): Refund {
  const at = now.toISOString();
  return {
    id: paymentId,
    paymentId,
    orderId: order.id,
    providerOrderId: order.providerOrderId ?? '',
    amountPaise: rupeesToPaise(order.quote.total),
    email: order.email,
    eventTitle: order.event.title,
    reason,
    state: 'pending',
    razorpayRefundId: null,
    attempts: 0,
    lastError: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** True while the reconcile job should ask the provider (again). */
export function needsRefundCall(refund: Pick<Refund, 'state'>): boolean {
  return refund.state !== 'refunded';
}

/** An error message as stored: one line, bounded, never a stack. */
export function refundErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 300) || 'unknown error';
}
