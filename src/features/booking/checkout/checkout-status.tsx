import {
  CONFIRMING_MESSAGE,
  CREATING_ORDER_MESSAGE,
  SAVING_BOOKING_MESSAGE,
} from '@/domain/checkout-messages';
import type { CheckoutState } from './checkout-state';

const PROGRESS: Partial<Record<CheckoutState['status'], string>> = {
  'creating-order': CREATING_ORDER_MESSAGE,
  paying: 'Complete the payment in the checkout window.',
  confirming: CONFIRMING_MESSAGE,
  done: 'Booked! Opening your ticket…',
};

/** What the booking is doing now, and why it stopped if it did. */
export function CheckoutStatusMessage({
  state,
  savingSlowly,
  onRetryConfirm,
}: {
  state: CheckoutState;
  /** Confirming, and asking again after a failure (docs/design.md §4.4). */
  savingSlowly: boolean;
  onRetryConfirm: () => void;
}) {
  const progress = savingSlowly ? SAVING_BOOKING_MESSAGE : PROGRESS[state.status];
  return (
    <>
      <p role="status" className="mt-3 min-h-5 text-center text-sm text-muted">
        {progress ?? (state.status === 'selecting' ? state.notice : null)}
      </p>
      {state.status === 'error' && (
        <p
          role="alert"
          className="rounded-xl border border-rani-soft/50 bg-rani-deep/20 p-3 text-sm text-cream"
        >
          {state.message}
        </p>
      )}
      {state.status === 'confirm-failed' && (
        <div
          role="alert"
          className="rounded-xl border border-rani-soft/50 bg-rani-deep/20 p-3 text-sm text-cream"
        >
          <p>{state.message}</p>
          <button type="button" onClick={onRetryConfirm} className="btn-pink mt-3 w-full">
            Try again
          </button>
        </div>
      )}
    </>
  );
}
