import { normaliseEmail } from '@/domain/email';
import type { Registration } from '@/domain/registrations';
import { useWalletAccountsQuery } from '../api/wallet-accounts-query';
import { useAdminAuth } from '../auth/admin-auth-context';
import type { WalletAccount } from './top-up-offer';

/**
 * Whether each e-mail of these rows has an account a top-up can credit, with one read for all
 * of them (a read per row took seconds per Load more). The signed-in organiser's own is one
 * nobody tops up from their own session (docs/design.md §6.5).
 */
export function useAccountOf(rows: readonly Registration[]): (email: string) => WalletAccount {
  const accounts = useWalletAccountsQuery(rows.map((registration) => registration.email));
  const auth = useAdminAuth();
  const own = auth.status === 'signed-in' ? normaliseEmail(auth.user.email) : null;
  return (email) => {
    if (normaliseEmail(email) === own) return 'own-account';
    if (accounts.data)
      return accounts.data.has(normaliseEmail(email)) ? 'has-account' : 'no-account';
    return accounts.isError ? 'unknown' : 'checking';
  };
}
