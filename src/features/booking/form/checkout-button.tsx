import { formatRupees } from '@/domain/format';
import { paymentMetadata, ticketsDescription } from '@/domain/payment';
import { PaymentButton } from '../payment/payment-button';
import type { BookingFormModel } from './use-booking-form';

/** Pay ₹{total}, or Complete Free Booking when a coupon makes the order free (spec §2). */
export function CheckoutButton({
  form,
  describedBy,
}: {
  form: BookingFormModel;
  describedBy: string;
}) {
  const { checkout, priced, event } = form;
  const disabled = form.blockers.length > 0 || !form.editable;
  const hint = form.blockers.length > 0 ? describedBy : undefined;
  if (form.action === 'free') {
    return (
      <button
        type="button"
        disabled={disabled}
        aria-describedby={hint}
        onClick={() => void checkout.bookFree()}
        className="btn-primary w-full text-lg"
      >
        {checkout.state.status === 'creating-order' ? 'Processing...' : 'Complete Free Booking'}
      </button>
    );
  }
  return (
    <PaymentButton
      amount={priced.total}
      description={`${ticketsDescription(priced)} for ${event.title}`}
      metadata={paymentMetadata(event, priced, form.email)}
      buttonText={`Pay ${formatRupees(priced.total)}`}
      disabled={disabled}
      describedBy={hint}
      createOrder={checkout.createOrder}
      onSuccess={checkout.onPaid}
      onDismiss={checkout.onDismissed}
      onFailure={checkout.onDeclined}
      onError={(_error, order) => checkout.onOpenFailed(order)}
    />
  );
}
