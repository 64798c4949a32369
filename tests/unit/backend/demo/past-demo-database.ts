import { Dexie } from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach } from 'vitest';
import { DemoDatabase } from '@/backend/demo/db';

/**
 * The demo database's stores as each past version declared them (src/backend/demo/db.ts), kept
 * here as they were: an upgrade test opens a database at one of them, fills it as that version's
 * code did, then opens it with today's DemoDatabase.
 */
const PAST_VERSIONS: Record<number, Record<string, string>> = {
  1: {
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
  },
  2: {
    orders: 'id, eventId, status, expiresAt',
    scanLog: 'id, at, bookingId',
    contactMessages: 'id, createdAt',
  },
  3: { visitorHolds: 'id', mail: 'id, createdAt' },
  4: { promoRedemptions: 'code' },
  5: { refunds: 'id, createdAt' },
  6: { contactCounts: 'id' },
  7: { seatShards: 'id, eventId' },
  8: {
    newbookings: 'id, eventId, email, createdAt, *searchWords',
    bookings: 'id, eventId, email, createdAt, *searchWords',
  },
  // Only upgraded records (every booking's search words again).
  9: {},
  10: {
    orders: 'id, eventId, status, expiresAt, expireAt',
    visitorHolds: 'id, expireAt',
    contactCounts: 'id, expireAt',
    scanLog: 'id, at, bookingId, expireAt',
  },
};

/**
 * A fresh database name for each test of the file (deleted after it), and a way to make it as
 * `version` left it: `fill` writes the old records through that version's tables.
 */
export function pastDemoDatabase(prefix: string) {
  let name = '';
  afterEach(async () => {
    await new Promise((resolve) => {
      indexedDB.deleteDatabase(name).onsuccess = resolve;
    });
  });
  return {
    async create(version: keyof typeof PAST_VERSIONS, fill: (old: Dexie) => Promise<unknown>) {
      name = `${prefix}-${Date.now()}-${Math.random()}`;
      const old = new Dexie(name, { indexedDB, IDBKeyRange });
      for (let v = 1; v <= version; v += 1) old.version(v).stores(PAST_VERSIONS[v]!);
      await old.open();
      await fill(old);
      old.close();
    },
    /** The same database opened by today's code, which runs every upgrade since. */
    async openToday() {
      const db = new DemoDatabase({ name, indexedDB, IDBKeyRange });
      await db.open();
      return db;
    },
  };
}
