import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isBackendError, type PaymentConfirmation } from '@/backend/backend';
import { useBackend } from '@/backend/backend-context';
import { confirmRetryDelay } from '@/domain/confirm-retry';
import { nextEventQueryKey } from './next-event-query';

/**
 * Whether asking confirmPayment again can still give the ticket: a failure nobody explained (the
 * function gave up on contention, timed out, or was not reached). A refusal with a reason — the
 * payment refunded, not verified, the order not found — answers the same every time.
 */
export function isWorthAskingAgain(error: unknown): boolean {
  return !isBackendError(error) || error.code === 'unknown' || error.code === 'unavailable';
}

/**
 * docs/design.md §4.4: a confirmed payment is a fulfilled order, so the seats left change. The
 * payment has gone through, so a failure worth it is retried (CONFIRM_RETRY_DELAYS_MS) before the
 * page hears of it; `failureCount` says meanwhile that it is being retried.
 */
export function useConfirmPaymentMutation() {
  const { checkout } = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: PaymentConfirmation) => checkout.confirmPayment(confirmation),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: nextEventQueryKey }),
    retry: (failures, error) => isWorthAskingAgain(error) && confirmRetryDelay(failures) !== null,
    retryDelay: (failures) => confirmRetryDelay(failures) ?? 0,
  });
}
