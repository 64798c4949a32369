import type { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import type { StoredBooking } from '@/backend/demo/db';
import { pastDemoDatabase } from './past-demo-database';

/** A demo database as version 6 left it: bookings with no index of their words. */
async function versionSixDatabase(old: Dexie) {
  await old.table('newbookings').bulkPut([
    {
      id: 'SV-AB12CD',
      email: 'asha.rao@example.com',
      name: 'Asha Rao',
      eventId: 'sangeet-2025',
      createdAt: '2025-05-01T10:00:00.000Z',
      checkedIn: true,
    },
  ]);
  await old.table('bookings').bulkPut([
    {
      id: 'legacy-01',
      email: 'ravi@example.com',
      name: 'Ravi Kumar',
      partnerName: 'Meera',
      eventId: 'sangeet-2024',
      createdAt: '2024-05-01T10:00:00.000Z',
    },
  ]);
}

describe('upgrading a version 6 demo database', () => {
  const database = pastDemoDatabase('search-words');

  it('gives every booking its search words, which the new index finds by their start', async () => {
    await database.create(6, versionSixDatabase);
    const db = await database.openToday();
    expect(db.verno).toBe(12);

    const booking = await db.newbookings.get('SV-AB12CD');
    expect(booking).toMatchObject({ checkedIn: true, email: 'asha.rao@example.com' });
    const byStart = (table: typeof db.bookings | typeof db.newbookings, term: string) =>
      table.where('searchWords').startsWith(term).primaryKeys();
    expect(await byStart(db.newbookings, 'rao@')).toEqual(['SV-AB12CD']);
    expect(await byStart(db.newbookings, 'sv-ab')).toEqual(['SV-AB12CD']);
    expect(await byStart(db.bookings, 'mee')).toEqual(['legacy-01']);
    expect(await byStart(db.bookings, 'kumar')).toEqual(['legacy-01']);
    expect(await byStart(db.bookings, 'eera')).toEqual([]);
    db.close();
  });

  it('indexes every booking written afterwards, and keeps it through an update', async () => {
    await database.create(6, async () => {});
    const db = await database.openToday();
    // Only the fields the search reads: the index is all this test is about.
    await db.newbookings.put({
      id: 'SV-ZZ99ZZ',
      email: 'zoya.khan@example.com',
      eventId: 'sangeet-2025',
      createdAt: '2025-05-02T10:00:00.000Z',
    } as StoredBooking);
    await db.newbookings.update('SV-ZZ99ZZ', { checkedIn: true });
    expect(await db.newbookings.where('searchWords').startsWith('khan').primaryKeys()).toEqual([
      'SV-ZZ99ZZ',
    ]);
    expect((await db.newbookings.get('SV-ZZ99ZZ'))?.checkedIn).toBe(true);
    db.close();
  });
});

describe('upgrading a version 8 demo database', () => {
  const database = pastDemoDatabase('search-words-apostrophe');

  it("gives every booking its words again, so a name's part after an apostrophe is found", async () => {
    // Version 8's words: none began after an apostrophe.
    await database.create(8, (old) =>
      old.table('newbookings').put({
        id: 'SV-OB12EN',
        email: 'mary@example.com',
        name: "Mary-Jane O'Brien",
        eventId: 'sangeet-2025',
        createdAt: '2025-05-03T10:00:00.000Z',
        searchWords: ['sv-ob12en', 'ob12en', 'mary@example.com', 'example.com', 'com'],
      }),
    );
    const db = await database.openToday();
    expect(db.verno).toBe(12);
    const byStart = (term: string) =>
      db.newbookings.where('searchWords').startsWith(term).primaryKeys();
    expect(await byStart('brien')).toEqual(['SV-OB12EN']);
    expect(await byStart("o'brien")).toEqual(['SV-OB12EN']);
    expect(await byStart('jane')).toEqual(['SV-OB12EN']);
    db.close();
  });
});
