import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentConfirmation } from '@/backend/backend';
import { useBackend } from '@/backend/backend-context';
import { nextEventQueryKey } from './next-event-query';

/** docs/design.md §4.4: a confirmed payment is a fulfilled order, so the seats left change. */
export function useConfirmPaymentMutation() {
  const { checkout } = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: PaymentConfirmation) => checkout.confirmPayment(confirmation),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: nextEventQueryKey }),
  });
}
