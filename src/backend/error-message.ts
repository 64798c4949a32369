import { NOT_ADMIN_MESSAGE } from '@/domain/sign-in';
import { SIGN_IN_REQUIRED_MESSAGE } from '@/engine/access-messages';
import { isBackendError, type BackendErrorCode } from '@/engine/errors';

/**
 * The one place a screen turns a failure into words (docs/product-spec.md §8). The code decides,
 * never the text: refusals of the session get their fixed message; a failure the backend could not
 * explain ('unknown', 'unavailable') keeps the operation's message the adapter gave it, or the
 * screen's own when it has none, as does anything that is not a BackendError at all; every other
 * code carries a message written for the person.
 */
const FIXED: Partial<Record<BackendErrorCode, string>> = {
  unauthenticated: SIGN_IN_REQUIRED_MESSAGE,
  'permission-denied': NOT_ADMIN_MESSAGE,
};

export function messageFor(error: unknown, screenFallback: string): string {
  if (!isBackendError(error)) return screenFallback;
  if (error.code === 'unknown' || error.code === 'unavailable') {
    return error.message || screenFallback;
  }
  return FIXED[error.code] ?? error.message;
}
