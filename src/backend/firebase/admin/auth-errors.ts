import {
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '@/domain/sign-in';
import { BackendError } from '@/engine/errors';

/**
 * Firebase Auth's answers that mean "this e-mail and password do not sign anyone in"
 * (docs/product-spec.md §8: user-not-found or wrong-password → 'Invalid credentials'). With e-mail
 * enumeration protection on (the default for new projects) Firebase says auth/invalid-credential
 * for both; older projects and the emulator still name which one. A malformed e-mail or an empty
 * password can match no account either.
 */
const INVALID_CREDENTIAL_CODES = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/missing-password',
  'auth/missing-email',
]);

/** The chooser was closed without a pick: not a failure (admin-backend.ts signInWithGoogle). */
const POPUP_CLOSED_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

export function authErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

export function isPopupClosed(error: unknown): boolean {
  return POPUP_CLOSED_CODES.has(authErrorCode(error) ?? '');
}

/** Where Firebase Auth fetches Google's sign-in loader (gapi) from. */
const GOOGLE_LOADER_ORIGIN = 'https://apis.google.com/';

/**
 * Google's sign-in could not reach Google: the loader's script failed to load (the SDK reports it
 * as auth/internal-error with the script's error event as customData) or a request timed out.
 */
export function isGoogleUnreachable(error: unknown): boolean {
  const code = authErrorCode(error);
  if (code === 'auth/network-request-failed') return true;
  if (code !== 'auth/internal-error') return false;
  const event = (error as { customData?: { target?: { src?: unknown } } }).customData;
  const src = event?.target?.src;
  return typeof src === 'string' && src.startsWith(GOOGLE_LOADER_ORIGIN);
}

export function isInvalidCredentials(error: unknown): boolean {
  return INVALID_CREDENTIAL_CODES.has(authErrorCode(error) ?? '');
}

/**
 * The port's error for a failed Firebase sign-in (docs/product-spec.md §8), the original kept as
 * `cause` for the console. Anything unexpected (a disabled account, a lost connection, a blocked
 * popup) is 'Login failed. Please try again.'.
 */
export function toSignInError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  if (isInvalidCredentials(error)) {
    return new BackendError('invalid-credentials', INVALID_CREDENTIALS_MESSAGE, { cause: error });
  }
  if (authErrorCode(error) === 'auth/too-many-requests') {
    return new BackendError('too-many-requests', TOO_MANY_ATTEMPTS_MESSAGE, { cause: error });
  }
  return new BackendError('unknown', LOGIN_FAILED_MESSAGE, { cause: error });
}
