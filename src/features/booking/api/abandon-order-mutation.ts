import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/backend/backend-context';

/** The visitor closed the checkout, or is starting again: release the order's coupon hold. */
export function useAbandonOrderMutation() {
  const { checkout } = useBackend();
  return useMutation({ mutationFn: (orderId: string) => checkout.abandonOrder(orderId) });
}
