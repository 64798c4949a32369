import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventFormValues } from '@/domain/events';
import { useAdminBackend } from '../auth/admin-auth-context';
import { rereadAfterWrite } from './reread-after-write';
import { adminQueryKey } from './summary-query';

export interface SaveEventInput {
  /** The event being edited; absent for a new one. */
  id?: string;
  values: EventFormValues;
}

/**
 * Creates or updates an event. Rejects with the adapter's BackendError, e.g. 'invalid-request'
 * with the capacity floor's message. Events show up on every admin screen (the overview's
 * count, the scanner's event, the registrations filter), so all admin answers read again.
 */
export function useSaveEventMutation() {
  const admin = useAdminBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: SaveEventInput) =>
      id === undefined ? admin.events.create(values) : admin.events.update(id, values),
    onSettled: () => rereadAfterWrite(queryClient, adminQueryKey),
  });
}
