import type { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { shardDocId } from '@/domain/seat-shards';
import { pastDemoDatabase } from './past-demo-database';

const LATER = '2026-11-21T06:15:00.000Z';

/** A demo database as version 6 left it: each event's seats on the event document itself. */
async function versionSixDatabase(old: Dexie) {
  await old.table('events').bulkPut([
    {
      id: 'evt-a',
      title: 'A',
      date: '2026-12-19',
      capacity: 200,
      sold: 4,
      holds: { h1: { seats: 2, until: LATER } },
    },
    { id: 'evt-b', title: 'B', date: '2026-12-20', capacity: 50, sold: 0, holds: {} },
  ]);
}

describe('upgrading a version 6 demo database (docs/design.md §3.10)', () => {
  const database = pastDemoDatabase('shards');

  it("moves each event's seats into its shard 0 and leaves the event one shard and no counters", async () => {
    await database.create(6, versionSixDatabase);
    const db = await database.openToday();
    expect(db.verno).toBe(12);
    expect(await db.events.get('evt-a')).toEqual({
      id: 'evt-a',
      title: 'A',
      date: '2026-12-19',
      capacity: 200,
      shards: 1,
      status: 'published',
      salesOpenAt: '',
    });
    expect(await db.seatShards.get(shardDocId('evt-a', 0))).toEqual({
      id: shardDocId('evt-a', 0),
      eventId: 'evt-a',
      index: 0,
      sold: 4,
      holds: { h1: { seats: 2, until: LATER } },
    });
    expect(await db.seatShards.where('eventId').equals('evt-b').toArray()).toEqual([
      { id: shardDocId('evt-b', 0), eventId: 'evt-b', index: 0, sold: 0, holds: {} },
    ]);
    db.close();
  });
});
