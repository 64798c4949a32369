// docs/product-spec.md §8 login messages.
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed attempts. Please try again later.';
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';
export const NOT_ADMIN_MESSAGE = 'Access denied. Admin privileges required.';

/**
 * Like Firebase Auth's lock-out (docs/design.md §6.2): 5 wrong passwords within 15 minutes and
 * sign-in pauses until the oldest of them is 15 minutes old.
 */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** The failure times (ms since epoch) that still count, oldest first. */
export function recentFailures(failures: readonly number[], now: Date): number[] {
  const since = now.getTime() - SIGN_IN_FAILURE_WINDOW_MS;
  return failures.filter((at) => at > since && at <= now.getTime());
}

/** True when the next attempt must be refused without checking the password. */
export function isSignInLocked(failures: readonly number[], now: Date): boolean {
  return recentFailures(failures, now).length >= SIGN_IN_MAX_FAILURES;
}

/** The list to keep after one more wrong password; old entries drop off so it never grows. */
export function withFailure(failures: readonly number[], now: Date): number[] {
  return [...recentFailures(failures, now), now.getTime()].slice(-SIGN_IN_MAX_FAILURES);
}
