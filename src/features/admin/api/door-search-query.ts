import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DOOR_SEARCH_MIN_LENGTH } from '@/backend/admin-backend';
import { BackendError } from '@/engine/errors';
import { DOOR_ANSWER_LIMIT_MS, SEARCH_NO_ANSWER_MESSAGE } from '@/domain/offline-door';
import { answerWithin } from '@/lib/answer-within';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

export const doorSearchKey = (eventId: string | null, text: string) =>
  [...adminQueryKey, 'door-search', eventId, text] as const;

/**
 * Manual check-in: the event's bookings matching a name, e-mail or booking id. A search the
 * server does not answer in time fails (and makes the lane offline, docs/design.md §5.7) rather
 * than stay "Searching…".
 */
export function useDoorSearchQuery(eventId: string | null, text: string) {
  const admin = useAdminBackend();
  const wanted = text.trim();
  return useQuery({
    queryKey: doorSearchKey(eventId, wanted),
    queryFn: async () => {
      const answer = await answerWithin(
        admin.checkIn.search(eventId ?? '', wanted),
        DOOR_ANSWER_LIMIT_MS,
      );
      if (answer.answered) return answer.value;
      admin.checkIn.offline?.noAnswer();
      throw new BackendError('unavailable', SEARCH_NO_ANSWER_MESSAGE);
    },
    enabled: eventId !== null && wanted.length >= DOOR_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
