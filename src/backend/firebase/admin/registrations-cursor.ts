import { Timestamp } from 'firebase/firestore';
import { REGISTRATIONS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { BackendError } from '@/engine/errors';

/**
 * Where a page of registrations ended: the last document's createdAt exactly as stored and its
 * id, the two keys the query orders by. Kept exact (a Timestamp's seconds and nanoseconds,
 * not an ISO string rounded to milliseconds: documents written by the original app carry
 * microseconds), so `startAfter` neither repeats nor skips a document. A createdAt the original
 * app stored as text orders after every Timestamp in Firestore and is carried as text.
 */
export type PageEnd = { createdAt: Timestamp | string; id: string };

const MAX_NANOS = 999_999_999;

export function encodeCursor(end: PageEnd): string {
  const { createdAt, id } = end;
  return JSON.stringify(
    typeof createdAt === 'string'
      ? ['s', createdAt, id]
      : ['t', createdAt.seconds, createdAt.nanoseconds, id],
  );
}

/** The page end a cursor names; 'invalid-request' for anything this adapter did not issue. */
export function decodeCursor(cursor: unknown): PageEnd {
  let parsed: unknown = null;
  try {
    parsed = typeof cursor === 'string' ? JSON.parse(cursor) : null;
  } catch {
    parsed = null;
  }
  if (Array.isArray(parsed)) {
    const [kind, ...rest] = parsed as unknown[];
    if (kind === 's' && rest.length === 2) {
      const [createdAt, id] = rest;
      if (typeof createdAt === 'string' && typeof id === 'string' && id !== '')
        return { createdAt, id };
    }
    if (kind === 't' && rest.length === 3) {
      const [seconds, nanos, id] = rest;
      if (
        Number.isSafeInteger(seconds) &&
        Number.isInteger(nanos) &&
        (nanos as number) >= 0 &&
        (nanos as number) <= MAX_NANOS &&
        typeof id === 'string' &&
        id !== ''
      ) {
        try {
          return { createdAt: new Timestamp(seconds as number, nanos as number), id };
        } catch {
          // Out of Timestamp's range: not a cursor we issued.
        }
      }
    }
  }
  throw new BackendError('invalid-request', REGISTRATIONS_FETCH_FAILED_MESSAGE);
}
