import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef } from 'react';
import {
  isBackendError,
  type CheckoutSuccess,
  type PaymentConfirmation,
  type PendingPayment,
} from '@/backend/backend';
import { messageFor } from '@/backend/error-message';
import { site } from '@/config/site';
import type { Ticket } from '@/domain/booking';
import {
  CHECKOUT_FAILED_MESSAGE,
  PAYMENT_CANCELLED_MESSAGE,
  PAYMENT_OPEN_FAILED_MESSAGE,
  bookingStillSavingMessage,
  confirmFailedMessage,
  paymentDeclinedMessage,
  priceChangedMessage,
} from '@/domain/checkout-messages';
import type { Event } from '@/domain/events';
import type { Quote } from '@/domain/pricing';
import { useAbandonOrderMutation } from '../api/abandon-order-mutation';
import { isWorthAskingAgain, useConfirmPaymentMutation } from '../api/confirm-payment-mutation';
import { useCreateOrderMutation } from '../api/create-order-mutation';
import { nextEventQueryKey } from '../api/next-event-query';
import { checkoutReducer, initialCheckoutState, isEditable } from './checkout-state';
import { forgetOpenOrder, keepOpenOrder, leaveOpenOrder } from './left-checkout';
import { forgetUnsavedPayment, keepUnsavedPayment } from './unsaved-payment';

interface UseCheckoutOptions {
  event: Pick<Event, 'id'>;
  priced: Quote;
  /** The lead guest's name as typed; sent only when there is one (docs/design.md §9.14). */
  name: string;
  email: string;
  onBooked: (ticket: Ticket) => void;
  /** The order was refused for its coupon: the coupon field takes the refusal (docs/design.md §4.10). */
  onCouponRefused: (message: string) => void;
}

function describe(error: unknown): string {
  return messageFor(error, CHECKOUT_FAILED_MESSAGE);
}

/**
 * docs/design.md §4.2, §4.3, §4.4 from the page's side: create the order, pay (or not), confirm.
 * The writes are mutations (which also re-read the seats left when they change); what the page
 * shows is this hook's own state machine.
 */
