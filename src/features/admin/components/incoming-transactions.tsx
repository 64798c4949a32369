import { useId } from 'react';
import type { WalletTransaction } from '@/backend/admin-backend';
import { TRANSACTIONS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { formatIstDateTime, formatRupeesExact } from '@/domain/format';
import { useIncomingTransactionsQuery } from '../api/incoming-transactions-query';
import { QueryView } from './query-view';

/**
 * Payments to the signed-in organiser, newest first (docs/product-spec.md §2 Wallet and Payment
 * QR).
 */
export function IncomingTransactions() {
  const query = useIncomingTransactionsQuery();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-display text-2xl font-bold">
        Incoming transactions
      </h2>
      <QueryView
        query={query}
        loadingLabel="Loading transactions…"
        errorMessage={TRANSACTIONS_FETCH_FAILED_MESSAGE}
        isEmpty={(transactions) => transactions.length === 0}
        empty="No payments have come in yet."
        emptyNext="Payments made to your Payment QR code appear here, newest first."
      >
        {(transactions) => (
          <ul aria-labelledby={headingId} className="flex flex-col gap-3">
            {transactions.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function TransactionRow({ transaction: t }: { transaction: WalletTransaction }) {
  const name = t.fromName?.trim() || t.fromEmail?.trim() || 'Unknown sender';
  const email = t.fromEmail?.trim();
  return (
    <li className="card flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4">
      <div className="min-w-0">
        <p className="font-semibold break-words">{name}</p>
        {email && email !== name && <p className="text-sm wrap-anywhere text-muted">{email}</p>}
        <p className="text-sm text-muted">
          <time dateTime={t.createdAt}>{formatIstDateTime(t.createdAt)}</time>
        </p>
      </div>
      <p className="font-display text-xl font-bold wrap-anywhere text-henna-soft">
        +{formatRupeesExact(t.amount)}
      </p>
    </li>
  );
}
