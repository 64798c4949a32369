import { refundIdempotencyKey } from '@/domain/refunds';
import type { RefundCall } from '@/engine/flows/issue-refund';
import type { FunctionsDeps } from './deps';

/**
 * Razorpay's full refund of a turned-away payment (docs/design.md §4.7), keyed by the payment so
 * the browser's confirmation, the webhook and the reconcile job asking at once, or a retry after
 * a lost answer, refund it once.
 */
export function razorpayRefund(deps: Pick<FunctionsDeps, 'razorpay'>): RefundCall {
  return (refund) =>
    deps.razorpay.refundPayment({
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refundIdempotencyKey(refund.paymentId),
      receipt: refund.orderId,
    });
}
