import { useQuery } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { summaryQueryKey } from './summary-query';

/** Under the summary's key, so whatever refreshes the summary (a check-in) refreshes this too. */
export const eventFiguresQueryKey = (eventId: string) =>
  [...summaryQueryKey, 'event', eventId] as const;

/** One event at a glance: tickets sold, revenue, people in and booked (docs/design.md §14.4). */
export function useEventFiguresQuery(eventId: string) {
  const admin = useAdminBackend();
  return useQuery({
    queryKey: eventFiguresQueryKey(eventId),
    queryFn: () => admin.stats.eventFigures(eventId),
  });
}
