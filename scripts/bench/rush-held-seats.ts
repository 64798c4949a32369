// What holds the seats a launch rush leaves held (docs/design.md §3.10): each live hold in the
// event's seat shards, matched to the order that carries its hold id. Read with the Admin SDK
// after the rush, since the engine's store reads documents by id only.
import type { Firestore } from 'firebase-admin/firestore';
import { SEAT_SHARDS } from '@/backend/firebase-common/firestore-path';
import { liveHolds, seatCounters } from '@/domain/seats';

export interface HeldSeats {
  /** Live holds by what their order is now ("pending", "abandoned"…, or "no order"). */
  byOrderStatus: Record<string, { holds: number; seats: number }>;
  /** Live holds whose order records another shard: a hold the order's release cannot reach. */
  onAnotherShard: number;
  /** A few of them, for the log: order id, status, the shard holding and the shard recorded. */
  samples: string[];
}

export async function explainHeldSeats(
  db: Firestore,
  eventId: string,
  now: Date,
): Promise<HeldSeats> {
  const shards = await db.collection('events').doc(eventId).collection(SEAT_SHARDS).get();
  const held: HeldSeats = { byOrderStatus: {}, onAnotherShard: 0, samples: [] };
  for (const shard of shards.docs) {
    const index = Number(shard.id);
    const counters = seatCounters(shard.data());
    for (const [holdId, hold] of Object.entries(liveHolds(counters, now))) {
      const orders = await db.collection('orders').where('holdId', '==', holdId).get();
      const order = orders.docs[0];
      const status = order ? String(order.get('status')) : 'no order';
      const entry = (held.byOrderStatus[status] ??= { holds: 0, seats: 0 });
      entry.holds += 1;
      entry.seats += hold.seats;
      const recorded = order?.get('seatShard') as number | undefined;
      if (order && recorded !== index) held.onAnotherShard += 1;
      if (held.samples.length < 10)
        held.samples.push(
          `${order?.id ?? holdId}: ${status}, ${hold.seats} seat(s) in shard ${index}, order records shard ${recorded ?? '—'}, ${orders.size} order(s) with this hold`,
        );
    }
  }
  return held;
}
