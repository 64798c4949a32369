// docs/product-spec.md §8 login messages.
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';
/**
 * For a pause whose end is not known here: Firebase Auth's own throttle (auth/too-many-requests)
 * does not say how long it lasts. The lock-out this app keeps says (lockedOutMessage).
 */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed attempts. Please try again later.';
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';
export const NOT_ADMIN_MESSAGE = 'Access denied. Admin privileges required.';

// Not in the spec (docs/design.md §6.2): Google's sign-in loader comes from apis.google.com, so
// "Continue with Google" needs the internet, also against the local emulators.
export const GOOGLE_UNREACHABLE_MESSAGE =
  'Google sign-in needs the internet, and Google could not be reached. Check the connection, or sign in with your e-mail and password.';
export const GOOGLE_LOCAL_STACK_NOTE =
  'On this local stack, Google sign-in still needs the internet: Google’s sign-in loader comes from apis.google.com, and then the Auth emulator shows its own test accounts.';

/**
 * Like Firebase Auth's lock-out (docs/design.md §6.2): 5 wrong passwords within 15 minutes and
 * sign-in pauses until the oldest of them is 15 minutes old.
 */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * How far after `now` a failure may be stamped and still count: another tab's attempt that
 * began a moment after this one (each is stamped with the time it began) and failed first.
 * Beyond it a time is not believed (a clock that jumped back).
 */
export const LATER_ATTEMPT_MS = 5_000;

/** The failure times (ms since epoch) that still count, oldest first. */
export function recentFailures(failures: readonly number[], now: Date): number[] {
  const since = now.getTime() - SIGN_IN_FAILURE_WINDOW_MS;
  return failures.filter((at) => at > since && at <= now.getTime() + LATER_ATTEMPT_MS);
}

/** True when the next attempt must be refused without checking the password. */
export function isSignInLocked(failures: readonly number[], now: Date): boolean {
  return recentFailures(failures, now).length >= SIGN_IN_MAX_FAILURES;
}

/** The list to keep after one more wrong password; old entries drop off so it never grows. */
export function withFailure(failures: readonly number[], now: Date): number[] {
  return [...recentFailures(failures, now), now.getTime()].slice(-SIGN_IN_MAX_FAILURES);
}

/**
 * When a locked sign-in opens again: the moment the oldest of the last 5 failures turns 15
 * minutes old and the count drops below 5. Null when sign-in is not locked.
 */
export function signInUnlocksAt(failures: readonly number[], now: Date): Date | null {
  const recent = recentFailures(failures, now).sort((a, b) => a - b);
  if (recent.length < SIGN_IN_MAX_FAILURES) return null;
  const oldestThatLocks = recent[recent.length - SIGN_IN_MAX_FAILURES] ?? now.getTime();
  return new Date(oldestThatLocks + SIGN_IN_FAILURE_WINDOW_MS);
}

const MINUTE_MS = 60 * 1000;

/**
 * The refusal while locked, with how long is left (docs/design.md §6.2): whole minutes rounded
 * up, so it never promises a time at which sign-in is still refused.
 */
export function lockedOutMessage(unlocksAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((unlocksAt.getTime() - now.getTime()) / MINUTE_MS));
  return `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
