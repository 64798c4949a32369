import { Dexie } from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoDatabase } from '@/backend/demo/db';

const LATER = '2026-11-21T06:15:00.000Z';
const EARLIER = '2026-11-21T05:00:00.000Z';

/** A demo database as version 1 left it: seats were counted by scanning orders and bookings. */
async function versionOneDatabase(name: string) {
  const old = new Dexie(name, { indexedDB, IDBKeyRange });
  old.version(1).stores({
    users: 'uid, email',
    credentials: 'email',
    events: 'id, date',
    promoCodes: 'code, createdAt',
    orders: 'id, eventId, [eventId+status], providerOrderId',
    newbookings: 'id, eventId, email, createdAt',
    tickets: 'token, bookingId',
    bookings: 'id, eventId, email, createdAt',
    transactions: 'id, toId, userId, createdAt',
    meta: 'key',
  });
  await old.open();
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
  old.close();
}

describe('upgrading a version 1 demo database', () => {
  const name = `migrate-${Date.now()}`;
  afterEach(async () => {
    await new Promise((resolve) => {
      indexedDB.deleteDatabase(name).onsuccess = resolve;
    });
  });

  it('counts sold tickets, legacy bookings and live orders onto each event, and keys the holds', async () => {
    await versionOneDatabase(name);
    const db = new DemoDatabase({ name, indexedDB, IDBKeyRange });
    await db.open();
    expect(await db.events.get('evt-a')).toMatchObject({
      sold: 4,
      holds: { 'o-pending': { seats: 2, until: LATER } },
    });
    expect(await db.events.get('evt-b')).toMatchObject({ sold: 3, holds: {} });
    expect(await db.orders.get('o-pending')).toMatchObject({ holdId: 'o-pending' });
    expect(await db.orders.get('o-done')).toMatchObject({ holdId: null });
    expect(await db.scanLog.count()).toBe(0);
    db.close();
  });
});
