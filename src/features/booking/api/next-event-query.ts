import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/backend/backend-context';
import { takeLeftOrder } from '../checkout/left-checkout';

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
      // A checkout this tab left open and unpaid (a reload while paying) gives back its seats and
      // coupon first, so the visitor does not find their own hold in the way.
      const left = takeLeftOrder();
      if (left) await checkout.abandonOrder(left).catch(() => undefined);
      return events.nextUpcoming();
    },
    refetchOnWindowFocus: true,
  });
}
