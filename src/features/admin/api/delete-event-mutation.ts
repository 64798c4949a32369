import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { rereadAfterWrite } from './reread-after-write';
import { adminQueryKey } from './summary-query';

/** Deletes an event; rejects 'conflict' with the backend's message when it has bookings. */
export function useDeleteEventMutation() {
  const admin = useAdminBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => admin.events.remove(id),
    onSettled: () => rereadAfterWrite(queryClient, adminQueryKey),
  });
}
