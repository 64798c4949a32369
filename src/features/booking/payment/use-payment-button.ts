import { useEffect, useRef, useState } from 'react';
import type { CheckoutSuccess, PendingPayment } from '@/backend/backend';
import { useBackend } from '@/backend/backend-context';
import { site } from '@/config/site';
import {
  paymentError,
  paymentNotes,
  type PaymentError,
  type PaymentMetadata,
} from '@/domain/payment';
import { rupeesToPaise } from '@/domain/prices';

/**
 * docs/product-spec.md §4: ready only once the checkout script has loaded; processing while it is
 * open.
 */
export type PaymentButtonStatus = 'loading' | 'ready' | 'processing' | 'unavailable';

export interface PaymentButtonProps {
  /** Whole rupees; the checkout gets amount × 100. */
  amount: number;
  currency?: 'INR';
  description: string;
  metadata: PaymentMetadata;
  userId?: string | null;
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
      payments.open(
        {
          key: opened.keyId,
          amount: rupeesToPaise(props.amount),
          currency: props.currency ?? 'INR',
          name: site.name,
          description: props.description,
          providerOrderId: opened.providerOrderId,
          notes: paymentNotes(props.metadata, props.userId),
          prefill: {},
        },
        {
          onSuccess: (result) => settle() && props.onSuccess(result, opened),
          onDismiss: () => settle() && props.onDismiss(opened),
          onFailure: (failure) => {
            if (settled) return;
            toReady();
            props.onFailure(failure, opened);
          },
        },
      );
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
