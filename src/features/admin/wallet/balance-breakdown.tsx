import { formatRupeesExact } from '@/domain/format';
import { reconcileWallet } from '@/domain/wallet-reconciliation';
import { useIncomingTransactionsQuery } from '../api/incoming-transactions-query';

/**
 * Beneath the balance: what it held before the payments listed below, and their total, which add
 * up to the balance (docs/design.md §14.4). Shown once both are loaded; the list says its own
 * loading and error states.
 */
export function BalanceBreakdown({ balance }: { balance: number }) {
  const incoming = useIncomingTransactionsQuery();
  // With nothing listed there is nothing to add up: the balance is all opening balance.
  if (!incoming.data || incoming.data.length === 0) return null;
  const figures = reconcileWallet(balance, incoming.data);
  const payments = figures.listedCount === 1 ? 'payment' : 'payments';
  return (
    <dl aria-label="How the balance adds up" className="flex flex-col gap-1 text-sm">
      <Line term="Opening balance" value={formatRupeesExact(figures.openingBalance)} />
      <Line
        term={`${figures.listedCount} ${payments} listed below`}
        value={`+${formatRupeesExact(figures.listedTotal)}`}
      />
    </dl>
  );
}

function Line({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 text-muted">
      <dt>{term}</dt>
      <dd className="wrap-anywhere">{value}</dd>
    </div>
  );
}
