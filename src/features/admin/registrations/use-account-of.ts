import { normaliseEmail } from '@/domain/email';
import type { Registration } from '@/domain/registrations';
import { useWalletAccountsQuery } from '../api/wallet-accounts-query';
import type { WalletAccount } from './top-up-offer';

/**
 * Whether each e-mail of these rows has an account a top-up can credit, with one read for all
 * of them (a read per row took seconds per Load more).
 */
export function useAccountOf(rows: readonly Registration[]): (email: string) => WalletAccount {
  const accounts = useWalletAccountsQuery(rows.map((registration) => registration.email));
  return (email) => {
    if (accounts.data)
      return accounts.data.has(normaliseEmail(email)) ? 'has-account' : 'no-account';
    return accounts.isError ? 'unknown' : 'checking';
  };
}
