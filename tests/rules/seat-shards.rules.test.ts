import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { expect, it } from 'vitest';
import { shardDocId, type SeatShardDoc } from '@/domain/seat-shards';
import type { SeatCounters } from '@/domain/seats';
import { deleteEvent, updateEvent } from '@/engine/flows/events';
import { EVENT_FORM, EVENT_ID, anEvent } from './support/fixtures';
import { ADMIN, actor, describeRules } from './support/rules-world';

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const shardPath = (index: number) => `events/${EVENT_ID}/seatShards/${index}`;

function aShard(index: number, counters: SeatCounters): SeatShardDoc {
  return { id: shardDocId(EVENT_ID, index), eventId: EVENT_ID, index, ...counters };
}

// docs/design.md §3.10: the seats of an event in events/{id}/seatShards/{index}.
describeRules('seatShards', (world) => {
  it("lets anyone read an event's shards, one, the event's or all events'", async () => {
    await world.seed('events', EVENT_ID, anEvent({ shards: 2 }));
    await world.seed('seatShards', shardDocId(EVENT_ID, 0), aShard(0, { sold: 3, holds: {} }));
    await world.seed('seatShards', shardDocId(EVENT_ID, 1), aShard(1, { sold: 1, holds: {} }));
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertSucceeds(getDoc(doc(db, shardPath(0))));
      const own = await assertSucceeds(getDocs(collection(db, 'events', EVENT_ID, 'seatShards')));
      expect(own.size).toBe(2);
      await assertSucceeds(getDocs(collectionGroup(db, 'seatShards')));
    }
  });

  it('refuses every client, organisers included, creating or changing a shard', async () => {
    await world.seed('events', EVENT_ID, anEvent());
    await world.seed('seatShards', shardDocId(EVENT_ID, 0), aShard(0, { sold: 3, holds: {} }));
    const hold = { mine: { seats: 190, until: inAMinute() } };
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertFails(setDoc(doc(db, shardPath(1)), aShard(1, { sold: 0, holds: {} })));
      await assertFails(updateDoc(doc(db, shardPath(0)), { sold: 0 }));
      await assertFails(updateDoc(doc(db, shardPath(0)), { holds: hold }));
    }
  });

  it('lets an organiser delete a shard with nothing sold, never one with sales', async () => {
    await world.seed('events', EVENT_ID, anEvent({ shards: 2 }));
    await world.seed('seatShards', shardDocId(EVENT_ID, 0), aShard(0, { sold: 2, holds: {} }));
    await world.seed('seatShards', shardDocId(EVENT_ID, 1), aShard(1, { sold: 0, holds: {} }));
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(deleteDoc(doc(db, shardPath(1))));
    }
    await assertFails(deleteDoc(doc(world.admin(), shardPath(0))));
    await assertSucceeds(deleteDoc(doc(world.admin(), shardPath(1))));
  });

  it("refuses a capacity below shard 0's tickets sold, and deleting the event without its shard", async () => {
    // The event's own counters are an older copy; shard 0 is what counts once written.
    await world.seed('events', EVENT_ID, anEvent({ sold: 1, holds: {} }));
    await world.seed('seatShards', shardDocId(EVENT_ID, 0), aShard(0, { sold: 10, holds: {} }));
    const db = world.admin();
    await assertFails(updateDoc(doc(db, 'events', EVENT_ID), { capacity: 9 }));
    await assertSucceeds(updateDoc(doc(db, 'events', EVENT_ID), { capacity: 10 }));
    await assertFails(deleteDoc(doc(db, 'events', EVENT_ID)));
  });

  it('refuses deleting an event whose shard 0 stays behind, even with nothing sold', async () => {
    await world.seed('events', EVENT_ID, anEvent());
    await world.seed('seatShards', shardDocId(EVENT_ID, 0), aShard(0, { sold: 0, holds: {} }));
    const db = world.admin();
    await assertFails(deleteDoc(doc(db, 'events', EVENT_ID)));
    const batch = writeBatch(db);
    batch.delete(doc(db, 'events', EVENT_ID));
    batch.delete(doc(db, shardPath(0)));
    await assertSucceeds(batch.commit());
  });

  it('lets the organiser flows edit and delete a sharded event, reading its shards', async () => {
    const lapsed = { old: { seats: 2, until: new Date(Date.now() - 1).toISOString() } };
    await world.seed('events', EVENT_ID, anEvent({ shards: 2, capacity: 20 }));
    await world.seed('seatShards', shardDocId(EVENT_ID, 0), aShard(0, { sold: 0, holds: {} }));
    await world.seed('seatShards', shardDocId(EVENT_ID, 1), aShard(1, { sold: 0, holds: lapsed }));
    const env = world.flowEnv(world.admin());
    await assertSucceeds(updateEvent(env, actor(ADMIN), EVENT_ID, { ...EVENT_FORM, capacity: 30 }));
    expect(await world.peek(`events/${EVENT_ID}`)).toMatchObject({ capacity: 30, shards: 2 });
    await assertSucceeds(deleteEvent(env, actor(ADMIN), EVENT_ID));
    expect(await world.peek(`events/${EVENT_ID}`)).toBeNull();
    expect(await world.peek(shardPath(0))).toBeNull();
    expect(await world.peek(shardPath(1))).toBeNull();
  });
});