export function useCheckout({
  event,
  priced,
  name,
  email,
  onBooked,
  onCouponRefused,
}: UseCheckoutOptions) {
  const { mutateAsync: createOrderWrite } = useCreateOrderMutation();
  const { mutateAsync: confirmPaymentWrite, failureCount: confirmFailures } =
    useConfirmPaymentMutation();
  const { mutateAsync: abandonOrderWrite } = useAbandonOrderMutation();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckoutState);
  // The attempt under way (its order id once known). Set synchronously on the first click, so a
  // second click before React re-renders cannot create a second order.
  const attempt = useRef<{ orderId: string | null } | null>(null);
  // An order created but neither paid nor released; its coupon hold is released before retrying,
  // and, should this page go while paying, by the next booking page (left-checkout.ts).
  const unfinished = useRef<string | null>(null);
  const finished = (orderId: string) => {
    if (unfinished.current === orderId) unfinished.current = null;
    forgetOpenOrder(orderId);
  };

  const release = async (orderId: string) => {
    if (unfinished.current === orderId) unfinished.current = null;
    try {
      await abandonOrderWrite(orderId);
    } catch {
      // Still listed, and no longer this page's: the seats are read again, which tries again
      // (docs/design.md §4.7) rather than leave them held for the rest of the hold in a rush.
      // Nothing for the visitor to do.
      await leaveOpenOrder(orderId);
      void queryClient.invalidateQueries({ queryKey: nextEventQueryKey });
      return;
    }
    forgetOpenOrder(orderId);
  };

  const booked = (ticket: Ticket) => {
    attempt.current = { orderId: null };
    dispatch({ type: 'booked', ticket });
    onBooked(ticket);
  };

  const fail = (message: string) => {
    attempt.current = null;
    dispatch({ type: 'failed', message });
  };

  const createOrder = async (): Promise<PendingPayment | null> => {
    if (attempt.current || !isEditable(state)) return null;
    const current: { orderId: string | null } = { orderId: null };
    attempt.current = current;
    dispatch({ type: 'start' });
    if (unfinished.current) await release(unfinished.current);
    const leadGuest = name.trim();
    let result;
    try {
      result = await createOrderWrite({
        eventId: event.id,
        ticket499Count: priced.ticket499Count,
        ticket1212Count: priced.ticket1212Count,
        couponCode: priced.couponCode,
        email: email.trim(),
        // Left out when empty: the e-mail-only request is exactly what it always was.
        ...(leadGuest ? { name: leadGuest } : {}),
      });
    } catch (error) {
      if (isBackendError(error) && error.code === 'coupon') {
        // The code goes back to the field with the reason, so the total loses its discount, and
        // Pay waits until the visitor applies a code again or confirms the total without it.
        attempt.current = null;
        dispatch({ type: 'coupon-refused' });
        onCouponRefused(error.message);
        return null;
      }
      fail(describe(error));
      return null;
    }
    if (result.kind === 'fulfilled') {
      booked(result.ticket);
      return null;
    }
    const payment = result.payment;
    if (payment.amount !== priced.total) {
      // Never open a checkout for a sum the visitor was not shown.
      void release(payment.orderId);
      fail(priceChangedMessage(payment.amount, priced.total));
      return null;
    }
    current.orderId = payment.orderId;
    unfinished.current = payment.orderId;
    await keepOpenOrder(payment);
    dispatch({ type: 'payment-required' });
    return payment;
  };

  const isCurrent = (order: PendingPayment) => attempt.current?.orderId === order.orderId;

  const confirm = async (confirmation: PaymentConfirmation) => {
    let ticket: Ticket;
    try {
      // Asked again by itself while saving is merely slow (docs/design.md §4.4).
      ticket = await confirmPaymentWrite(confirmation);
    } catch (error) {
      // Kept for the next booking page in this browser only while asking again can help.
      if (!isWorthAskingAgain(error)) forgetUnsavedPayment(confirmation.paymentId);
      dispatch({
        type: 'confirm-failed',
        message: isWorthAskingAgain(error)
          ? bookingStillSavingMessage(confirmation.paymentId, email.trim(), site.email)
          : isBackendError(error) && error.code === 'conflict'
            ? // Turned away and being refunded (docs/design.md §4.7): the server says so.
              error.message
            : confirmFailedMessage(confirmation.paymentId, site.email),
      });
      return;
    }
    forgetUnsavedPayment(confirmation.paymentId);
    booked(ticket);
  };

  const onPaid = (result: CheckoutSuccess, order: PendingPayment) => {
    const confirmation = { orderId: order.orderId, ...result };
    finished(order.orderId);
    // Until it is a ticket, the next booking page in this browser confirms it again (docs/design.md §4.4).
    keepUnsavedPayment(confirmation);
    attempt.current = { orderId: order.orderId };
    dispatch({ type: 'paid', confirmation });
    void confirm(confirmation);
  };

  const onDismissed = (order: PendingPayment) => {
    void release(order.orderId);
    if (!isCurrent(order)) return;
    attempt.current = null;
    dispatch({ type: 'dismissed', notice: PAYMENT_CANCELLED_MESSAGE });
  };

  const onDeclined = (failure: { description: string }, order: PendingPayment) => {
    if (isCurrent(order)) fail(paymentDeclinedMessage(failure.description));
  };

  const onOpenFailed = (order: PendingPayment | null) => {
    if (order) void release(order.orderId);
    fail(PAYMENT_OPEN_FAILED_MESSAGE);
  };

  const bookFree = async () => {
    const payment = await createOrder();
    // Only reachable if the server wants ₹0 paid through the checkout, which it never should.
    if (payment) {
      void release(payment.orderId);
      fail(CHECKOUT_FAILED_MESSAGE);
    }
  };

  const retryConfirm = () => {
    if (state.status !== 'confirm-failed') return;
    dispatch({ type: 'retry-confirm' });
    void confirm(state.confirmation);
  };

  return {
    state,
    /** confirmPayment is being asked again: the payment went through, the booking is being saved. */
    savingSlowly: state.status === 'confirming' && confirmFailures > 0,
    createOrder,
    bookFree,
    retryConfirm,
    onPaid,
    onDismissed,
    onDeclined,
    onOpenFailed,
  };
}
