import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/backend/backend-context';
import { releaseLeftOrders } from '../checkout/left-checkout';

export const nextEventQueryKey = ['events', 'next-upcoming'] as const;

/**
 * How long the first read of the seats waits for this browser's left checkouts to be released. An
 * abandon in a rush can take a minute of contention retries on the server (docs/design.md §4.4);
 * the visitor is not kept waiting for it: past this, the seats are read anyway and read again once
 * the release is done.
 */
export const RELEASE_WAIT_MS = 2_500;

/** Whether `promise` settles within `ms`. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([promise.then(() => true), late]).finally(() => clearTimeout(timer));
}

/**
 * The event the booking page sells, with its seats left (docs/design.md §4.1). Others book while
 * the page is open, so the figures are always worth re-reading: on coming back to the tab, on
 * coming back to the page, and after a booking (see the checkout mutations).
 */
export function useNextEventQuery() {
  const { events, checkout } = useBackend();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: nextEventQueryKey,
    queryFn: async () => {
      // A checkout this browser left open and unpaid (its page closed, reloaded or quit while
      // paying) gives back its seats and coupon first, so the visitor does not find their own
      // hold in the way; a checkout still open in another tab keeps them (docs/design.md §4.7).
      const released = releaseLeftOrders((orderId) => checkout.abandonOrder(orderId));
      if (!(await settlesWithin(released, RELEASE_WAIT_MS))) {
        void released.then(() => queryClient.invalidateQueries({ queryKey: nextEventQueryKey }));
      }
      return events.nextUpcoming();
    },
    refetchOnWindowFocus: true,
  });
}
