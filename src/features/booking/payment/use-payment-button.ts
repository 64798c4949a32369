import { useEffect, useRef, useState } from 'react';
import type { CheckoutOptions, CheckoutSuccess, PendingPayment } from '@/backend/backend';
import { useBackend } from '@/backend/backend-context';
import { site } from '@/config/site';
import { paymentError, type PaymentError } from '@/domain/payment';

/**
 * docs/product-spec.md §4: ready only once the checkout script has loaded; processing while it is
 * open.
 */
export type PaymentButtonStatus = 'loading' | 'ready' | 'processing' | 'unavailable';

export interface PaymentButtonProps {
  buttonText?: string;
  disabled?: boolean;
  /** Ids of text explaining why the button is disabled. */
  describedBy?: string;
  /** Creates the order to pay when clicked; null when there is nothing to open (free, or failed). */
  createOrder: () => Promise<PendingPayment | null>;
  /**
   * docs/product-spec.md §3: the success result is the payment id (with the order and signature to
   * verify it).
   */
  onSuccess: (result: CheckoutSuccess, order: PendingPayment) => void;
  onDismiss: (order: PendingPayment) => void;
  /** The provider declined the payment; its checkout may stay open for another try. */
  onFailure: (failure: { code: string; description: string }, order: PendingPayment) => void;
  /** The checkout could not be opened (docs/product-spec.md §8: PAYMENT_FAILED). */
  onError: (error: PaymentError, order: PendingPayment | null) => void;
}

/**
 * Checkout opens with what the server decided for the order (amount in paise, description,
 * notes), never with the page's own sums: the page only shows them.
 */
function checkoutOptions(payment: PendingPayment): CheckoutOptions {
  return {
    key: payment.keyId,
    amount: payment.amountPaise,
    currency: payment.currency,
    name: site.name,
    description: payment.description,
    providerOrderId: payment.providerOrderId,
    notes: payment.notes,
    prefill: {},
  };
}

export function usePaymentButton(props: PaymentButtonProps) {
  const { payments } = useBackend();
  const [status, setStatus] = useState<PaymentButtonStatus>('loading');
  // Mirrors 'processing' synchronously, so a double click cannot start two payments.
  const busy = useRef(false);

  useEffect(() => {
    let live = true;
    payments.load().then(
      () => live && setStatus('ready'),
      () => live && setStatus('unavailable'),
    );
    return () => {
      live = false;
    };
  }, [payments]);

  const toReady = () => {
    busy.current = false;
    setStatus('ready');
  };

  const pay = async () => {
    if (status !== 'ready' || props.disabled || busy.current) return;
    busy.current = true;
    setStatus('processing');
    let order: PendingPayment | null = null;
    try {
      order = await props.createOrder();
    } catch {
      order = null;
    }
    if (!order) return toReady();
    const opened = order;
    // Each checkout reports once: after success or dismissal, later callbacks are ignored.
    let settled = false;
    const settle = () => {
      if (settled) return false;
      settled = true;
      toReady();
      return true;
    };
    try {
      payments.open(checkoutOptions(opened), {
        onSuccess: (result) => settle() && props.onSuccess(result, opened),
        onDismiss: () => settle() && props.onDismiss(opened),
        onFailure: (failure) => {
          if (settled) return;
          toReady();
          props.onFailure(failure, opened);
        },
      });
    } catch (error) {
      settle();
      props.onError(paymentError(error), opened);
    }
  };

  return {
    status,
    pay,
    label: status === 'processing' ? 'Processing...' : (props.buttonText ?? 'Pay Now'),
    disabled: props.disabled === true || status !== 'ready',
  };
}
