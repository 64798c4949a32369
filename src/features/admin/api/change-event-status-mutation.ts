import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { rereadAfterWrite } from './reread-after-write';
import { adminQueryKey } from './summary-query';

export interface ChangeEventStatusInput {
  id: string;
  action: 'end-sales' | 'cancel';
}

/**
 * "End sales now" or "Cancel event" (docs/design.md §3.12). Rejects 'conflict' with the backend's
 * reason, e.g. an event with tickets sold cannot be cancelled until organiser refunds exist.
 */
export function useChangeEventStatusMutation() {
  const admin = useAdminBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: ChangeEventStatusInput) => admin.events.changeStatus(id, action),
    onSettled: () => rereadAfterWrite(queryClient, adminQueryKey),
  });
}
