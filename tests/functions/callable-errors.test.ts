import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { isCallableErrorDetails } from '@/backend/firebase-common/callables';
import { BackendError, type BackendErrorCode } from '@/engine/errors';
import { HTTPS_CODE_FOR, toHttpsError } from '../../functions/src/callable-errors';

const CODES = Object.keys(HTTPS_CODE_FOR) as BackendErrorCode[];

describe('toHttpsError', () => {
  it.each(CODES)('keeps a %s refusal’s code and message for the browser', (code) => {
    const error = toHttpsError(new BackendError(code, `Message for ${code}.`), 'Fallback.');
    expect(error).toBeInstanceOf(HttpsError);
    expect(error.code).toBe(HTTPS_CODE_FOR[code]);
    expect(error.message).toBe(`Message for ${code}.`);
    expect(isCallableErrorDetails(error.details)).toBe(true);
    expect(error.details).toEqual({ backendCode: code });
    // What the callable protocol sends: the client SDK rebuilds the error from this.
    expect(error.toJSON()).toMatchObject({
      message: `Message for ${code}.`,
      details: { backendCode: code },
    });
  });

  it.each([
    ['too-many-requests', 'resource-exhausted'],
    ['invalid-request', 'invalid-argument'],
    ['bad-signature', 'permission-denied'],
    ['not-found', 'not-found'],
    ['unavailable', 'unavailable'],
    ['unknown', 'internal'],
  ] as const)('answers %s as %s', (code, https) => {
    expect(HTTPS_CODE_FOR[code]).toBe(https);
  });

  it('answers anything else with the fallback message and none of its own text', () => {
    const error = toHttpsError(new Error('FIRESTORE internal: secret path /x/y'), 'Fallback.');
    expect(error.code).toBe('internal');
    expect(error.message).toBe('Fallback.');
    expect(error.details).toEqual({ backendCode: 'unknown' });
  });
});
