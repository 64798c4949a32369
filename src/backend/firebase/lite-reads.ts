import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { assertDocumentId, decodeFromFirestore } from '../firebase-common/codec';
import { SEAT_SHARDS, shardFromQuery } from '../firebase-common/firestore-path';
import type { VisitorReads } from './document-reads';
import { liteTimestamps } from './lite-timestamps';

/**
 * The visitors' reads on firestore/lite (no listeners, no cache: a fraction of the full SDK).
 * Every document passes through the codec before it leaves: Timestamps become ISO strings.
 */
export function createLiteReads(db: Firestore): VisitorReads {
  return {
    async get(name, id) {
      assertDocumentId(name, id);
      const snapshot = await getDoc(doc(db, name, id));
      return snapshot.exists()
        ? decodeFromFirestore(name, id, snapshot.data(), liteTimestamps)
        : null;
    },
    // docs/product-spec.md §7 "read events (sorted by date ascending)", from today on. Ordering by
    // start time too makes the limit exact (composite index events: date ASC, startTime ASC).
    async upcomingEvents(fromDate, max) {
      const snapshot = await getDocs(
        query(
          collection(db, 'events'),
          // Visitors may not read drafts, so the query may not ask for them (firestore.rules);
          // closed and cancelled events are not offered either (docs/design.md §3.12).
          where('status', '==', 'published'),
          where('date', '>=', fromDate),
          orderBy('date'),
          orderBy('startTime'),
          limit(max),
        ),
      );
      return snapshot.docs.map((event) =>
        decodeFromFirestore('events', event.id, event.data(), liteTimestamps),
      );
    },
    async seatShards(eventId) {
      assertDocumentId('events', eventId);
      const snapshot = await getDocs(collection(db, 'events', eventId, SEAT_SHARDS));
      return snapshot.docs.map((shard) => shardFromQuery(eventId, shard.id, shard.data()));
    },
  };
}
