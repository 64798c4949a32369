import { useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/backend/backend-context';
import type { TicketCounts } from '@/domain/prices';

export const couponPreviewQueryKey = (code: string, counts: TicketCounts) =>
  ['coupon-preview', code, counts.ticket499Count, counts.ticket1212Count] as const;

/**
 * Apply: a read the visitor asks for (a `get` of one code), so a fetch on demand rather than a
 * query bound to the screen. Always asked afresh — a code can be used up at any moment — with
 * the retry policy of every read. The coupon field keeps its own state machine.
 */
export function useCouponPreview() {
  const { checkout } = useBackend();
  const queryClient = useQueryClient();
  return (code: string, counts: TicketCounts) =>
    queryClient.fetchQuery({
      queryKey: couponPreviewQueryKey(code, counts),
      queryFn: () => checkout.previewCoupon(code, counts),
      staleTime: 0,
    });
}
