import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  type Firestore,
} from 'firebase/firestore';
import { REGISTRATIONS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { REGISTRATIONS_PAGE_SIZE } from '@/domain/registrations';
import type { Collections } from '@/engine/collections';
import type { RegistrationsApi } from '../../admin-backend';
import { decodeFromFirestore } from '../../firebase-common/codec';
import { webTimestamps } from '../web-store';
import { adminRead } from './as-admin';
import type { FirebaseAdminContext } from './context';
import { decodeCursor, encodeCursor } from './registrations-cursor';

type Source = 'newbookings' | 'bookings';

/**
 * One page of a collection, newest first (docs/product-spec.md §7: createdAt descending, 100 each).
 * The id is the second key, so (createdAt, id) is a total order even when many documents share a
 * time, and the cursor is a `startAfter` on both. `after` undefined is the first page; null is a
 * source already read to its end. One extra document is read to know whether more follow. A cursor
 * is checked before the query, so a foreign one never reaches Firestore.
 */
async function pageOf<S extends Source>(
  db: Firestore,
  source: S,
  after: string | null | undefined,
): Promise<{ items: Array<Collections[S]>; next: string | null }> {
  if (after === null) return { items: [], next: null };
  const from = after === undefined ? null : decodeCursor(after);
  const newestFirst = [orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')] as const;
  const snapshot = await getDocs(
    from
      ? query(
          collection(db, source),
          ...newestFirst,
          startAfter(from.createdAt, from.id),
          limit(REGISTRATIONS_PAGE_SIZE + 1),
        )
      : query(collection(db, source), ...newestFirst, limit(REGISTRATIONS_PAGE_SIZE + 1)),
  );
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
  };
}

export function createRegistrationsApi(ctx: FirebaseAdminContext): RegistrationsApi {
  return {
    list: (options) =>
      adminRead(ctx, REGISTRATIONS_FETCH_FAILED_MESSAGE, async () => {
        const after = options?.after ?? undefined;
        // Both cursors are read before either query, so a foreign one costs no read at all.
        if (after !== undefined) {
          for (const cursor of [after.bookings, after.legacy])
            if (cursor !== null) decodeCursor(cursor);
        }
        const [bookings, legacy] = await Promise.all([
          pageOf(ctx.db, 'newbookings', after === undefined ? undefined : after.bookings),
          pageOf(ctx.db, 'bookings', after === undefined ? undefined : after.legacy),
        ]);
        return {
          bookings: bookings.items,
          legacy: legacy.items,
          cursor: { bookings: bookings.next, legacy: legacy.next },
        };
      }),
  };
}
