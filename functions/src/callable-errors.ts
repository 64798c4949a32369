import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { CallableErrorDetails } from '@/backend/firebase-common/callables';
import { BackendError, type BackendErrorCode } from '@/engine/errors';

/**
 * The HttpsError code for each refusal of a flow. The web adapter reads `details.backendCode`,
 * not this; the HTTP code is what Cloud Logging, monitoring and other clients see.
 */
export const HTTPS_CODE_FOR: Readonly<Record<BackendErrorCode, FunctionsErrorCode>> = {
  unauthenticated: 'unauthenticated',
  'permission-denied': 'permission-denied',
  'not-assigned': 'permission-denied',
  'invalid-credentials': 'unauthenticated',
  'too-many-requests': 'resource-exhausted',
  'not-admin': 'permission-denied',
  'invalid-request': 'invalid-argument',
  'sold-out': 'failed-precondition',
  'over-capacity': 'failed-precondition',
  coupon: 'failed-precondition',
  'bad-signature': 'permission-denied',
  'not-found': 'not-found',
  duplicate: 'already-exists',
  conflict: 'aborted',
  unavailable: 'unavailable',
  unknown: 'internal',
};

/**
 * What a callable throws back to the browser: a flow's refusal keeps its code (in details) and
 * its visitor-facing message. Anything else reaching here is a bug; it is answered with
 * `fallbackMessage` and nothing of its own text, which could carry internals.
 */
export function toHttpsError(error: unknown, fallbackMessage: string): HttpsError {
  if (error instanceof HttpsError) return error;
  const refusal =
    error instanceof BackendError ? error : new BackendError('unknown', fallbackMessage);
  const details: CallableErrorDetails = { backendCode: refusal.code };
  return new HttpsError(HTTPS_CODE_FOR[refusal.code], refusal.message, details);
}
