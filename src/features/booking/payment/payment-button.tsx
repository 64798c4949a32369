import { PAYMENTS_UNAVAILABLE_MESSAGE } from '@/domain/checkout-messages';
import { usePaymentButton, type PaymentButtonProps } from './use-payment-button';

/**
 * Spec §3/§4 payment button: opens the payment provider's checkout for an order created on
 * click. Does nothing while processing, when disabled, or before the checkout has loaded.
 */
export function PaymentButton(props: PaymentButtonProps) {
  const { status, pay } = usePaymentButton(props);
  const label = status === 'processing' ? 'Processing...' : (props.buttonText ?? 'Pay Now');
  return (
    <>
      <button
        type="button"
        onClick={() => void pay()}
        disabled={props.disabled || status !== 'ready'}
        aria-busy={status === 'processing' || status === 'loading'}
        aria-describedby={props.describedBy}
        className="btn-primary w-full text-lg"
      >
        {label}
      </button>
      {status === 'unavailable' && (
        <p role="alert" className="mt-2 text-sm text-rani-soft">
          {PAYMENTS_UNAVAILABLE_MESSAGE}
        </p>
      )}
    </>
  );
}
