// What `npm run backfill:search-keys` does (docs/design.md §16.3): gives every booking and legacy
// booking the search keys the Registered Users search finds it by, computed by the engine's own
// searchableBooking / searchableLegacyBooking, and writes only what differs, so a second run
// writes nothing.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { BookingDoc, LegacyBookingDoc } from '@/engine/collections';
import { searchableBooking, searchableLegacyBooking } from '@/engine/reads/registrations';
import { collectionPages } from './collection-pages';

export const BACKFILLED_COLLECTIONS = ['newbookings', 'bookings'] as const;
export type BackfilledCollection = (typeof BACKFILLED_COLLECTIONS)[number];

export interface SearchKeysPatch {
  searchKeys: string[];
  /** Legacy bookings only: `false` where the older site left the field out (or set no boolean). */
  checkedIn?: boolean;
}

const sameList = (a: unknown, b: readonly string[]) =>
  Array.isArray(a) && a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The fields to write on one stored document so it reads as the engine would have written it,
 * or null when it already does. The document's id is a search field but not a stored one.
 */
export function searchKeysPatch(
  collection: BackfilledCollection,
  id: string,
  data: DocumentData,
): SearchKeysPatch | null {
  if (collection === 'newbookings') {
    const { searchKeys } = searchableBooking({ ...(data as BookingDoc), id });
    return sameList(data['searchKeys'], searchKeys ?? []) ? null : { searchKeys: searchKeys ?? [] };
  }
  const wanted = searchableLegacyBooking({ ...(data as LegacyBookingDoc), id });
  const patch: SearchKeysPatch = { searchKeys: wanted.searchKeys ?? [] };
  if (data['checkedIn'] !== wanted.checkedIn) patch.checkedIn = wanted.checkedIn === true;
  const keysDiffer = !sameList(data['searchKeys'], patch.searchKeys);
  if (!keysDiffer && patch.checkedIn === undefined) return null;
  return patch;
}

export interface BackfillCount {
  collection: BackfilledCollection;
  read: number;
  /** Documents written, or that would be with --dry-run. */
  changed: number;
}

/**
 * Pages through each collection in document-id order, a batch at a time, and updates the
 * documents whose patch is not null (only the patched fields, so a booking checked in meanwhile
 * keeps its check-in). With `dryRun` it counts them and writes nothing.
 */
export async function backfillSearchKeys(
  db: Firestore,
  options: { dryRun: boolean; pageSize?: number },
): Promise<BackfillCount[]> {
  const counts: BackfillCount[] = [];
  for (const collection of BACKFILLED_COLLECTIONS) {
    const count: BackfillCount = { collection, read: 0, changed: 0 };
    for await (const page of collectionPages(db, collection, options.pageSize)) {
      const batch = db.batch();
      let writes = 0;
      for (const snapshot of page) {
        const patch = searchKeysPatch(collection, snapshot.id, snapshot.data());
        if (patch === null) continue;
        batch.update(snapshot.ref, { ...patch });
        writes += 1;
      }
      if (writes > 0 && !options.dryRun) await batch.commit();
      count.read += page.length;
      count.changed += writes;
    }
    counts.push(count);
  }
  return counts;
}
