import { collectionGroup, getDocs, type Firestore } from 'firebase/firestore';
import type { SeatShardDoc } from '@/domain/seat-shards';
import { SEAT_SHARDS, shardFromQuery } from '../../firebase-common/firestore-path';

/**
 * Every event's seat shards in one collection-group query (docs/design.md §3.10), for the
 * organisers' events list. Shard documents hold no date-times, so nothing needs decoding.
 */
export async function readSeatShards(db: Firestore): Promise<SeatShardDoc[]> {
  const snapshot = await getDocs(collectionGroup(db, SEAT_SHARDS));
  return snapshot.docs.flatMap((shard) => {
    const eventId = shard.ref.parent.parent?.id;
    return eventId ? [shardFromQuery(eventId, shard.id, shard.data())] : [];
  });
}
