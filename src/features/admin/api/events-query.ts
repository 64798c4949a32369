import { useQuery } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

export const eventsQueryKey = [...adminQueryKey, 'events'] as const;

/** Every event, by date ascending. */
export function useEventsQuery() {
  const admin = useAdminBackend();
  return useQuery({ queryKey: eventsQueryKey, queryFn: () => admin.events.list() });
}
