import type { CollectionName } from '@/engine/collections';
import { parseShardDocId, shardDocId, type SeatShardDoc } from '@/domain/seat-shards';

/** The subcollection of an event that holds its seat shards (docs/design.md §3.10). */
export const SEAT_SHARDS = 'seatShards';

/**
 * Where the engine's document lives in Firestore, as path segments: collection/id, except a
 * seat shard, whose Store id names its event and index and which lives under the event at
 * events/{eventId}/seatShards/{index}, so the event's shards are one query.
 */
export function firestorePath(
  collection: CollectionName,
  id: string,
): [string, string, ...string[]] {
  if (collection !== SEAT_SHARDS) return [collection, id];
  const shard = parseShardDocId(id);
  if (!shard) throw new Error(`Not a seat shard id: ${JSON.stringify(id)}`);
  return ['events', shard.eventId, SEAT_SHARDS, String(shard.index)];
}

/**
 * A shard document read by a query (its Firestore id is only the index), with the Store's id
 * and its own fields set from where it lives, as a Store read would give it.
 */
export function shardFromQuery(
  eventId: string,
  indexId: string,
  data: Partial<SeatShardDoc>,
): SeatShardDoc {
  const index = Number(indexId);
  return {
    sold: data.sold ?? 0,
    holds: data.holds ?? {},
    id: shardDocId(eventId, index),
    eventId,
    index,
  };
}
