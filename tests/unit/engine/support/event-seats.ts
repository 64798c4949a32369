import { shardDocId, withShardTotals } from '@/domain/seat-shards';
import { seatCounters, type SeatCounters } from '@/domain/seats';
import type { InMemoryStore } from '@/engine/in-memory-store';

/**
 * An event's seat counters as visitors see them: the sum of its seat shards
 * (docs/design.md §3.10), shard 0 read off the event while it has no document. Throws when
 * the event is gone.
 */
export function eventSeats(store: InMemoryStore, eventId: string): SeatCounters {
  const event = store.peek('events', eventId);
  if (!event) throw new Error(`No event ${eventId} in the store.`);
  return seatCounters(withShardTotals(event, store.all('seatShards')));
}

/** One shard's document, or null when none was written. */
export function shardDoc(store: InMemoryStore, eventId: string, index: number) {
  return store.peek('seatShards', shardDocId(eventId, index));
}
