import { useQuery } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';

/** Everything the admin area caches sits under this key, so signing out can drop it all. */
export const adminQueryKey = ['admin'] as const;
export const summaryQueryKey = [...adminQueryKey, 'stats', 'summary'] as const;

/** docs/product-spec.md §2 overview figures. */
export function useSummaryQuery() {
  const admin = useAdminBackend();
  return useQuery({ queryKey: summaryQueryKey, queryFn: () => admin.stats.summary() });
}
