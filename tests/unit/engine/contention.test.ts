import { describe, expect, it } from 'vitest';
import { isTransactionContention } from '@/engine/contention';
import { BackendError } from '@/engine/errors';
import { TransactionAbortedError } from '@/engine/in-memory-store';

describe('isTransactionContention', () => {
  it.each<[string, unknown, boolean]>([
    ['the in-memory store giving up', new TransactionAbortedError(5, 'events/x'), true],
    ["the web SDK's ABORTED", Object.assign(new Error('x'), { code: 'aborted' }), true],
    ["the Admin SDK's ABORTED (gRPC 10)", Object.assign(new Error('x'), { code: 10 }), true],
    [
      "the Admin SDK's DEADLINE_EXCEEDED (gRPC 4)",
      Object.assign(new Error('x'), { code: 4 }),
      false,
    ],
    ['permission denied', Object.assign(new Error('x'), { code: 'permission-denied' }), false],
    ['a refusal for the visitor', new BackendError('sold-out', 'Sold out.'), false],
    ['an error without a code', new Error('x'), false],
    ['not an error', 'aborted', false],
    ['nothing', null, false],
  ])('%s: %s', (_name, error, contention) => {
    expect(isTransactionContention(error)).toBe(contention);
  });
});
