import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { rereadAfterWrite } from './reread-after-write';
import { adminQueryKey } from './summary-query';

/** Deletes a code by its code (its document id); the admin answers read again afterwards. */
export function useDeletePromoCodeMutation() {
  const admin = useAdminBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => admin.promoCodes.remove(code),
    onSettled: () => rereadAfterWrite(queryClient, adminQueryKey),
  });
}
