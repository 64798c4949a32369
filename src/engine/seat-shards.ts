import type { Order } from '@/domain/orders';
import {
  shardCountOf,
  shardCountersFrom,
  shardDocId,
  splitCapacity,
  type ShardSeats,
} from '@/domain/seat-shards';
import type { SeatCounters, StoredEvent } from '@/domain/seats';
import type { Transaction } from './store';

/** One seat shard of an event as a flow reads it in its transaction (docs/design.md §3.10). */
export interface EventShard extends ShardSeats {
  eventId: string;
  index: number;
}

/**
 * Shard `index` of `event`: its slice of the capacity and its counters. Shard 0 of an event from
 * before shards, not yet written, has the counters still on the event document.
 */
export async function readEventShard(
  tx: Transaction,
  event: StoredEvent,
  index: number,
): Promise<EventShard> {
  const n = shardCountOf(event);
  const doc = await tx.get('seatShards', shardDocId(event.id, index));
  return {
    eventId: event.id,
    index,
    capacity: splitCapacity(event.capacity, n)[index] ?? 0,
    counters: shardCountersFrom(doc, index, event),
  };
}

/** Every shard of `event`, by index: for the flows that judge the event as a whole. */
export async function readEventShards(tx: Transaction, event: StoredEvent): Promise<EventShard[]> {
  const n = shardCountOf(event);
  const shards: EventShard[] = [];
  for (let index = 0; index < n; index++) shards.push(await readEventShard(tx, event, index));
  return shards;
}

/** The shard an order's seats are in: the one it recorded, or 0 for orders from before shards. */
export function orderShardIndex(order: Pick<Order, 'seatShard'>, event: StoredEvent): number {
  const index = order.seatShard ?? 0;
  return Number.isSafeInteger(index) && index >= 0 && index < shardCountOf(event) ? index : 0;
}

/** The order's shard of `event`, read in the transaction; null when the event is gone. */
export async function readOrderShard(
  tx: Transaction,
  order: Pick<Order, 'seatShard'>,
  event: StoredEvent | null,
): Promise<EventShard | null> {
  return event ? readEventShard(tx, event, orderShardIndex(order, event)) : null;
}

/**
 * Writes a shard's new counters as the whole document (it was read in this transaction, and a
 * shard 0 taking over an older event's counters does not exist yet).
 */
export function writeEventShard(tx: Transaction, shard: EventShard, counters: SeatCounters): void {
  const id = shardDocId(shard.eventId, shard.index);
  tx.set('seatShards', id, { id, eventId: shard.eventId, index: shard.index, ...counters });
}
