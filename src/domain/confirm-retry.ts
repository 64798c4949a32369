/**
 * docs/design.md §4.4: when confirmPayment could not save a booking that has been paid for (the
 * function gave up on contention, ran out of time, or was not reached), the booking page asks
 * again by itself after each of these waits, telling the buyer the payment went through and the
 * booking is being saved. About two minutes of waiting in all, on top of the function's own
 * minute of retries; after that the webhook and the reconcile job settle the payment, and the
 * buyer is told the ticket will come by e-mail.
 */
export const CONFIRM_RETRY_DELAYS_MS: readonly number[] = [
  1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000,
];

/**
 * The wait before retry `retry` (0-based): between half and all of its step, so that buyers who
 * paid in the same second do not all ask again in the same second. Null when none is left.
 */
export function confirmRetryDelay(
  retry: number,
  random: () => number = Math.random,
): number | null {
  const step = CONFIRM_RETRY_DELAYS_MS[retry];
  if (step === undefined) return null;
  return Math.round(step / 2 + random() * (step / 2));
}
