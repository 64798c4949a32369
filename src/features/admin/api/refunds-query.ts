import { useQuery } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

export const refundsQueryKey = [...adminQueryKey, 'refunds'] as const;

/** Payments turned away and owed back, newest first ("Needs attention"). */
export function useRefundsQuery() {
  const admin = useAdminBackend();
  return useQuery({
    queryKey: refundsQueryKey,
    queryFn: () => admin.refunds.list(),
  });
}
