// What `npm run backfill:expiry` does (docs/design.md §3.11): gives every record that only grows,
// written before records carried an expiry, the `expireAt` its flow would give it now
// (src/engine/stored-expiry.ts), as a Timestamp, so the TTL policies reach the old records too.
// Each write is conditional on the document being unchanged since it was read: an order paid
// between the read and the write is skipped, never given an expiry.
import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { adminTimestamps } from '../../functions/src/admin-store';
import { decodeFromFirestore, encodeForFirestore } from '@/backend/firebase-common/codec';
import { TTL_FIELDS } from '@/backend/firebase-common/ttl-fields';
import type { MailDoc } from '@/engine/collections';
import { storedExpiry, storedMailExpiry } from '@/engine/stored-expiry';
import { collectionPages } from './collection-pages';

/** Every collection with a TTL policy: the backfill covers exactly what expires. */
export const EXPIRING_COLLECTIONS = Object.keys(TTL_FIELDS) as (keyof typeof TTL_FIELDS)[];
export type ExpiringCollection = (typeof EXPIRING_COLLECTIONS)[number];

/** The field update one stored document needs, or null when it needs none. */
export function expiryPatch(
  collection: ExpiringCollection,
  id: string,
  data: DocumentData,
  now: Date,
): Record<string, unknown> | null {
  if (collection === 'mail') {
    const mail = decodeFromFirestore('mail', id, data, adminTimestamps) as MailDoc & {
      delivery?: { state?: string; startTime?: string; expireAt?: string | null };
    };
    const expireAt = storedMailExpiry(mail);
    return expireAt === undefined
      ? null
      : { 'delivery.expireAt': adminTimestamps.fromDate(new Date(expireAt)) };
  }
  const expireAt = expiryOf(collection, id, data, now);
  return expireAt === undefined
    ? null
    : encodeForFirestore(collection, { expireAt }, adminTimestamps);
}

function expiryOf(
  collection: Exclude<ExpiringCollection, 'mail'>,
  id: string,
  data: DocumentData,
  now: Date,
): string | undefined {
  switch (collection) {
    case 'orders':
      return storedExpiry.orders(decodeFromFirestore(collection, id, data, adminTimestamps));
    case 'visitorHolds':
      return storedExpiry.visitorHolds(
        decodeFromFirestore(collection, id, data, adminTimestamps),
        now,
      );
    case 'contactCounts':
      return storedExpiry.contactCounts(
        decodeFromFirestore(collection, id, data, adminTimestamps),
        now,
      );
    case 'webhookEvents':
      return storedExpiry.webhookEvents(decodeFromFirestore(collection, id, data, adminTimestamps));
    case 'scanLog':
      return storedExpiry.scanLog(decodeFromFirestore(collection, id, data, adminTimestamps));
  }
}

export interface ExpiryBackfillCount {
  collection: ExpiringCollection;
  read: number;
  /** Documents given an expiry, or that would be with --dry-run. */
  changed: number;
  /** Changed by someone else between the read and the write: left for the next run. */
  skipped: number;
}

/**
 * Pages through each collection in document-id order and gives each document that needs one its
 * expiry, each write on the condition that the document is as it was read. With `dryRun` it
 * counts them and writes nothing. A second run writes nothing new.
 */
export async function backfillExpiry(
  db: Firestore,
  options: { dryRun: boolean; now?: Date; pageSize?: number },
): Promise<ExpiryBackfillCount[]> {
  const now = options.now ?? new Date();
  const counts: ExpiryBackfillCount[] = [];
  for (const collection of EXPIRING_COLLECTIONS) {
    const count: ExpiryBackfillCount = { collection, read: 0, changed: 0, skipped: 0 };
    for await (const page of collectionPages(db, collection, options.pageSize)) {
      const writes = page.flatMap((snapshot) => {
        const patch = expiryPatch(collection, snapshot.id, snapshot.data(), now);
        return patch === null ? [] : [{ snapshot, patch }];
      });
      count.read += page.length;
      if (options.dryRun) count.changed += writes.length;
      else {
        const written = await writeUnchanged(db, writes);
        count.changed += written;
        count.skipped += writes.length - written;
      }
    }
    counts.push(count);
  }
  return counts;
}

/** Each patch, only where its document is unchanged since it was read; how many were written. */
async function writeUnchanged(
  db: Firestore,
  writes: { snapshot: QueryDocumentSnapshot; patch: Record<string, unknown> }[],
): Promise<number> {
  if (writes.length === 0) return 0;
  const writer = db.bulkWriter();
  // A changed document is skipped, not retried: the next run reads it as it is then.
  writer.onWriteError(() => false);
  const results = writes.map(({ snapshot, patch }) =>
    writer.update(snapshot.ref, patch, { lastUpdateTime: snapshot.updateTime }).then(
      () => true,
      () => false,
    ),
  );
  await writer.close();
  return (await Promise.all(results)).filter(Boolean).length;
}
