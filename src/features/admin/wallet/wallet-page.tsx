import { WALLET_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { formatRupeesExact } from '@/domain/format';
import { useWalletBalanceQuery } from '../api/wallet-balance-query';
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
    <div className="flex flex-col gap-8">
      <section aria-labelledby="wallet-heading" className="flex flex-col gap-6">
        <h1 id="wallet-heading" className="font-display text-3xl font-bold">
          Wallet
        </h1>
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
      </section>
      <IncomingTransactions />
    </div>
  );
}
