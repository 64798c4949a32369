import { isValidDocumentId } from '@/domain/document-id';
import { needsRefundCall, refundErrorText, type Refund } from '@/domain/refunds';
import type { FlowEnv } from '../flow-env';

/**
 * Asks the payment provider to refund a payment in full and answers its refund id. It must be
 * idempotent per payment (Razorpay: the `X-Refund-Idempotency` header keyed by the payment id), so
 * two callers racing for one refund, or a retry after a lost answer, refund once.
 */
export type RefundCall = (refund: Refund) => Promise<{ id: string }>;

/**
 * docs/design.md §4.7: after the transaction that recorded refunds/{paymentId}, the provider is
 * asked for the refund and the answer recorded — refunded with the provider's refund id, or failed
 * with the error, for the reconcile job to ask again. A refund already made is not asked for
 * again. Never throws for the provider's failure: the record says what happened. Returns the record
 * as it now stands (null when there is none).
 */
export async function issueRefund(
  env: FlowEnv,
  paymentId: string,
  call: RefundCall,
): Promise<Refund | null> {
  if (!isValidDocumentId(paymentId)) return null;
  const due = await env.store.transaction((tx) => tx.get('refunds', paymentId));
  if (!due || !needsRefundCall(due)) return due;

  let answer: { ok: true; id: string } | { ok: false; error: string };
  try {
    answer = { ok: true, id: (await call(due)).id };
  } catch (error) {
    answer = { ok: false, error: refundErrorText(error) };
  }
  const at = env.now().toISOString();
  return env.store.transaction(async (tx) => {
    const refund = await tx.get('refunds', paymentId);
    if (!refund) return null;
    // Another caller recorded the refund meanwhile: its answer stands.
    if (!needsRefundCall(refund)) return refund;
    const patch: Partial<Refund> = answer.ok
      ? { state: 'refunded', razorpayRefundId: answer.id, lastError: null }
      : { state: 'failed', lastError: answer.error };
    const updated = { ...refund, ...patch, attempts: refund.attempts + 1, updatedAt: at };
    tx.update('refunds', paymentId, { ...patch, attempts: updated.attempts, updatedAt: at });
    return updated;
  });
}
