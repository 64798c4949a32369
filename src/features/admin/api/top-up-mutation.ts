import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { rereadAfterWrite } from './reread-after-write';
import { summaryQueryKey } from './summary-query';
import { walletQueryKey } from './wallet-balance-query';

export interface TopUpValues {
  email: string;
  amount: number;
}

/**
 * docs/product-spec.md §5 wallet top-up (one transaction in the engine). The organiser may top up
 * their own wallet, so the balance and the overview's figure are read again afterwards.
 */
export function useTopUpMutation() {
  const admin = useAdminBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, amount }: TopUpValues) => admin.wallet.topUp(email, amount),
    onSuccess: async () => {
      await Promise.all([
        rereadAfterWrite(queryClient, walletQueryKey),
        rereadAfterWrite(queryClient, summaryQueryKey),
      ]);
    },
  });
}
