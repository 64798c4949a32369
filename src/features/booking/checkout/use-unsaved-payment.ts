import { useEffect, useEffectEvent } from 'react';
import type { PaymentConfirmation } from '@/backend/backend';
import type { Ticket } from '@/domain/booking';
import { bookedTicketEntry } from '@/domain/booked-tickets';
import { rememberBookedTicket } from '@/lib/booked-tickets';
import { isWorthAskingAgain, useConfirmPaymentMutation } from '../api/confirm-payment-mutation';
import { forgetUnsavedPayment, unsavedPayments } from './unsaved-payment';

/**
 * docs/design.md §4.4: each payment an earlier page in this browser left unsaved is confirmed
 * again when the booking page opens. Every ticket it gives joins this browser's tickets ("Your
 * tickets"); the first is shown, unless the visitor has meanwhile pressed Pay on this page, whose
 * own booking then keeps the page. A refusal with a reason (refunded, not verified) forgets that
 * payment; a failure without one keeps it for the next visit.
 */
export function useUnsavedPayment(
  onBooked: (ticket: Ticket) => void,
  /** The visitor has started a booking on this page: a ticket shown now would take it away. */
  isBooking: () => boolean,
): void {
  const { mutateAsync } = useConfirmPaymentMutation();
  const confirm = useEffectEvent((confirmation: PaymentConfirmation) => mutateAsync(confirmation));
  const show = useEffectEvent((ticket: Ticket) => {
    if (isBooking()) return false;
    onBooked(ticket);
    return true;
  });
  // On the page's first render only: a payment made on this page is its checkout's to confirm.
  useEffect(() => {
    let open = true;
    let shown = false;
    for (const confirmation of unsavedPayments()) {
      confirm(confirmation).then(
        (ticket) => {
          forgetUnsavedPayment(confirmation.paymentId);
          rememberBookedTicket(bookedTicketEntry(ticket));
          if (open && !shown) shown = show(ticket);
        },
        (error: unknown) => {
          if (!isWorthAskingAgain(error)) forgetUnsavedPayment(confirmation.paymentId);
        },
      );
    }
    return () => {
      open = false;
    };
  }, []);
}
