import { REFUNDS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { useRefundsQuery } from '../api/refunds-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { QueryView } from '../components/query-view';
import { RefundItem } from './refund-item';

/**
 * Payments that could not become a booking (docs/design.md §4.7): each is refunded in full, and
 * listed here so an organiser sees who paid, how much, why it was turned away and whether the
 * refund went through. The demo moves no money and says so.
 */
export function NeedsAttentionSection() {
  const admin = useAdminBackend();
  const query = useRefundsQuery();
  return (
    <section aria-labelledby="needs-attention-heading" className="flex flex-col gap-4">
      <h2 id="needs-attention-heading" className="font-display text-2xl font-bold">
        Needs attention
      </h2>
      <p className="text-muted">
        Payments that arrived after their seats or coupon were gone. Each is refunded in full and
        the buyer is e-mailed.
        {admin.mail.sendsEmail ? '' : ' Demo mode: no money moves; the refund is only recorded.'}
      </p>
      <QueryView
        query={query}
        loadingLabel="Loading refunds…"
        errorMessage={REFUNDS_FETCH_FAILED_MESSAGE}
        isEmpty={(refunds) => refunds.length === 0}
        empty="Nothing needs attention."
        emptyNext="A payment that arrives after its seats or coupon are gone will be listed here, with its refund."
      >
        {(refunds) => (
          <ul aria-label="Refunds" className="flex flex-col gap-3">
            {refunds.map((refund) => (
              <RefundItem key={refund.id} refund={refund} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
