import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignOutAndLeave } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

/** Signs out and forgets every admin answer, so the next organiser never sees them. */
export function useSignOutMutation() {
  const signOutAndLeave = useSignOutAndLeave();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutAndLeave,
    onSettled: () => queryClient.removeQueries({ queryKey: adminQueryKey }),
  });
}
