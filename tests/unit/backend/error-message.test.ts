import { describe, expect, it } from 'vitest';
import { BackendError, type BackendErrorCode } from '@/backend/backend';
import { messageFor } from '@/backend/error-message';
import { NOT_ADMIN_MESSAGE } from '@/domain/sign-in';
import { SIGN_IN_REQUIRED_MESSAGE } from '@/engine/require-admin';

const FALLBACK = 'Failed to fetch events.';

describe('messageFor', () => {
  it.each<[string, unknown, string]>([
    ['a plain Error', new Error('IDBDatabase closed'), FALLBACK],
    ['a thrown string', 'boom', FALLBACK],
    ['nothing', undefined, FALLBACK],
    [
      'unknown with its screen message',
      new BackendError('unknown', 'Failed to save event.'),
      'Failed to save event.',
    ],
    ['unknown without a message', new BackendError('unknown', ''), FALLBACK],
    ['unavailable', new BackendError('unavailable', ''), FALLBACK],
    [
      'unauthenticated, whatever it says',
      new BackendError('unauthenticated', 'x'),
      SIGN_IN_REQUIRED_MESSAGE,
    ],
    [
      'permission-denied, whatever it says',
      new BackendError('permission-denied', 'x'),
      NOT_ADMIN_MESSAGE,
    ],
  ])('%s → %j', (_name, error, expected) => {
    expect(messageFor(error, FALLBACK)).toBe(expected);
  });

  it.each<BackendErrorCode>([
    'sold-out',
    'over-capacity',
    'coupon',
    'invalid-request',
    'duplicate',
    'conflict',
    'not-found',
  ])('%s carries the words written for the visitor', (code) => {
    expect(messageFor(new BackendError(code, 'Only 3 tickets left'), FALLBACK)).toBe(
      'Only 3 tickets left',
    );
  });
});
