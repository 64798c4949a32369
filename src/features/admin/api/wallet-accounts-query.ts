import { useQuery } from '@tanstack/react-query';
import { normaliseEmail } from '@/domain/email';
import { useAdminBackend } from '../auth/admin-auth-context';
import { walletQueryKey } from './wallet-balance-query';

/** The e-mails asked about, as accounts keep them: each once, in order, blanks dropped. */
function asked(emails: readonly string[]): string[] {
  return [...new Set(emails.map(normaliseEmail))].filter((email) => email !== '').sort();
}

/** Under the wallet's key, so a top-up (which invalidates it) asks again. */
export const walletAccountsQueryKey = (emails: readonly string[]) =>
  [...walletQueryKey, 'accounts', ...asked(emails)] as const;

// Accounts are made by an operator (docs/design.md §6.4), not while a list is on screen.
const ACCOUNTS_FRESH_MS = 5 * 60 * 1000;

/**
 * Which of these e-mails have an account a top-up can credit (docs/design.md §6.5), normalised:
 * one read for a chunk of registration cards.
 */
export function useWalletAccountsQuery(emails: readonly string[]) {
  const admin = useAdminBackend();
  const wanted = asked(emails);
  return useQuery({
    queryKey: walletAccountsQueryKey(wanted),
    queryFn: async () => new Set(await admin.wallet.accountsAmong(wanted)),
    staleTime: ACCOUNTS_FRESH_MS,
    enabled: wanted.length > 0,
  });
}
