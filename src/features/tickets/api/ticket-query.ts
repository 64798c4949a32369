import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/backend/backend-context';
import type { Ticket } from '@/domain/booking';

export const ticketQueryKey = (token: string) => ['tickets', token] as const;

/**
 * tickets/{token}: written once when the booking is made, so a ticket once found is kept for the
 * page's life (Back shows it at once); "no such ticket" is asked again next time. A ticket
 * already in hand (`known`) is the answer, with no look-up.
 */
export function useTicketQuery(
  token: string,
  { enabled, known }: { enabled: boolean; known: Ticket | null },
) {
  const { tickets } = useBackend();
  return useQuery({
    queryKey: ticketQueryKey(token),
    queryFn: () => tickets.getByToken(token),
    enabled,
    initialData: known ?? undefined,
    staleTime: (query) => (query.state.data ? Infinity : 0),
  });
}
