import { formatRupees } from '@/domain/format';
import { usePaymentButton } from '../payment/use-payment-button';
import type { BookingFormModel } from './use-booking-form';

/** What the Pay / Complete Free Booking button shows and does; every copy of it shares this. */
export interface CheckoutAction {
  label: string;
  disabled: boolean;
  /** Why it is disabled, in the spec's terms (ticket, e-mail, terms): shown as the reasons list. */
  blocked: boolean;
  /** Waiting for the checkout script or for an order: announced, and not drawn as "disabled". */
  busy: boolean;
  processing: boolean;
  /** The payment provider's checkout could not be loaded. */
  unavailable: boolean;
  run: () => void;
}

/**
 * Pay ₹{total}, or Complete Free Booking when a coupon makes the order free
 * (docs/product-spec.md §2). One instance per form: the main button and the phone's sticky bar both
 * press this, so they share one state (processing, disabled) and can never start two orders.
 */
export function useCheckoutAction(form: BookingFormModel): CheckoutAction {
  const { checkout, priced } = form;
  const blocked = form.blockers.length > 0 || !form.editable;
  const free = form.action === 'free';
  const payment = usePaymentButton({
    buttonText: `Pay ${formatRupees(priced.total)}`,
    disabled: blocked || free,
    createOrder: checkout.createOrder,
    onSuccess: checkout.onPaid,
    onDismiss: checkout.onDismissed,
    onFailure: checkout.onDeclined,
    onError: (_error, order) => checkout.onOpenFailed(order),
  });
  if (free) {
    const creating = checkout.state.status === 'creating-order';
    return {
      label: creating ? 'Processing...' : 'Complete Free Booking',
      disabled: blocked,
      blocked: form.blockers.length > 0,
      busy: creating,
      processing: creating,
      unavailable: false,
      run: () => {
        form.onCheckoutStart?.();
        void checkout.bookFree();
      },
    };
  }
  return {
    label: payment.label,
    disabled: payment.disabled,
    blocked: form.blockers.length > 0,
    busy: payment.status === 'processing' || payment.status === 'loading',
    processing: payment.status === 'processing',
    unavailable: payment.status === 'unavailable',
    run: () => {
      form.onCheckoutStart?.();
      void payment.pay();
    },
  };
}
