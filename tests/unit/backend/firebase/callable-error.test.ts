import { FunctionsError } from 'firebase/functions';
import { describe, expect, it } from 'vitest';
import { backendErrorFromCallable } from '@/backend/firebase/callable-error';
import { BackendError } from '@/engine/errors';

const MESSAGES = { failed: 'It failed.', unreachable: 'Could not reach it.' };

describe('backendErrorFromCallable', () => {
  it.each([
    [
      'sold-out',
      'failed-precondition',
      'Sorry, this event is sold out. [400]',
      'Sorry, this event is sold out.',
    ],
    [
      'coupon',
      'failed-precondition',
      'This coupon has already been used [400]',
      'This coupon has already been used',
    ],
    [
      'bad-signature',
      'permission-denied',
      'We could not verify this payment. [403]',
      'We could not verify this payment.',
    ],
    [
      'invalid-request',
      'invalid-argument',
      'Please enter a valid email address.',
      'Please enter a valid email address.',
    ],
  ] as const)(
    'turns an HttpsError carrying backendCode %s back into that BackendError, with the message the flow wrote',
    (backendCode, functionsCode, sdkMessage, message) => {
      const error = backendErrorFromCallable(
        new FunctionsError(functionsCode, sdkMessage, { backendCode }),
        MESSAGES,
      );
      expect(error).toBeInstanceOf(BackendError);
      expect(error.code).toBe(backendCode);
      expect(error.message).toBe(message);
    },
  );

  it('keeps the operation message when the function named a code but no words', () => {
    const error = backendErrorFromCallable(
      new FunctionsError('not-found', ' [404]', { backendCode: 'not-found' }),
      MESSAGES,
    );
    expect([error.code, error.message]).toEqual(['not-found', 'It failed.']);
  });

  it('does not trust a backendCode it does not know', () => {
    const error = backendErrorFromCallable(
      new FunctionsError('internal', 'Boom [500]', { backendCode: 'drop-tables' }),
      MESSAGES,
    );
    expect([error.code, error.message]).toEqual(['unknown', 'It failed.']);
  });

  it.each([
    ['a network failure (the SDK reports status 0 as internal)', 'internal', 'internal [0]'],
    ['a timeout', 'deadline-exceeded', 'deadline-exceeded'],
    ['a crash without details', 'internal', 'INTERNAL [500]'],
    ['an overloaded service', 'unavailable', 'Backend error status: UNAVAILABLE [503]'],
  ] as const)('makes %s a clear "unavailable"', (_what, code, message) => {
    const cause = new FunctionsError(code, message);
    const error = backendErrorFromCallable(cause, MESSAGES);
    expect([error.code, error.message]).toEqual(['unavailable', 'Could not reach it.']);
    expect(error.cause).toBe(cause);
  });

  it('passes a BackendError through and makes anything else unknown', () => {
    const own = new BackendError('sold-out', 'Sold out');
    expect(backendErrorFromCallable(own, MESSAGES)).toBe(own);
    const other = backendErrorFromCallable(new TypeError('x is undefined'), MESSAGES);
    expect([other.code, other.message]).toEqual(['unknown', 'It failed.']);
  });
});
