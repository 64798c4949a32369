import { isValidEmail, normaliseEmail } from '@/domain/email';
import {
  INVALID_CREDENTIALS_MESSAGE,
  lockedOutMessage,
  signInUnlocksAt,
  withFailure,
} from '@/domain/sign-in';
import { BackendError, isBackendError } from '@/engine/errors';
import { memoryOnly, storageOrMemory, type KeptValues } from '@/lib/safe-storage';

/**
 * The port's password sign-in lock-out (admin-backend.ts; docs/design.md §6.2: 5 failures in 15 minutes,
 * and then even the right password is refused), written once for every adapter: the policy is
 * the domain's (sign-in.ts), the failures are kept through safe-storage, and each adapter only
 * says how a password is checked. Firebase Auth has its own, stricter server-side throttle
 * (auth/too-many-requests), but its threshold is Google's and unpublished; this keeps the
 * organisers' promise the same on every backend. It is a courtesy pause, not a defence.
 */

/**
 * Failed password sign-ins per e-mail, kept by each browser (browserFailureLog): so per device
 * and e-mail. Per e-mail because organisers share one phone at the door, and one of them
 * mistyping must not lock the others' accounts; per device because a phone where someone
 * mistypes must not lock the same account on the door team's other phones. The tabs of one
 * browser share the count, so a new tab is no way round it. (Firebase Auth's own throttle is
 * Google's to key, and may cover the account everywhere: auth-errors.ts.)
 */
export interface SignInFailureLog {
  read(email: string): number[];
  add(email: string, now: Date): void;
  clear(email: string): void;
}

function parse(value: string | null): number[] {
  try {
    const times: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(times) ? times.filter((t): t is number => Number.isFinite(t)) : [];
  } catch {
    return [];
  }
}

/**
 * Each read-modify-write is synchronous, so failures made at once in two tabs (which share
 * localStorage) are all counted.
 */
function failureLog(values: KeptValues, keyOf: (email: string) => string): SignInFailureLog {
  const read = (email: string) => parse(values.read(keyOf(email)));
  return {
    read,
    add: (email, now) => values.write(keyOf(email), JSON.stringify(withFailure(read(email), now))),
    clear: (email) => values.write(keyOf(email), null),
  };
}

/**
 * In localStorage, so a reload or another tab of this browser sees the same count and cannot be
 * used to start afresh; in this page's memory where storage is blocked.
 */
export function browserFailureLog(keyOf: (email: string) => string): SignInFailureLog {
  return failureLog(storageOrMemory('local'), keyOf);
}

/** In this page's memory only: for tests (one log per test). */
export function memoryFailureLog(): SignInFailureLog {
  return failureLog(memoryOnly(), (email) => email);
}

/**
 * docs/product-spec.md §6, §8 password sign-in around an adapter's own check: a malformed e-mail is refused
 * without a count (no account has one); a locked e-mail is refused before its password is
 * looked at; a wrong password ('invalid-credentials' from `checkPassword`) is counted, and a
 * right one clears the count. Resolves with what `checkPassword` resolved with.
 */
export async function signInWithLockout<T>(
  failures: SignInFailureLog,
  rawEmail: unknown,
  now: Date,
  checkPassword: (email: string) => Promise<T>,
): Promise<T> {
  const email = normaliseEmail(String(rawEmail ?? ''));
  if (!isValidEmail(email)) {
    throw new BackendError('invalid-credentials', INVALID_CREDENTIALS_MESSAGE);
  }
  const unlocksAt = signInUnlocksAt(failures.read(email), now);
  if (unlocksAt !== null) {
    throw new BackendError('too-many-requests', lockedOutMessage(unlocksAt, now));
  }
  let checked: T;
  try {
    checked = await checkPassword(email);
  } catch (error) {
    if (isBackendError(error) && error.code === 'invalid-credentials') {
      failures.add(email, now);
    }
    throw error;
  }
  failures.clear(email);
  return checked;
}
