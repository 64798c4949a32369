// A payment this browser saw go through but not yet saved as a booking (docs/design.md §4.4),
// kept in localStorage so that it outlives the tab and a restart: when the booking page's own
// retries ran out (or the tab closed while confirming), the next booking page in this browser asks
// confirmPayment once more — which answers with the ticket once the webhook or the reconcile job
// has saved it, or this page's retry has — and shows the ticket. Only the signed Checkout answer
// is kept; confirmPayment checks it again on the server, so a forged one gets nothing.
import type { PaymentConfirmation } from '@/backend/backend';
import { storageOrMemory } from '@/lib/safe-storage';

const UNSAVED_PAYMENT_KEY = 'unsavedPayment';
const kept = storageOrMemory('local');

/** Checkout reported `confirmation`; null once it is a ticket or has been answered for good. */
export function keepUnsavedPayment(confirmation: PaymentConfirmation | null): void {
  kept.write(UNSAVED_PAYMENT_KEY, confirmation === null ? null : JSON.stringify(confirmation));
}

const FIELDS = ['orderId', 'providerOrderId', 'paymentId', 'signature'] as const;

function parsed(raw: string | null): PaymentConfirmation | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (!FIELDS.every((field) => typeof record[field] === 'string' && record[field] !== ''))
      return null;
    const text = (field: (typeof FIELDS)[number]) => String(record[field]);
    return {
      orderId: text('orderId'),
      providerOrderId: text('providerOrderId'),
      paymentId: text('paymentId'),
      signature: text('signature'),
    };
  } catch {
    return null;
  }
}

/** The payment a page before this one left unsaved, if any. */
export function unsavedPayment(): PaymentConfirmation | null {
  return parsed(kept.read(UNSAVED_PAYMENT_KEY));
}
