/**
 * Why an operation was refused. The code is what callers branch on — never the message text;
 * the message is written for the person using the site (usually a docs/product-spec.md §8 string).
 */
export type BackendErrorCode =
  | 'unauthenticated'
  | 'permission-denied'
  // Door staff asking about an event not assigned to them (docs/design.md §6.1): the session
  // holds, only this event is refused.
  | 'not-assigned'
  | 'invalid-credentials'
  | 'too-many-requests'
  | 'not-admin'
  | 'invalid-request'
  | 'sold-out'
  | 'over-capacity'
  | 'coupon'
  | 'bad-signature'
  | 'not-found'
  | 'duplicate'
  | 'conflict'
  | 'unavailable'
  | 'unknown';

/** A failure whose message is written for the person using the site. */
export class BackendError extends Error {
  readonly code: BackendErrorCode;
  constructor(code: BackendErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackendError';
    this.code = code;
  }
}

export function isBackendError(error: unknown): error is BackendError {
  return error instanceof BackendError;
}

/**
 * Runs an operation and lets a BackendError through as it is; anything else (a closed database,
 * a lost connection, a bug) becomes BackendError('unknown') with the message the screen shows
 * for that operation (docs/product-spec.md §8), keeping the original as `cause` for the console.
 */
export async function guard<T>(failureMessage: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof BackendError) throw error;
    throw new BackendError('unknown', failureMessage, { cause: error });
  }
}
