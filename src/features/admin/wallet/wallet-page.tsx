import { WALLET_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { formatRupeesExact } from '@/domain/format';
import { useWalletBalanceQuery } from '../api/wallet-balance-query';
import { AdminPage } from '../components/admin-page';
import { IncomingTransactions } from '../components/incoming-transactions';
import { QueryView } from '../components/query-view';
import { BalanceBreakdown } from './balance-breakdown';

/**
 * /admin/dashboard/wallet (docs/product-spec.md §2): the signed-in organiser's balance, how it
 * adds up, and incoming payments.
 */
export function WalletPage() {
  const balance = useWalletBalanceQuery();
  return (
    <AdminPage title="Wallet">
      <QueryView
        query={balance}
        loadingLabel="Loading your balance…"
        errorMessage={WALLET_FETCH_FAILED_MESSAGE}
      >
        {(amount) => (
          <div className="card flex max-w-md flex-col gap-2 p-5">
            <span className="text-sm text-muted">Wallet Balance</span>
            <span className="font-display text-4xl font-bold wrap-anywhere text-marigold">
              {formatRupeesExact(amount)}
            </span>
            <BalanceBreakdown balance={amount} />
          </div>
        )}
      </QueryView>
      <IncomingTransactions />
    </AdminPage>
  );
}
