import { useEffect, useEffectEvent } from 'react';
import type { PaymentConfirmation } from '@/backend/backend';
import type { Ticket } from '@/domain/booking';
import { isWorthAskingAgain, useConfirmPaymentMutation } from '../api/confirm-payment-mutation';
import { keepUnsavedPayment, unsavedPayment } from './unsaved-payment';

/**
 * docs/design.md §4.4: a payment an earlier page in this browser left unsaved is confirmed again
 * when the booking page opens, and its ticket shown. A refusal with a reason (refunded, not
 * verified) forgets it; a failure without one keeps it for the next visit.
 */
export function useUnsavedPayment(onBooked: (ticket: Ticket) => void): void {
  const { mutateAsync } = useConfirmPaymentMutation();
  const confirm = useEffectEvent((confirmation: PaymentConfirmation) => mutateAsync(confirmation));
  const saved = useEffectEvent((ticket: Ticket) => onBooked(ticket));
  // On the page's first render only: a payment made on this page is its checkout's to confirm.
  useEffect(() => {
    const confirmation = unsavedPayment();
    if (!confirmation) return;
    let open = true;
    confirm(confirmation).then(
      (ticket) => {
        keepUnsavedPayment(null);
        if (open) saved(ticket);
      },
      (error: unknown) => {
        if (!isWorthAskingAgain(error)) keepUnsavedPayment(null);
      },
    );
    return () => {
      open = false;
    };
  }, []);
}
