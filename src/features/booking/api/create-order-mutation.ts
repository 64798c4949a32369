import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isBackendError } from '@/backend/backend';
import { useBackend } from '@/backend/backend-context';
import type { OrderRequest } from '@/domain/order-request';
import { nextEventQueryKey } from './next-event-query';

/** Errors that mean the seats left on screen are out of date. */
const isStaleSeats = (error: unknown) =>
  isBackendError(error) && (error.code === 'sold-out' || error.code === 'over-capacity');

/**
 * docs/design.md §4.2. The seats left are re-read in the background (the form stays on screen) when
 * a free order took its seats, or when the server refused the order for lack of seats.
 */
export function useCreateOrderMutation() {
  const { checkout } = useBackend();
  const queryClient = useQueryClient();
  const rereadSeats = () => void queryClient.invalidateQueries({ queryKey: nextEventQueryKey });
  return useMutation({
    mutationFn: (request: OrderRequest) => checkout.createOrder(request),
    onSuccess: (result) => {
      if (result.kind === 'fulfilled') rereadSeats();
    },
    onError: (error) => {
      if (isStaleSeats(error)) rereadSeats();
    },
  });
}
