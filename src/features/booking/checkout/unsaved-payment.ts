// The payments this browser saw go through but not yet saved as bookings (docs/design.md §4.4),
// kept in localStorage so that they outlive the tab and a restart: when a booking page's own
// retries ran out (or the tab closed while confirming), the next booking page in this browser asks
// confirmPayment once more for each — which answers with the ticket once the webhook or the
// reconcile job has saved it, or this page's retry has. Only the signed Checkout answers are kept;
// confirmPayment checks them again on the server, so a forged one gets nothing.
//
// Kept by payment (one browser can pay twice before either is saved: two tabs, or a second
// booking after the first), at most 10, for a day: by then the webhook and the reconcile job have
// settled the payment and e-mailed its ticket, or it is being refunded.
import type { PaymentConfirmation } from '@/backend/backend';
import { storageOrMemory, type KeptValues } from '@/lib/safe-storage';

export const UNSAVED_PAYMENTS_KEY = 'unsavedPayments';
/** Where the previous version kept its one unsaved payment. */
export const OLD_VERSION_KEY = 'unsavedPayment';
export const MAX_UNSAVED_PAYMENTS = 10;
export const UNSAVED_PAYMENT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** One payment kept, and when (ISO). */
interface KeptPayment extends PaymentConfirmation {
  keptAt: string;
}

const FIELDS = ['orderId', 'providerOrderId', 'paymentId', 'signature'] as const;

function confirmationIn(value: unknown): PaymentConfirmation | null {
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
}

function parsedJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function unsavedPaymentStore({
  kept,
  now = () => new Date(),
}: {
  kept: KeptValues;
  now?: () => Date;
}) {
  const read = (): KeptPayment[] => {
    const stored = parsedJson(kept.read(UNSAVED_PAYMENTS_KEY));
    const oldest = now().getTime() - UNSAVED_PAYMENT_LIFETIME_MS;
    return (Array.isArray(stored) ? stored : []).flatMap((value: unknown) => {
      const confirmation = confirmationIn(value);
      const keptAt = (value as { keptAt?: unknown } | null)?.keptAt;
      if (!confirmation || typeof keptAt !== 'string' || !(Date.parse(keptAt) > oldest)) return [];
      return [{ ...confirmation, keptAt }];
    });
  };
  const write = (payments: KeptPayment[]) =>
    kept.write(
      UNSAVED_PAYMENTS_KEY,
      payments.length ? JSON.stringify(payments.slice(-MAX_UNSAVED_PAYMENTS)) : null,
    );
  const keep = (confirmation: PaymentConfirmation) =>
    write([
      ...read().filter((payment) => payment.paymentId !== confirmation.paymentId),
      { ...confirmation, keptAt: now().toISOString() },
    ]);

  return {
    /** Checkout reported `confirmation`: kept until it is a ticket or answered for good. */
    keep,

    /** The payment is a ticket, or was refused with a reason: no longer kept. */
    forget(paymentId: string): void {
      write(read().filter((payment) => payment.paymentId !== paymentId));
    },

    /** The payments pages before this one left unsaved, oldest first; a day-old one is dropped. */
    list(): PaymentConfirmation[] {
      const oldVersion = confirmationIn(parsedJson(kept.read(OLD_VERSION_KEY)));
      kept.write(OLD_VERSION_KEY, null);
      if (oldVersion) keep(oldVersion);
      const payments = read();
      write(payments);
      return payments.map(({ keptAt: _keptAt, ...confirmation }) => confirmation);
    },
  };
}

const thisBrowser = unsavedPaymentStore({ kept: storageOrMemory('local') });

export const keepUnsavedPayment = thisBrowser.keep;
export const forgetUnsavedPayment = thisBrowser.forget;
export const unsavedPayments = thisBrowser.list;
