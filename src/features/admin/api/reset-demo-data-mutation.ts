import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

/**
 * Demo mode only: puts the seed back. Every admin answer is then out of date, so all of them are
 * reset (not just marked stale): a paged list must start again from its first page, because the
 * cursors it holds point into data that is gone.
 */
export function useResetDemoDataMutation() {
  const admin = useAdminBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!admin.resetDemoData) throw new Error('This backend has no demo data to reset.');
      await admin.resetDemoData();
    },
    onSuccess: () => queryClient.resetQueries({ queryKey: adminQueryKey }),
  });
}
