import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DOOR_SEARCH_MIN_LENGTH } from '@/backend/admin-backend';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

export const doorSearchKey = (eventId: string | null, text: string) =>
  [...adminQueryKey, 'door-search', eventId, text] as const;

/** Manual check-in: the event's bookings matching a name, e-mail or booking id. */
export function useDoorSearchQuery(eventId: string | null, text: string) {
  const admin = useAdminBackend();
  const wanted = text.trim();
  return useQuery({
    queryKey: doorSearchKey(eventId, wanted),
    queryFn: () => admin.checkIn.search(eventId ?? '', wanted),
    enabled: eventId !== null && wanted.length >= DOOR_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
