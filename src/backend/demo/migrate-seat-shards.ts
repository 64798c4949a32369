import type { Transaction as DexieTransaction } from 'dexie';
import { shardDocId, type SeatShardDoc } from '@/domain/seat-shards';
import { seatCounters, type SeatCounters } from '@/domain/seats';

/**
 * Upgrade of a demo database made before seat shards (docs/design.md §3.10): each event's
 * counters move into its shard 0 and off the event, which keeps `shards: 1`, so the visitor's
 * demo data keeps its numbers and every flow finds the seats where it now looks for them.
 */
export async function moveSeatsIntoShards(tx: DexieTransaction): Promise<void> {
  const shards: SeatShardDoc[] = [];
  await tx
    .table('events')
    .toCollection()
    .modify((event: Record<string, unknown> & Partial<SeatCounters>) => {
      const eventId = String(event.id);
      shards.push({ id: shardDocId(eventId, 0), eventId, index: 0, ...seatCounters(event) });
      delete event.sold;
      delete event.holds;
      event.shards = 1;
    });
  await tx.table<SeatShardDoc>('seatShards').bulkPut(shards);
}
