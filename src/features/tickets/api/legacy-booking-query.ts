import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/backend/backend-context';

export const legacyBookingQueryKey = (bookingId: string) => ['legacy-bookings', bookingId] as const;

/**
 * Legacy bookings/{id} with its event (docs/design.md §9.4 fallback for old links). Legacy data is
 * read-only, so a booking once found is kept for the page's life; a miss is asked again.
 */
export function useLegacyBookingQuery(bookingId: string, { enabled }: { enabled: boolean }) {
  const { tickets } = useBackend();
  return useQuery({
    queryKey: legacyBookingQueryKey(bookingId),
    queryFn: () => tickets.getLegacyBooking(bookingId),
    enabled,
    staleTime: (query) => (query.state.data?.kind === 'found' ? Infinity : 0),
  });
}
