import { describe, expect, it } from 'vitest';
import { DemoDatabase } from '@/backend/demo/db';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { pastDemoDatabase } from './past-demo-database';

/** Each store's primary key and indexes, as IndexedDB itself holds them. */
async function storesOf(db: DemoDatabase): Promise<Record<string, string[]>> {
  const idb = db.backendDB();
  const names = [...idb.objectStoreNames].sort();
  const transaction = idb.transaction(names, 'readonly');
  return Object.fromEntries(
    names.map((name) => {
      const store = transaction.objectStore(name);
      return [name, [String(store.keyPath), ...[...store.indexNames].sort()]];
    }),
  );
}

/** Today's stores: version 12's, each with its key path first, then its indexes by name. */
const TODAY: Record<string, string[]> = {
  bookings: ['id', 'createdAt', 'email', 'eventId', 'searchWords'],
  contactCounts: ['id', 'expireAt'],
  contactMessages: ['id', 'createdAt'],
  credentials: ['email'],
  events: ['id', 'date'],
  mail: ['id', 'createdAt'],
  meta: ['key'],
  newbookings: ['id', 'createdAt', 'email', 'eventId', 'searchWords'],
  orders: ['id', 'eventId', 'expireAt', 'expiresAt', 'status'],
  promoCodes: ['code', 'createdAt'],
  promoRedemptions: ['code'],
  refunds: ['id', 'createdAt'],
  scanLog: ['id', 'at', 'bookingId', 'expireAt'],
  seatShards: ['id', 'eventId'],
  team: ['email'],
  tickets: ['token', 'bookingId'],
  transactions: ['id', 'createdAt', 'toId', 'userId'],
  users: ['uid', 'email'],
  visitorHolds: ['id', 'expireAt'],
};

// db.ts declares only the versions that upgrade records and folds the others into them: a new
// database and one any past version left must both end with exactly today's stores.
describe("the demo database's stores", () => {
  const database = pastDemoDatabase('every-version');

  it("are today's in a new database", async () => {
    const name = `every-version-fresh-${Date.now()}`;
    const fresh = new DemoDatabase({ name, indexedDB, IDBKeyRange });
    await fresh.open();
    expect(await storesOf(fresh)).toEqual(TODAY);
    fresh.close();
    indexedDB.deleteDatabase(name);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const)(
    "are today's in one version %i left, once opened",
    async (version) => {
      await database.create(version, async () => {});
      const db = await database.openToday();
      expect(db.verno).toBe(12);
      expect(await storesOf(db)).toEqual(TODAY);
      db.close();
    },
  );
});
