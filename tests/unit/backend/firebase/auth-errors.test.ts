import { describe, expect, it } from 'vitest';
import { isPopupClosed, toSignInError } from '@/backend/firebase/admin/auth-errors';
import { BackendError } from '@/engine/errors';
import {
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '@/domain/sign-in';

// Shaped like the SDK's FirebaseError: what the adapter reads is the code.
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: (${code}).`), { code });

describe('Firebase sign-in errors → docs/product-spec.md §8', () => {
  it.each([
    'auth/invalid-credential',
    'auth/invalid-login-credentials',
    'auth/wrong-password',
    'auth/user-not-found',
    'auth/invalid-email',
    'auth/missing-password',
  ])('%s → Invalid credentials', (code) => {
    const error = toSignInError(firebaseError(code));
    expect(error).toMatchObject({
      code: 'invalid-credentials',
      message: INVALID_CREDENTIALS_MESSAGE,
    });
    expect(error.cause).toMatchObject({ code });
  });

  it('auth/too-many-requests (Firebase’s own throttle) → Too many failed attempts', () => {
    expect(toSignInError(firebaseError('auth/too-many-requests'))).toMatchObject({
      code: 'too-many-requests',
      message: TOO_MANY_ATTEMPTS_MESSAGE,
    });
  });

  it.each(['auth/user-disabled', 'auth/network-request-failed', 'auth/internal-error'])(
    '%s → Login failed',
    (code) => {
      expect(toSignInError(firebaseError(code))).toMatchObject({
        code: 'unknown',
        message: LOGIN_FAILED_MESSAGE,
      });
    },
  );

  it('anything without a code → Login failed; a BackendError passes as it is', () => {
    expect(toSignInError(new TypeError('boom'))).toMatchObject({ code: 'unknown' });
    expect(toSignInError('text')).toMatchObject({ code: 'unknown' });
    const notAdmin = new BackendError('not-admin', 'x');
    expect(toSignInError(notAdmin)).toBe(notAdmin);
  });

  it('knows a closed Google popup is not a failure', () => {
    expect(isPopupClosed(firebaseError('auth/popup-closed-by-user'))).toBe(true);
    expect(isPopupClosed(firebaseError('auth/cancelled-popup-request'))).toBe(true);
    expect(isPopupClosed(firebaseError('auth/popup-blocked'))).toBe(false);
    expect(isPopupClosed(null)).toBe(false);
  });
});
