import { Dexie } from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoDatabase } from '@/backend/demo/db';

/** A demo database as version 3 left it: buyers listed on the code itself. */
async function versionThreeDatabase(name: string) {
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
  old.version(2).stores({
    orders: 'id, eventId, status, expiresAt',
    scanLog: 'id, at, bookingId',
    contactMessages: 'id, createdAt',
  });
  old.version(3).stores({ visitorHolds: 'id', mail: 'id, createdAt' });
  await old.open();
  await old.table('promoCodes').bulkPut([
    { id: 'VIPUSED01', code: 'VIPUSED01', isActive: false, usedBy: ['someone@example.com'] },
    { id: 'VIPFREE100', code: 'VIPFREE100', isActive: true, usedBy: [] },
  ]);
  old.close();
}

describe('upgrading a version 3 demo database', () => {
  const name = `redeemers-${Date.now()}`;
  afterEach(async () => {
    await new Promise((resolve) => {
      indexedDB.deleteDatabase(name).onsuccess = resolve;
    });
  });

  it('moves who redeemed each code off the code, which keeps only whether it was', async () => {
    await versionThreeDatabase(name);
    const db = new DemoDatabase({ name, indexedDB, IDBKeyRange });
    await db.open();
    expect(db.verno).toBe(6);
    expect(await db.promoCodes.get('VIPUSED01')).toEqual({
      id: 'VIPUSED01',
      code: 'VIPUSED01',
      isActive: false,
      redeemed: true,
    });
    expect(await db.promoCodes.get('VIPFREE100')).toEqual({
      id: 'VIPFREE100',
      code: 'VIPFREE100',
      isActive: true,
      redeemed: false,
    });
    expect(await db.promoRedemptions.toArray()).toEqual([
      { code: 'VIPUSED01', usedBy: ['someone@example.com'] },
    ]);
    db.close();
  });
});
