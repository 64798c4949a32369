import type { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { sweepExpiredRecords } from '@/backend/demo/sweep-expired-records';
import { anAdmissionLineAsStored, anOrderAsStored } from '../../../support/stored-before-expiry';
import { pastDemoDatabase } from './past-demo-database';

// docs/design.md §3.11: a demo database version 9 left has records that only grow and carry no
// expiry; opening it gives each the expiry its flow would give now, and the sweep at open then
// drops what Firestore's TTL policies would.

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAfter = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** Today's (version 9's) shapes, as the flows wrote them before they wrote expiries. */
async function versionNineDatabase(old: Dexie) {
  await old.table('orders').bulkPut([
    anOrderAsStored({
      id: 'closedLongAgo',
      status: 'abandoned',
      abandonedAt: '2030-01-01T10:00:00.000Z',
    }),
    anOrderAsStored({
      id: 'closedLately',
      status: 'abandoned',
      abandonedAt: '2030-05-01T10:05:00.000Z',
    }),
    anOrderAsStored({
      id: 'paid',
      status: 'fulfilled',
      paymentId: 'pay_1',
      bookingId: 'SV-AB12CD',
    }),
    anOrderAsStored({
      id: 'refunded',
      status: 'refundDue',
      paymentId: 'pay_2',
      abandonedAt: '2030-01-01T10:00:00.000Z',
    }),
    anOrderAsStored({ id: 'stillPending', status: 'pending' }),
  ]);
  await old.table('visitorHolds').put({ id: 'holdsKey', holds: {} });
  await old.table('contactCounts').put({ id: 'countKey', day: '2030-05-01', count: 2 });
  await old.table('scanLog').put(anAdmissionLineAsStored('2030-05-02T20:00:00.000Z'));
}

describe('upgrading a version 9 demo database', () => {
  const database = pastDemoDatabase('expiry');

  it('gives each growing record the expiry its flow would give, and none to what is kept', async () => {
    await database.create(9, versionNineDatabase);
    const before = Date.now();
    const db = await database.openToday();
    expect(db.verno).toBe(12);

    expect((await db.orders.get('closedLongAgo'))?.expireAt).toBe(
      daysAfter('2030-01-01T10:00:00.000Z', 30),
    );
    expect((await db.orders.get('closedLately'))?.expireAt).toBe(
      daysAfter('2030-05-01T10:05:00.000Z', 30),
    );
    for (const kept of ['paid', 'refunded', 'stillPending']) {
      expect((await db.orders.get(kept))?.expireAt, kept).toBeUndefined();
    }
    // The end of 1 May in India, plus two days.
    expect((await db.contactCounts.get('countKey'))?.expireAt).toBe('2030-05-03T18:30:00.000Z');
    expect((await db.scanLog.get('lineOne'))?.expireAt).toBe(
      daysAfter('2030-05-02T20:00:00.000Z', 180),
    );
    const holdsExpiry = Date.parse((await db.visitorHolds.get('holdsKey'))?.expireAt ?? '');
    expect(holdsExpiry).toBeGreaterThanOrEqual(before + DAY_MS);
    expect(holdsExpiry).toBeLessThanOrEqual(Date.now() + DAY_MS);
    db.close();
  });

  it('then sweeps away only what has expired', async () => {
    await database.create(9, versionNineDatabase);
    const db = await database.openToday();
    const deleted = await sweepExpiredRecords(db, new Date('2030-05-20T00:00:00.000Z'));

    // The closed order of January, the count of 1 May, and the holds the upgrade stamped a day
    // after today (before 2030).
    expect(deleted).toBe(3);
    expect((await db.orders.toCollection().primaryKeys()).sort()).toEqual([
      'closedLately',
      'paid',
      'refunded',
      'stillPending',
    ]);
    expect(await db.contactCounts.count()).toBe(0);
    expect(await db.scanLog.count()).toBe(1);
    expect(await db.visitorHolds.count()).toBe(0);
    db.close();
  });
});
