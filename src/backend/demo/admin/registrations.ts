import type { Table } from 'dexie';
import { REGISTRATIONS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { REGISTRATIONS_PAGE_SIZE } from '@/domain/registrations';
import { BackendError } from '@/engine/errors';
import type { RegistrationsApi } from '../../admin-backend';
import type { DemoContext } from '../context';
import { adminRead, type CurrentActor } from './as-admin';

interface Listed {
  id: string;
  createdAt: string;
}

/** Where a page ended: the last document's sort key. JSON, so an id may hold any character. */
function encodeCursor(last: Listed): string {
  return JSON.stringify([last.createdAt, last.id]);
}

function decodeCursor(cursor: string): Listed {
  let parsed: unknown;
  try {
    parsed = JSON.parse(cursor);
  } catch {
    parsed = null;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 2 &&
    typeof parsed[0] === 'string' &&
    typeof parsed[1] === 'string'
  ) {
    return { createdAt: parsed[0], id: parsed[1] };
  }
  throw new BackendError('invalid-request', REGISTRATIONS_FETCH_FAILED_MESSAGE);
}

/**
 * One page of a collection, newest first. The createdAt index keeps equal times in primary-key
 * order, so (createdAt, id) descending is a total order and a cursor never skips or repeats a
 * document, even when many share a millisecond. `after` undefined is the first page; null is a
 * source already read to its end. One extra document is read to know whether more follow.
 */
async function pageOf<T extends Listed>(
  table: Table<T, string>,
  after: string | null | undefined,
): Promise<{ items: T[]; next: string | null }> {
  if (after === null) return { items: [], next: null };
  const from = after === undefined ? null : decodeCursor(after);
  const newestFirst = from
    ? table
        .where('createdAt')
        .belowOrEqual(from.createdAt)
        .reverse()
        .filter((doc) => doc.createdAt < from.createdAt || doc.id < from.id)
    : table.orderBy('createdAt').reverse();
  const read = await newestFirst.limit(REGISTRATIONS_PAGE_SIZE + 1).toArray();
  const items = read.slice(0, REGISTRATIONS_PAGE_SIZE);
  const last = items.at(-1);
  return { items, next: read.length > items.length && last ? encodeCursor(last) : null };
}

export function createRegistrationsApi(ctx: DemoContext, actor: CurrentActor): RegistrationsApi {
  const { db } = ctx;
  return {
    list: (options) =>
      adminRead(ctx, actor, REGISTRATIONS_FETCH_FAILED_MESSAGE, async () => {
        const after = options?.after ?? undefined;
        const [bookings, legacy] = await Promise.all([
          pageOf(db.newbookings, after === undefined ? undefined : after.bookings),
          pageOf(db.bookings, after === undefined ? undefined : after.legacy),
        ]);
        return {
          bookings: bookings.items,
          legacy: legacy.items,
          cursor: { bookings: bookings.next, legacy: legacy.next },
        };
      }),
  };
}
