import type { Refund } from '@/backend/admin-backend';
import { formatIstDateTime, formatRupeesExact } from '@/domain/format';
import { REFUND_REASON_TEXT } from '@/domain/late-payment';
import { paiseToRupees } from '@/domain/prices';

function refundStateText(refund: Refund): string {
  switch (refund.state) {
    case 'refunded':
      return `Refunded (${refund.razorpayRefundId ?? 'no refund id'})`;
    case 'failed':
      return `Refund failed, retried every 10 minutes: ${refund.lastError ?? 'unknown error'}`;
    default:
      return 'Refund pending';
  }
}

/** One payment turned away: who, how much, what happened and where its refund stands. */
export function RefundItem({ refund }: { refund: Refund }) {
  return (
    <li className="card flex flex-col gap-1 p-4">
      <span className="font-semibold break-words">
        {formatRupeesExact(paiseToRupees(refund.amountPaise))} · {refund.eventTitle}
      </span>
      <span className="text-sm wrap-anywhere">{refund.email}</span>
      <span className="text-sm">{REFUND_REASON_TEXT[refund.reason]}</span>
      <span className={refund.state === 'failed' ? 'text-sm text-rani-soft' : 'text-sm'}>
        {refundStateText(refund)}
      </span>
      <span className="flex flex-wrap gap-x-3 text-sm text-muted">
        <time dateTime={refund.createdAt}>{formatIstDateTime(refund.createdAt)}</time>
        <span className="wrap-anywhere">Order {refund.orderId}</span>
        <span className="wrap-anywhere">Payment {refund.paymentId}</span>
      </span>
    </li>
  );
}
