import type { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { pastDemoDatabase } from './past-demo-database';

/** A demo database as version 2 left it (before the ticket e-mail outbox). */
async function versionTwoDatabase(old: Dexie) {
  await old.table('events').put({ id: 'evt-a', title: 'A', sold: 3, holds: {} });
  await old.table('newbookings').put({ id: 'b1', eventId: 'evt-a', email: 'a@example.com' });
  await old.table('tickets').put({ token: 'tok-1', bookingId: 'b1' });
  await old.table('contactMessages').put({ id: 'm1', createdAt: '2026-11-20T10:00:00.000Z' });
  await old.table('meta').put({ key: 'seededAt', value: '2026-11-01T00:00:00.000Z' });
}

describe('upgrading a version 2 demo database', () => {
  const database = pastDemoDatabase('outbox');

  it('keeps every record and adds an empty outbox, ordered by time', async () => {
    await database.create(2, versionTwoDatabase);
    const db = await database.openToday();
    // Versions 4 (promo redeemers), 5 (refunds), 6 (contact counts), 7 (seat shards) and 8 (search
    // words) apply on top.
    expect(db.verno).toBe(12);
    expect(await db.refunds.count()).toBe(0);
    expect(await db.events.get('evt-a')).toEqual({
      id: 'evt-a',
      title: 'A',
      shards: 1,
      status: 'published',
      salesOpenAt: '',
    });
    expect(await db.newbookings.count()).toBe(1);
    expect(await db.tickets.get('tok-1')).toMatchObject({ bookingId: 'b1' });
    expect(await db.contactMessages.count()).toBe(1);
    expect(await db.meta.get('seededAt')).toBeDefined();
    expect(await db.mail.count()).toBe(0);
    expect(await db.contactCounts.count()).toBe(0);

    const mail = (id: string, createdAt: string) => ({
      id,
      to: 'a@example.com',
      replyTo: 'hello@example.com',
      message: { subject: id, html: '<p>x</p>', text: 'x', attachments: [] },
      bookingId: 'b1',
      createdAt,
    });
    await db.mail.bulkPut([
      mail('older', '2026-11-21T10:00:00.000Z'),
      mail('newer', '2026-11-22T10:00:00.000Z'),
    ]);
    const newestFirst = await db.mail.orderBy('createdAt').reverse().toArray();
    expect(newestFirst.map((m) => m.id)).toEqual(['newer', 'older']);
    db.close();
  });
});
