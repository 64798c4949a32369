import type { PaymentConfirmation } from '@/backend/backend';
import type { Ticket } from '@/domain/booking';

/**
 * The booking page's one status (CONVENTIONS: a state machine, not boolean soup).
 *
 *   selecting ─start→ creating-order ─payment-required→ paying ─paid→ confirming ─booked→ done
 *        ▲                 │ fulfilled (free) ───────────────────────────────────────────→ done
 *        │                 └ failed → error          paying ─declined/failed→ error
 *        └──── dismissed ── paying                   confirming ─confirm-failed→ confirm-failed ─retry→ confirming
 *
 * An order refused for its coupon goes back from creating-order to selecting (coupon-refused):
 * the coupon field says why, and Pay waits for the visitor's choice (docs/design.md §4.10).
 * `error` and `selecting` both let the visitor edit and try again; their selections are kept.
 */
export type CheckoutState =
  | { status: 'selecting'; notice: string | null }
  | { status: 'creating-order' }
  | { status: 'paying' }
  | { status: 'confirming'; confirmation: PaymentConfirmation }
  | { status: 'confirm-failed'; confirmation: PaymentConfirmation; message: string }
  | { status: 'done'; ticket: Ticket }
  | { status: 'error'; message: string };

export type CheckoutStatus = CheckoutState['status'];

export type CheckoutAction =
  | { type: 'start' }
  | { type: 'payment-required' }
  | { type: 'failed'; message: string }
  | { type: 'coupon-refused' }
  | { type: 'dismissed'; notice: string }
  | { type: 'paid'; confirmation: PaymentConfirmation }
  | { type: 'confirm-failed'; message: string }
  | { type: 'retry-confirm' }
  | { type: 'booked'; ticket: Ticket };

export const initialCheckoutState: CheckoutState = { status: 'selecting', notice: null };

/** States in which the form can be edited and a new attempt started. */
export function isEditable(state: CheckoutState): boolean {
  return state.status === 'selecting' || state.status === 'error';
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'start':
      return isEditable(state) ? { status: 'creating-order' } : state;
    case 'payment-required':
      return state.status === 'creating-order' ? { status: 'paying' } : state;
    case 'failed':
      return state.status === 'creating-order' || state.status === 'paying'
        ? { status: 'error', message: action.message }
        : state;
    case 'coupon-refused':
      return state.status === 'creating-order' ? { status: 'selecting', notice: null } : state;
    case 'dismissed':
      // After a declined payment the visitor closes the checkout: keep the reason on screen.
      return state.status === 'paying' ? { status: 'selecting', notice: action.notice } : state;
    case 'paid':
      // Money moved: confirm it whatever the page was showing (e.g. a retry inside the checkout
      // after it reported a declined card).
      return state.status === 'done'
        ? state
        : { status: 'confirming', confirmation: action.confirmation };
    case 'confirm-failed':
      return state.status === 'confirming'
        ? { status: 'confirm-failed', confirmation: state.confirmation, message: action.message }
        : state;
    case 'retry-confirm':
      return state.status === 'confirm-failed'
        ? { status: 'confirming', confirmation: state.confirmation }
        : state;
    case 'booked':
      return { status: 'done', ticket: action.ticket };
  }
}
