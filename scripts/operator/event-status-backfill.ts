// What `npm run backfill:event-status` does (docs/design.md §3.12): an event stored before events
// had a life has no status, so the visitors' query (published events only) would not find it.
// This stores it as published with no on-sale time, as it was sold; a second run writes nothing.
import type { Firestore } from 'firebase-admin/firestore';
import { collectionPages } from './collection-pages';

export interface EventStatusCount {
  read: number;
  /** Events written, or that would be with --dry-run. */
  changed: number;
}

export async function backfillEventStatus(
  db: Firestore,
  options: { dryRun: boolean },
): Promise<EventStatusCount[]> {
  const count: EventStatusCount = { read: 0, changed: 0 };
  for await (const page of collectionPages(db, 'events')) {
    const batch = db.batch();
    let writes = 0;
    for (const snapshot of page) {
      const data = snapshot.data();
      if (data['status'] !== undefined) continue;
      batch.update(snapshot.ref, {
        status: 'published',
        ...(data['salesOpenAt'] === undefined ? { salesOpenAt: '' } : {}),
      });
      writes += 1;
    }
    if (writes > 0 && !options.dryRun) await batch.commit();
    count.read += page.length;
    count.changed += writes;
  }
  return [count];
}
