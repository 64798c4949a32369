import type { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { shardDocId } from '@/domain/seat-shards';
import { pastDemoDatabase } from './past-demo-database';

const LATER = '2026-11-21T06:15:00.000Z';
const EARLIER = '2026-11-21T05:00:00.000Z';

/** A demo database as version 1 left it: seats were counted by scanning orders and bookings. */
async function versionOneDatabase(old: Dexie) {
  await old.table('events').bulkPut([
    { id: 'evt-a', title: 'A', date: '2026-12-19', capacity: 200 },
    { id: 'evt-b', title: 'B', date: '2026-12-20', capacity: 50 },
  ]);
  await old.table('newbookings').bulkPut([
    { id: 'b1', eventId: 'evt-a', status: 'confirmed', ticket499Count: 2, ticket1212Count: 1 },
    { id: 'b2', eventId: 'evt-a', status: 'confirmed', ticket499Count: 0, ticket1212Count: 1 },
  ]);
  await old.table('bookings').bulkPut([
    { id: 'l1', eventId: 'evt-b', attendees: 'duo', email: 'a@example.com' },
    { id: 'l2', eventId: 'evt-b', attendees: 'stag', email: 'b@example.com' },
  ]);
  const quote = { ticket499Count: 1, ticket1212Count: 1 };
  await old.table('orders').bulkPut([
    { id: 'o-pending', eventId: 'evt-a', status: 'pending', expiresAt: LATER, quote },
    { id: 'o-done', eventId: 'evt-a', status: 'fulfilled', expiresAt: EARLIER, quote },
  ]);
}

describe('upgrading a version 1 demo database', () => {
  const database = pastDemoDatabase('migrate');

  it("counts sold tickets, legacy bookings and live orders into each event's seats, and keys the holds", async () => {
    await database.create(1, versionOneDatabase);
    const db = await database.openToday();
    // Version 2 counted them onto the event; version 7 moved them into its shard 0.
    expect(await db.seatShards.get(shardDocId('evt-a', 0))).toMatchObject({
      sold: 4,
      holds: { 'o-pending': { seats: 2, until: LATER } },
    });
    expect(await db.seatShards.get(shardDocId('evt-b', 0))).toMatchObject({ sold: 3, holds: {} });
    expect(await db.orders.get('o-pending')).toMatchObject({ holdId: 'o-pending' });
    expect(await db.orders.get('o-done')).toMatchObject({ holdId: null });
    expect(await db.scanLog.count()).toBe(0);
    db.close();
  });
});
