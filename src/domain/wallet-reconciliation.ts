/**
 * How a wallet's balance adds up (docs/design.md §14.4). The balance is the stored figure the
 * top-up flow keeps; the list beside it holds only some of the credits (the latest 50 payments
 * addressed to the wallet; seeded or older balances came before them). So the page states the
 * rest as an opening balance, and opening balance + the credits listed = the balance, always.
 */
export interface WalletReconciliation {
  /** What the wallet held before the credits listed: balance − their total. */
  openingBalance: number;
  listedTotal: number;
  listedCount: number;
  balance: number;
}

const amountOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export function reconcileWallet(
  balance: number,
  credits: readonly { amount: unknown }[],
): WalletReconciliation {
  const listedTotal = credits.reduce((sum, credit) => sum + amountOf(credit.amount), 0);
  const held = amountOf(balance);
  return {
    openingBalance: held - listedTotal,
    listedTotal,
    listedCount: credits.length,
    balance: held,
  };
}
