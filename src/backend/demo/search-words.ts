import type { DBCore, DBCoreMutateRequest, Middleware } from 'dexie';
import {
  bookingSearchFields,
  legacySearchFields,
  searchWordsOf,
} from '@/domain/registration-search';
import type { StoredBooking, StoredLegacyBooking } from './db';

/**
 * The demo's own index of what Registered Users search finds (docs/design.md §14.3): each stored
 * booking carries `searchWords`, the words of registration-search.ts, indexed multi-entry, and a
 * search reads the documents whose word starts with the term (`startsWith` on that index) — the
 * same answer as Firestore's `array-contains` on every prefix (`searchKeys`). Words, not every
 * prefix: indexing ~50 prefixes a booking made seeding 5,000 bookings take about a minute.
 */
export const SEARCH_WORDS_FIELD = 'searchWords';

type BookingTable = 'newbookings' | 'bookings';

/** A booking document of `table` as it is stored: with its search words. */
export function withSearchWords<T extends StoredBooking | StoredLegacyBooking>(
  table: BookingTable,
  doc: T,
): T & { [SEARCH_WORDS_FIELD]: string[] } {
  const fields =
    table === 'newbookings'
      ? bookingSearchFields(doc as StoredBooking)
      : legacySearchFields(doc as StoredLegacyBooking);
  return { ...doc, [SEARCH_WORDS_FIELD]: searchWordsOf(fields) };
}

function withWordsOnWrite(table: BookingTable, req: DBCoreMutateRequest) {
  if (req.type !== 'add' && req.type !== 'put') return req;
  return {
    ...req,
    values: req.values.map((value: StoredBooking | StoredLegacyBooking) =>
      withSearchWords(table, value),
    ),
  };
}

/** A stored booking as the code reads it: the index's words are the database's, not the document's. */
function withoutWords<T>(value: T): T {
  if (!value || typeof value !== 'object' || !(SEARCH_WORDS_FIELD in value)) return value;
  const { [SEARCH_WORDS_FIELD]: _words, ...doc } = value as Record<string, unknown>;
  return doc as T;
}

/**
 * Every write to a booking table, whichever code makes it (the flows through the store, the
 * seeds, an upgrade), stores the words of what it writes, so the index never lags the document;
 * every read by key or query gives the document back as it was written, without them (a store
 * gives back exactly what was set, tests/store/store-conformance.ts).
 */
export const searchWordsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'searchWords',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      if (name !== 'newbookings' && name !== 'bookings') return table;
      return {
        ...table,
        mutate: (req) => table.mutate(withWordsOnWrite(name, req)),
        get: async (req) => withoutWords(await table.get(req)),
        getMany: async (req) => (await table.getMany(req)).map(withoutWords),
        query: async (req) => {
          const res = await table.query(req);
          return req.values ? { ...res, result: res.result.map(withoutWords) } : res;
        },
      };
    },
  }),
};
