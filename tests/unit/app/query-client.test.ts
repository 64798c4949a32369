import { describe, expect, it } from 'vitest';
import { BackendError, type BackendErrorCode } from '@/backend/backend';
import { shouldRetryRead } from '@/app/query-client';

describe('shouldRetryRead', () => {
  it.each([
    [0, true],
    [1, true],
    [2, false],
    [3, false],
  ])('after failure %i of a read that may pass next time → %s', (failureCount, retry) => {
    expect(shouldRetryRead(failureCount, new Error('offline'))).toBe(retry);
    expect(shouldRetryRead(failureCount, new BackendError('unknown', 'Try again.'))).toBe(retry);
  });

  it.each<BackendErrorCode>([
    'invalid-credentials',
    'too-many-requests',
    'not-admin',
    'invalid-request',
    'sold-out',
    'over-capacity',
    'coupon',
    'bad-signature',
    'not-found',
    'duplicate',
  ])('never asks again after an answer of %s', (code) => {
    expect(shouldRetryRead(0, new BackendError(code, 'No.'))).toBe(false);
  });
});
