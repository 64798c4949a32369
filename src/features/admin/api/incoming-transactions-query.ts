import { useQuery } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

export const incomingTransactionsQueryKey = [...adminQueryKey, 'transactions', 'incoming'] as const;

/** Payments to the signed-in organiser, newest first, at most 50 (docs/product-spec.md §7). */
export function useIncomingTransactionsQuery() {
  const admin = useAdminBackend();
  return useQuery({
    queryKey: incomingTransactionsQueryKey,
    queryFn: () => admin.transactions.incoming(),
  });
}
