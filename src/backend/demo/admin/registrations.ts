import type { Table } from 'dexie';
import { REGISTRATIONS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { matchesEventAndCheckIn, searchTermOf } from '@/domain/registration-search';
import {
  NO_REGISTRATION_FILTER,
  REGISTRATIONS_PAGE_SIZE,
  compareNewestFirst,
  type RegistrationFilter,
} from '@/domain/registrations';
import { BackendError } from '@/engine/errors';
import type { RegistrationsApi } from '../../admin-backend';
import type { DemoContext } from '../context';
import type { StoredBooking, StoredLegacyBooking } from '../db';
import { SEARCH_WORDS_FIELD } from '../search-words';
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

interface Page<T> {
  items: T[];
  next: string | null;
  /** Matching documents in all, on a first page; null after a cursor. */
  total: number | null;
}

const comesAfter = (doc: Listed, from: Listed) =>
  doc.createdAt < from.createdAt || (doc.createdAt === from.createdAt && doc.id < from.id);

function pageFrom<T extends Listed>(read: T[], from: Listed | null, total: number | null): Page<T> {
  const items = read.slice(0, REGISTRATIONS_PAGE_SIZE);
  const last = items.at(-1);
  return {
    items,
    next: read.length > items.length && last ? encodeCursor(last) : null,
    total: from ? null : total,
  };
}

/**
 * With no filter, one page read by the createdAt index, newest first. The index keeps equal
 * times in primary-key order, so (createdAt, id) descending is a total order and a cursor never
 * skips or repeats a document, even when many share a millisecond. One extra document is read to
 * know whether more follow.
 */
async function unfilteredPage<T extends Listed>(
  table: Table<T, string>,
  from: Listed | null,
): Promise<Page<T>> {
  const newestFirst = from
    ? table
        .where('createdAt')
        .belowOrEqual(from.createdAt)
        .reverse()
        .filter((doc) => comesAfter(doc, from))
    : table.orderBy('createdAt').reverse();
  const [read, total] = await Promise.all([
    newestFirst.limit(REGISTRATIONS_PAGE_SIZE + 1).toArray(),
    from ? Promise.resolve(null) : table.count(),
  ]);
  return pageFrom(read, from, total);
}

/**
 * The documents that could match a filter. A search reads only the documents with a word that
 * starts with its term, found through the `*searchWords` index (search-words.ts), so a keystroke
 * reads its matches, not every booking: reading all 5,000 took most of a keystroke's 100 ms
 * budget (docs/design.md §14.3). Without a search, one event's documents come by the eventId
 * index, else all of them.
 */
async function candidatesOf<T extends Listed & { eventId: string }>(
  table: Table<T, string>,
  filter: RegistrationFilter,
): Promise<T[]> {
  const term = searchTermOf(filter.search);
  if (term !== '') {
    // A document with two words of this start is listed once per word.
    const ids = new Set(await table.where(SEARCH_WORDS_FIELD).startsWith(term).primaryKeys());
    const found = await table.bulkGet([...ids]);
    return found.filter((doc): doc is T => doc !== undefined);
  }
  return filter.eventId === ''
    ? table.toArray()
    : table.where('eventId').equals(filter.eventId).toArray();
}

/**
 * With a filter, the candidates that pass the event and check-in filters, ordered, counted and
 * cut after the cursor; the count comes from the same read.
 */
async function filteredPage<T extends Listed & { eventId: string; checkedIn?: boolean | null }>(
  table: Table<T, string>,
  filter: RegistrationFilter,
  from: Listed | null,
): Promise<Page<T>> {
  const matching = (await candidatesOf(table, filter))
    .filter((doc) => matchesEventAndCheckIn(doc, filter))
    .sort(compareNewestFirst);
  const after = from ? matching.filter((doc) => comesAfter(doc, from)) : matching;
  return pageFrom(after.slice(0, REGISTRATIONS_PAGE_SIZE + 1), from, matching.length);
}

const isUnfiltered = (filter: RegistrationFilter) =>
  filter.search.trim() === '' && filter.eventId === '' && filter.checkIn === 'all';

export function createRegistrationsApi(ctx: DemoContext, actor: CurrentActor): RegistrationsApi {
  const { db } = ctx;
  async function pageOf<T extends StoredBooking | StoredLegacyBooking>(
    table: Table<T, string>,
    filter: RegistrationFilter,
    after: string | null | undefined,
  ): Promise<Page<T>> {
    if (after === null) return { items: [], next: null, total: null };
    const from = after === undefined ? null : decodeCursor(after);
    return isUnfiltered(filter) ? unfilteredPage(table, from) : filteredPage(table, filter, from);
  }
  return {
    // The database is in this browser: every keystroke can be answered at once.
    searchPauseMs: 0,
    list: (options) =>
      adminRead(ctx, actor, REGISTRATIONS_FETCH_FAILED_MESSAGE, async () => {
        const filter = options?.filter ?? NO_REGISTRATION_FILTER;
        const after = options?.after;
        const [bookings, legacy] = await Promise.all([
          pageOf(db.newbookings, filter, after && after.bookings),
          pageOf(db.bookings, filter, after && after.legacy),
        ]);
        return {
          bookings: bookings.items,
          legacy: legacy.items,
          cursor: { bookings: bookings.next, legacy: legacy.next },
          total: after ? null : (bookings.total ?? 0) + (legacy.total ?? 0),
        };
      }),
  };
}
