import { useQuery } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

export const walletQueryKey = [...adminQueryKey, 'wallet'] as const;
export const walletBalanceQueryKey = [...walletQueryKey, 'balance'] as const;

/** The signed-in organiser's wallet balance. */
export function useWalletBalanceQuery() {
  const admin = useAdminBackend();
  return useQuery({ queryKey: walletBalanceQueryKey, queryFn: () => admin.wallet.balance() });
}
