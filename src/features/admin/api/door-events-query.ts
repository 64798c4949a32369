import { useQuery } from '@tanstack/react-query';
import { useAdminAuth, useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

/**
 * The events the signed-in person may scan for, date ascending (docs/design.md §6.1): keyed by
 * their access, so an organiser's change to their events is read again at once.
 */
export function useDoorEventsQuery() {
  const admin = useAdminBackend();
  const auth = useAdminAuth();
  const access = auth.status === 'signed-in' ? auth.user.access : null;
  return useQuery({
    queryKey: [...adminQueryKey, 'door-events', JSON.stringify(access)] as const,
    queryFn: () => admin.checkIn.events(),
  });
}
