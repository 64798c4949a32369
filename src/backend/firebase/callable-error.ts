import { isCallableErrorDetails } from '../firebase-common/callables';
import { BackendError, type BackendErrorCode } from '@/engine/errors';

// Every code a function may name in CallableErrorDetails; a Record so a new code is a compile
// error here until it is listed.
const BACKEND_CODES: Record<BackendErrorCode, true> = {
  unauthenticated: true,
  'permission-denied': true,
  'not-assigned': true,
  'invalid-credentials': true,
  'too-many-requests': true,
  'not-admin': true,
  'invalid-request': true,
  'sold-out': true,
  'over-capacity': true,
  coupon: true,
  'bad-signature': true,
  'not-found': true,
  duplicate: true,
  conflict: true,
  unavailable: true,
  unknown: true,
};

function isBackendErrorCode(value: string): value is BackendErrorCode {
  return Object.hasOwn(BACKEND_CODES, value);
}

/** What the functions SDK rejects with (FunctionsError), read without importing it. */
interface CallableFailure {
  code: string;
  message: string;
  details?: unknown;
}

function isCallableFailure(error: unknown): error is CallableFailure {
  if (!(error instanceof Error)) return false;
  const code: unknown = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('functions/');
}

// The SDK appends the HTTP status to the function's message ("Sold out [400]").
const STATUS_SUFFIX = /\s*\[\d{1,3}\]$/;

export interface CallableMessages {
  /** The function answered with an error that is not one of our flows' (a bug, a bad deploy). */
  failed: string;
  /**
   * No answer from a flow at all: the network failed, the call timed out, or the function
   * crashed before it could say why.
   */
  unreachable: string;
}

/**
 * A callable's failure as the BackendError the function's flow threw (docs/design.md §16.1,
 * callables.ts): a function that refused puts CallableErrorDetails in HttpsError.details, and the
 * visitor gets the same code and message the demo would give. Anything without those details never
 * reached (or never left) a flow, so it is 'unavailable' with a message saying what to do.
 */
export function backendErrorFromCallable(error: unknown, messages: CallableMessages): BackendError {
  if (error instanceof BackendError) return error;
  if (!isCallableFailure(error))
    return new BackendError('unknown', messages.failed, { cause: error });
  if (isCallableErrorDetails(error.details)) {
    const code = error.details.backendCode;
    if (!isBackendErrorCode(code))
      return new BackendError('unknown', messages.failed, { cause: error });
    const message = error.message.replace(STATUS_SUFFIX, '').trim();
    return new BackendError(code, message || messages.failed, { cause: error });
  }
  return new BackendError('unavailable', messages.unreachable, { cause: error });
}
