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
import type { DemoDatabase, StoredBooking, StoredLegacyBooking } from '../db';
import type { BookingTable, NewestFirst } from '../newest-first-order';
import { SEARCH_WORDS_FIELD } from '../search-words';
import { adminReadAlongside, type CurrentActor } from './as-admin';

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
 * The ids of the documents that could match a filter that searches: those with a word that starts
 * with its term, found through the `*searchWords` index (search-words.ts), narrowed to one event
 * by the eventId index. Keys only: no document is read to find or count the matches.
 */
async function searchedIds<T extends Listed>(
  table: Table<T, string>,
  filter: RegistrationFilter,
  term: string,
): Promise<Set<string>> {
  const [matching, ofEvent] = await Promise.all([
    table.where(SEARCH_WORDS_FIELD).startsWith(term).primaryKeys(),
    filter.eventId === ''
      ? Promise.resolve(null)
      : table.where('eventId').equals(filter.eventId).primaryKeys(),
  ]);
  // A document with two words of this start is listed once per word; the Set keeps it once.
  const ids = new Set(matching);
  if (ofEvent === null) return ids;
  const inEvent = new Set(ofEvent);
  return new Set([...ids].filter((id) => inEvent.has(id)));
}

/** Where `from` falls in `listed` (newest first): the first entry that comes after it. */
function firstAfter(listed: readonly Listed[], from: Listed): number {
  let low = 0;
  let high = listed.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (comesAfter(listed[mid]!, from)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * Every id of `table` newest first, or, after a cursor, every id that comes after it: from the
 * session's order in memory when it holds one (newest-first-order.ts), else from the createdAt
 * index's keys: the index keeps equal times in id order, so reversed it is (createdAt, id)
 * descending, the order of compareNewestFirst. Ascending key ranges are read whole by one
 * getAllKeys; a reverse cursor would step through them one by one.
 */
async function idsNewestFirst<T extends Listed>(
  table: Table<T, string>,
  from: Listed | null,
  held: NewestFirst | undefined,
): Promise<string[]> {
  if (held) {
    const after = from ? held.listed.slice(firstAfter(held.listed, from)) : held.listed;
    return after.map(({ id }) => id);
  }
  if (!from) return (await table.orderBy('createdAt').primaryKeys()).reverse();
  const [older, sameTime] = await Promise.all([
    table.where('createdAt').below(from.createdAt).primaryKeys(),
    table.where('createdAt').equals(from.createdAt).primaryKeys(),
  ]);
  // Both ascending: the older times, then the cursor's own time up to its id.
  return [...older, ...sameTime.filter((id) => id < from.id)].reverse();
}

/**
 * Up to this many matches are read whole and ordered in memory: about what the page reads anyway,
 * and fewer reads than ordering by the createdAt index.
 */
const READ_WHOLE_AT_MOST = 2 * REGISTRATIONS_PAGE_SIZE;

/** The first REGISTRATIONS_PAGE_SIZE + 1 of `ordered` that are in `ids`, in that order. */
function pageIdsOf(ordered: readonly string[], ids: ReadonlySet<string>): string[] {
  const pageIds: string[] = [];
  for (const id of ordered) {
    if (!ids.has(id)) continue;
    pageIds.push(id);
    if (pageIds.length > REGISTRATIONS_PAGE_SIZE) break;
  }
  return pageIds;
}

/**
 * With an event or check-in filter and no search, or a check-in filter with one, the candidates
 * read whole (check-in is not indexed), filtered, ordered, counted and cut after the cursor.
 */
async function filteredPage<T extends Listed & { eventId: string; checkedIn?: boolean | null }>(
  table: Table<T, string>,
  filter: RegistrationFilter,
  from: Listed | null,
  searched: ReadonlySet<string> | null,
): Promise<Page<T>> {
  const candidates = searched
    ? (await table.bulkGet([...searched])).filter((doc): doc is T => doc !== undefined)
    : filter.eventId === ''
      ? await table.toArray()
      : await table.where('eventId').equals(filter.eventId).toArray();
  const matching = candidates
    .filter((doc) => matchesEventAndCheckIn(doc, filter))
    .sort(compareNewestFirst);
  const after = from ? matching.filter((doc) => comesAfter(doc, from)) : matching;
  return pageFrom(after.slice(0, REGISTRATIONS_PAGE_SIZE + 1), from, matching.length);
}

/**
 * The page of `table` that `filter` asks for, after `from`. A wide search (no check-in filter)
 * reads no match whole to count or order it: the ids and count come from the indexes, the order
 * from the createdAt index's keys, then only the page's documents are read, where reading every
 * match was a thousand documents for a one-character search among 5,000 (docs/design.md §14.3).
 * Between reads it stops once `signal` aborts, so keys typed fast do not leave stale searches
 * reading on.
 */
async function filteredOrSearchedPage<
  T extends Listed & { eventId: string; checkedIn?: boolean | null },
>(
  table: Table<T, string>,
  filter: RegistrationFilter,
  from: Listed | null,
  signal: AbortSignal | undefined,
  held: NewestFirst | undefined,
): Promise<Page<T>> {
  const term = searchTermOf(filter.search);
  if (term === '') return filteredPage(table, filter, from, null);
  // A one-character term (a search's first key) starts the words of a large share of all the
  // bookings, so it is read as wide at once: the order alongside the matches, a round trip fewer.
  // Reading the order alongside every search made the narrow keys after it slower.
  const wideLikely = filter.checkIn === 'all' && term.length === 1 && !held;
  const [searched, orderedEarly] = await Promise.all([
    searchedIds(table, filter, term),
    wideLikely ? idsNewestFirst(table, from, held) : Promise.resolve(null),
  ]);
  signal?.throwIfAborted();
  // Check-in is not indexed, so that filter reads the matches whole; so does a narrow search (most
  // keys after the first): one read fewer than ordering a few matches by the index.
  if (filter.checkIn !== 'all' || searched.size <= READ_WHOLE_AT_MOST) {
    return filteredPage(table, filter, from, searched);
  }
  const ordered = orderedEarly ?? (await idsNewestFirst(table, from, held));
  signal?.throwIfAborted();
  const read = await table.bulkGet(pageIdsOf(ordered, searched));
  return pageFrom(
    read.filter((doc): doc is T => doc !== undefined),
    from,
    searched.size,
  );
}

/**
 * Reads each booking table's newest-first order into the session's memory once the browser is
 * idle, after Registered Users' first page or a search that found it dropped by a write, so that
 * the next search need not read it.
 */
function holdOrderWhenIdle(db: DemoDatabase) {
  const tables: Array<[BookingTable, Table<Listed, string>]> = [
    ['newbookings', db.newbookings],
    ['bookings', db.bookings],
  ];
  const hold = () => {
    // Signed out or closed meanwhile: nothing to hold.
    if (!db.isOpen()) return;
    for (const [name, table] of tables) {
      const ascending: Listed[] = [];
      db.newestFirst
        .build(name, () =>
          db.transaction('r', table, () =>
            table
              .orderBy('createdAt')
              .eachKey((createdAt, cursor) => {
                ascending.push({ id: String(cursor.primaryKey), createdAt: String(createdAt) });
              })
              .then(() => ascending),
          ),
        )
        // Only a head start: a search without the order reads it from the index, as before.
        .catch(() => undefined);
    }
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(hold);
  else setTimeout(hold, 0);
}

const isUnfiltered = (filter: RegistrationFilter) =>
  filter.search.trim() === '' && filter.eventId === '' && filter.checkIn === 'all';

export function createRegistrationsApi(ctx: DemoContext, actor: CurrentActor): RegistrationsApi {
  const { db } = ctx;
  async function pageOf<T extends StoredBooking | StoredLegacyBooking>(
    table: Table<T, string>,
    filter: RegistrationFilter,
    after: string | null | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Page<T>> {
    if (after === null) return { items: [], next: null, total: null };
    const from = after === undefined ? null : decodeCursor(after);
    return isUnfiltered(filter)
      ? unfilteredPage(table, from)
      : filteredOrSearchedPage(table, filter, from, signal, db.newestFirst.of(table.name));
  }
  return {
    // The database is in this browser: every keystroke can be answered at once.
    searchPauseMs: 0,
    list: (options) =>
      adminReadAlongside(ctx, actor, REGISTRATIONS_FETCH_FAILED_MESSAGE, async () => {
        const filter = options?.filter ?? NO_REGISTRATION_FILTER;
        const after = options?.after;
        const signal = options?.signal;
        signal?.throwIfAborted();
        // One read-only transaction for every read of both sources: on its own, each read made
        // a transaction of its own, up to six a search, each started and committed in turn.
        const [bookings, legacy] = await db.transaction('r', [db.newbookings, db.bookings], () =>
          Promise.all([
            pageOf(db.newbookings, filter, after && after.bookings, signal),
            pageOf(db.bookings, filter, after && after.legacy, signal),
          ]),
        );
        if (!db.newestFirst.of('newbookings') || !db.newestFirst.of('bookings')) {
          holdOrderWhenIdle(db);
        }
        return {
          bookings: bookings.items,
          legacy: legacy.items,
          cursor: { bookings: bookings.next, legacy: legacy.next },
          total: after ? null : (bookings.total ?? 0) + (legacy.total ?? 0),
        };
      }),
  };
}
