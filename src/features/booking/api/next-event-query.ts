import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/backend/backend-context';
import { releaseLeftOrders } from '../checkout/left-checkout';

export const nextEventQueryKey = ['events', 'next-upcoming'] as const;

/**
 * The event the booking page sells, with its seats left (docs/design.md §4.1). Others book while
 * the page is open, so the figures are always worth re-reading: on coming back to the tab, on
 * coming back to the page, and after a booking (see the checkout mutations).
 */
export function useNextEventQuery() {
  const { events, checkout } = useBackend();
  return useQuery({
    queryKey: nextEventQueryKey,
    queryFn: async () => {
      // A checkout this browser left open and unpaid (its page closed, reloaded or quit while
      // paying) gives back its seats and coupon first, so the visitor does not find their own
      // hold in the way; a checkout still open in another tab keeps them.
      await releaseLeftOrders((orderId) => checkout.abandonOrder(orderId));
      return events.nextUpcoming();
    },
    refetchOnWindowFocus: true,
  });
}
