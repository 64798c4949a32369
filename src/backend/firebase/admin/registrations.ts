import {
  collection,
  count,
  documentId,
  getAggregateFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type Firestore,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore';
import { REGISTRATIONS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { searchTermOf } from '@/domain/registration-search';
import {
  NO_REGISTRATION_FILTER,
  REGISTRATIONS_PAGE_SIZE,
  type RegistrationFilter,
} from '@/domain/registrations';
import type { Collections } from '@/engine/collections';
import type { RegistrationsApi } from '../../admin-backend';
import { decodeFromFirestore } from '../../firebase-common/codec';
import { webTimestamps } from '../web-store';
import { adminRead } from './as-admin';
import type { FirebaseAdminContext } from './context';
import { decodeCursor, encodeCursor } from './registrations-cursor';

type Source = 'newbookings' | 'bookings';

/**
 * The filter as Firestore conditions (docs/design.md §14.3, §16.3): the search is one
 * `array-contains` on the stored prefixes (`searchKeys`, registration-search.ts), the event and
 * check-in are equalities. Every combination has its composite index with createdAt descending.
 */
function conditionsOf(filter: RegistrationFilter): QueryFieldFilterConstraint[] {
  const term = searchTermOf(filter.search);
  return [
    ...(term === '' ? [] : [where('searchKeys', 'array-contains', term)]),
    ...(filter.eventId === '' ? [] : [where('eventId', '==', filter.eventId)]),
    ...(filter.checkIn === 'all'
      ? []
      : [where('checkedIn', '==', filter.checkIn === 'checked-in')]),
  ];
}

/**
 * One page of a collection, newest first (docs/product-spec.md §7: createdAt descending, 100 each).
 * The id is the second key, so (createdAt, id) is a total order even when many documents share a
 * time, and the cursor is a `startAfter` on both. `after` undefined is the first page, which also
 * counts every match on the server (a count aggregation, not a download); null is a source
 * already read to its end. One extra document is read to know whether more follow. A cursor is
 * checked before the query, so a foreign one never reaches Firestore.
 */
async function pageOf<S extends Source>(
  db: Firestore,
  source: S,
  filter: RegistrationFilter,
  after: string | null | undefined,
): Promise<{ items: Array<Collections[S]>; next: string | null; total: number | null }> {
  if (after === null) return { items: [], next: null, total: null };
  const from = after === undefined ? null : decodeCursor(after);
  const conditions = conditionsOf(filter);
  const newestFirst = [orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')] as const;
  const [snapshot, counted] = await Promise.all([
    getDocs(
      from
        ? query(
            collection(db, source),
            ...conditions,
            ...newestFirst,
            startAfter(from.createdAt, from.id),
            limit(REGISTRATIONS_PAGE_SIZE + 1),
          )
        : query(
            collection(db, source),
            ...conditions,
            ...newestFirst,
            limit(REGISTRATIONS_PAGE_SIZE + 1),
          ),
    ),
    from
      ? null
      : getAggregateFromServer(query(collection(db, source), ...conditions), { matching: count() }),
  ]);
  const page = snapshot.docs.slice(0, REGISTRATIONS_PAGE_SIZE);
  const last = page.at(-1);
  const lastCreatedAt: unknown = last?.get('createdAt');
  const next =
    snapshot.docs.length > page.length &&
    last &&
    (lastCreatedAt instanceof Timestamp || typeof lastCreatedAt === 'string')
      ? encodeCursor({ createdAt: lastCreatedAt, id: last.id })
      : null;
  return {
    items: page.map((doc) => decodeFromFirestore(source, doc.id, doc.data(), webTimestamps)),
    next,
    total: counted ? counted.data().matching : null,
  };
}

export function createRegistrationsApi(ctx: FirebaseAdminContext): RegistrationsApi {
  return {
    // Each query is billed reads (up to a page each): wait for a pause in typing.
    searchPauseMs: 300,
    list: (options) =>
      adminRead(ctx, REGISTRATIONS_FETCH_FAILED_MESSAGE, async () => {
        const filter = options?.filter ?? NO_REGISTRATION_FILTER;
        const after = options?.after ?? undefined;
        // Both cursors are read before either query, so a foreign one costs no read at all.
        if (after !== undefined) {
          for (const cursor of [after.bookings, after.legacy])
            if (cursor !== null) decodeCursor(cursor);
        }
        const [bookings, legacy] = await Promise.all([
          pageOf(ctx.db, 'newbookings', filter, after === undefined ? undefined : after.bookings),
          pageOf(ctx.db, 'bookings', filter, after === undefined ? undefined : after.legacy),
        ]);
        return {
          bookings: bookings.items,
          legacy: legacy.items,
          cursor: { bookings: bookings.next, legacy: legacy.next },
          total: after === undefined ? (bookings.total ?? 0) + (legacy.total ?? 0) : null,
        };
      }),
  };
}
