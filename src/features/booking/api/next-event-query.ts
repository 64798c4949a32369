import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/backend/backend-context';

export const nextEventQueryKey = ['events', 'next-upcoming'] as const;

/**
 * The event the booking page sells, with its seats left (docs/design.md §4.1). Others book while
 * the page is open, so the figures are always worth re-reading: on coming back to the tab, on
 * coming back to the page, and after a booking (see the checkout mutations).
 */
export function useNextEventQuery() {
  const { events } = useBackend();
  return useQuery({
    queryKey: nextEventQueryKey,
    queryFn: () => events.nextUpcoming(),
    refetchOnWindowFocus: true,
  });
}
