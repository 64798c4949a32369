import { useQuery } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

export const adminEventsQueryKey = [...adminQueryKey, 'events'] as const;

/** Every event, date ascending, with its seats taken. */
export function useAdminEventsQuery() {
  const admin = useAdminBackend();
  return useQuery({ queryKey: adminEventsQueryKey, queryFn: () => admin.events.list() });
}
