import { formatRupees } from './format';
import { BOOKING_SAVE_FAILED_MESSAGE, ORDER_FAILED_MESSAGE } from './orders';
import type { CouponTerms } from './pricing';

// What the visitor is told at each way a booking can stop short (docs/design.md §4.10: unlike the
// spec, nothing is only logged). Every one says whether money moved and that the selections are
// kept.

export const PAYMENT_CANCELLED_MESSAGE =
  'Payment cancelled. Your selections are kept; you can try again.';

export const PAYMENT_OPEN_FAILED_MESSAGE =
  'Failed to process payment: the payment window could not open. Nothing was charged. Please try again.';

export const PAYMENTS_UNAVAILABLE_MESSAGE =
  'The payment service could not be loaded. Please check your connection and reload the page.';

export const CHECKOUT_FAILED_MESSAGE =
  'Something went wrong and your booking was not made. Nothing was charged. Please try again.';

export const CONFIRMING_MESSAGE = 'Payment received. Confirming your booking…';

/** confirmPayment is being asked again (docs/design.md §4.4): the money has moved, nothing is wrong. */
export const SAVING_BOOKING_MESSAGE =
  'Your payment went through. Saving your booking is taking a little longer than usual because many people are booking right now. Please keep this page open; you will not be charged twice.';
export const CREATING_ORDER_MESSAGE = 'Reserving your tickets…';

const MAX_REASON_LENGTH = 200;

/**
 * The provider's own reason, trimmed of a leading "Payment failed" and a trailing full stop so
 * the sentence reads once.
 */
export function paymentDeclinedMessage(reason: string | null | undefined): string {
  const cleaned = (reason ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^payment failed\b[\s:.,-]*/i, '')
    .slice(0, MAX_REASON_LENGTH)
    .replace(/[.\s]+$/, '');
  const why = cleaned === '' ? 'the payment did not go through' : cleaned;
  return `Payment failed: ${why}. Nothing was charged. Please try again.`;
}

/**
 * The payment went through but the booking could not be confirmed. Money may have moved, so the
 * visitor must not pay again: they can retry the confirmation, and they have the payment id.
 */
export function confirmFailedMessage(paymentId: string, contactEmail: string): string {
  return (
    `Your payment (ID ${paymentId}) went through, but we could not confirm your booking yet. ` +
    `Please don't pay again: press "Try again". If it keeps failing, write to ${contactEmail} ` +
    'with this payment ID and we will send your ticket.'
  );
}

/**
 * The page stopped asking confirmPayment after a few minutes of contention or silence: the
 * webhook and the reconcile job settle the payment on the server, and the ticket e-mail goes out
 * when they do (docs/design.md §4.4, §4.7).
 */
export function bookingStillSavingMessage(
  paymentId: string,
  email: string,
  contactEmail: string,
): string {
  return (
    `Your payment (ID ${paymentId}) went through. Saving your booking is taking longer than usual, ` +
    `so you don't need to wait here or pay again: we will e-mail your ticket to ${email} as soon ` +
    'as it is saved, and this site will show it when you come back to the booking page. ' +
    `If nothing has arrived within an hour, write to ${contactEmail} with this payment ID.`
  );
}

/** The server priced the order differently from the summary (e.g. the coupon changed meanwhile). */
export function priceChangedMessage(serverTotal: number, shownTotal: number): string {
  return (
    `The total for this order is now ${formatRupees(serverTotal)}, not ${formatRupees(shownTotal)}. ` +
    'Nothing was charged. Please reload the page to see the current prices.'
  );
}

export function couponAppliedMessage(coupon: CouponTerms): string {
  const limit =
    coupon.attendeeLimit !== undefined && coupon.attendeeLimit >= 1 ? coupon.attendeeLimit : 1;
  const covers = limit === 1 ? '1 Premium ticket' : `up to ${limit} Premium tickets`;
  return `${coupon.code} applied: ${coupon.discountPercentage}% off ${covers}.`;
}

export const COUPON_LOCK_NOTE = 'Remove the coupon to change ticket quantities.';

/**
 * What each checkout write answers when it fails unexpectedly (docs/product-spec.md §8), wherever it runs: the
 * shared checkout writes (demo and Cloud Functions), the callable around them and the browser
 * that called it.
 */
export const CHECKOUT_FAILURE_MESSAGES = {
  createOrder: ORDER_FAILED_MESSAGE,
  // The payment has gone through by now: whatever failed, the visitor must not pay again.
  confirmPayment: BOOKING_SAVE_FAILED_MESSAGE,
  abandonOrder: ORDER_FAILED_MESSAGE,
} as const;
