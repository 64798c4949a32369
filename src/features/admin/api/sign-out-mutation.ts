import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

/** Signs out and forgets every admin answer, so the next organiser never sees them. */
export function useSignOutMutation() {
  const admin = useAdminBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => admin.auth.signOut(),
    onSettled: () => queryClient.removeQueries({ queryKey: adminQueryKey }),
  });
}
