import { featuredEvent } from '@/config/featured-event';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoBackend } from '@/backend/demo/create-demo-backend';
import { DemoDatabase } from '@/backend/demo/db';
import { DEMO_ACCOUNTS } from '@/backend/demo/demo-accounts';
import {
  DEMO_LEGACY_BOOKING_IDS,
  DEMO_PROMO_CODES,
  DEMO_UPCOMING_BOOKING_IDS,
  DEMO_UPCOMING_EVENT_ID,
  buildDemoSeed,
  upcomingEventDate,
} from '@/backend/demo/seed';
import { ensureSeeded, seededAt } from '@/backend/demo/seed-store';
import { cryptoRandomBytes } from '@/domain/random-bytes';
import { legacyAttendees, legacyCouponCode } from '@/domain/legacy-booking';
import { demoHarness, testClock, type DemoHarness } from './demo-harness';

describe('upcomingEventDate', () => {
  it.each<[string, string, string, string]>([
    ['featured party far enough ahead', '2026-11-21T06:00:00Z', '2026-12-19', '2026-12-19'],
    ['featured party exactly a week ahead', '2026-12-12T06:00:00Z', '2026-12-19', '2026-12-19'],
    ['featured party six days ahead', '2026-12-13T06:00:00Z', '2026-12-19', '2027-01-10'],
    ['featured party past', '2027-03-01T06:00:00Z', '2026-12-19', '2027-03-29'],
    ['featured date unreadable', '2026-11-21T06:00:00Z', 'soon', '2026-12-19'],
    // 20:00 UTC is already the next day in India, and the seed day is India's.
    ['late evening UTC', '2026-12-11T20:00:00Z', '2026-12-19', '2026-12-19'],
    ['month and year roll over', '2026-12-20T06:00:00Z', '2026-12-19', '2027-01-17'],
  ])('%s', (_name, now, featured, expected) => {
    expect(upcomingEventDate(new Date(now), featured)).toBe(expected);
  });
});

describe('buildDemoSeed', () => {
  const seed = buildDemoSeed(new Date('2026-11-21T06:00:00Z'));
  const legacy = (id: string) => seed.legacyBookings.find((booking) => booking.id === id)!;

  it('covers every legacy booking shape of docs/product-spec.md §3', () => {
    expect(legacyAttendees(legacy(DEMO_LEGACY_BOOKING_IDS.stag))[0]).toEqual({
      name: 'Aarav Sharma',
      gender: 'Male',
      phone: '+91 98450 11223',
      email: 'aarav.sharma@example.com',
      insta: '@aarav.dances',
    });
    expect(legacyAttendees(legacy(DEMO_LEGACY_BOOKING_IDS.duo)).map((p) => p.name)).toEqual([
      'Rohan Mehta',
      'Isha Mehta',
    ]);
    expect(legacyAttendees(legacy(DEMO_LEGACY_BOOKING_IDS.stagMembers))).toHaveLength(1);
    expect(legacy(DEMO_LEGACY_BOOKING_IDS.duo)).toMatchObject({
      attendees: 'duo',
      checkedIn: true,
    });
    expect(legacyCouponCode(legacy(DEMO_LEGACY_BOOKING_IDS.duo))).toBe('VIPDUO2025');
    expect(legacyCouponCode(legacy(DEMO_LEGACY_BOOKING_IDS.stagMembers))).toBe('VIPKAVYA7');
    expect(legacy(DEMO_LEGACY_BOOKING_IDS.stag).amountPaid).toBe(499);
    expect(legacy(DEMO_LEGACY_BOOKING_IDS.minimal)).not.toHaveProperty('amountPaid');
    expect(seed.events.some((e) => e.id === legacy(DEMO_LEGACY_BOOKING_IDS.orphan).eventId)).toBe(
      false,
    );
  });

  it('has the four promo codes with spec-valid codes', () => {
    expect(seed.promoCodes.map((p) => p.code)).toEqual(Object.values(DEMO_PROMO_CODES));
    for (const promo of seed.promoCodes) expect(promo.code).toMatch(/^VIP[A-Z0-9]{5,13}$/);
  });

  it('is the same data for the same day', () => {
    expect(buildDemoSeed(new Date('2026-11-21T06:00:00Z'))).toEqual(seed);
  });
});

describe('seeding the database', () => {
  let harness: DemoHarness | null = null;
  afterEach(async () => {
    await harness?.cleanup();
    harness = null;
  });

  it('seeds exactly once when two tabs open the demo at the same moment', async () => {
    const dbName = `seed-race-${Date.now()}`;
    const open = () => createDemoBackend({ indexedDB, IDBKeyRange, dbName });
    const [a, b, c] = await Promise.all([open(), open(), open()]);
    const db = new DemoDatabase({ name: dbName, indexedDB, IDBKeyRange });
    try {
      expect(await db.promoCodes.count()).toBe(4);
      expect(await db.events.count()).toBe(2);
      expect(await db.credentials.count()).toBe(DEMO_ACCOUNTS.length);
      expect(await seededAt(db)).not.toBeNull();
    } finally {
      for (const backend of [a, b, c]) backend.close();
      db.close();
      indexedDB.deleteDatabase(dbName);
    }
  });

  it('lets exactly one of several racing connections write the seed', async () => {
    const dbName = `seed-once-${Date.now()}`;
    const connections = [1, 2, 3].map(
      () => new DemoDatabase({ name: dbName, indexedDB, IDBKeyRange }),
    );
    try {
      const wrote = await Promise.all(
        connections.map((db) => ensureSeeded(db, new Date(), cryptoRandomBytes)),
      );
      expect(wrote.filter(Boolean)).toHaveLength(1);
      expect(await connections[0]!.promoCodes.count()).toBe(4);
    } finally {
      for (const db of connections) db.close();
      indexedDB.deleteDatabase(dbName);
    }
  });

  it('keeps data across reopening instead of seeding again', async () => {
    const clock = testClock('2026-11-21T06:00:00Z');
    harness = await demoHarness({ now: clock.now });
    const first = await seededAt(harness.db);
    await harness.db.promoCodes.delete(DEMO_PROMO_CODES.inactive);
    clock.advance(60_000);
    await harness.open();
    expect(await seededAt(harness.db)).toBe(first);
    expect(await harness.db.promoCodes.get(DEMO_PROMO_CODES.inactive)).toBeUndefined();
  });

  it('stores passwords only as salted hashes', async () => {
    harness = await demoHarness();
    const stored = JSON.stringify(await harness.db.credentials.toArray());
    for (const account of DEMO_ACCOUNTS) expect(stored).not.toContain(account.password);
  });

  it('opens the upcoming party with paid bookings, their seats sold and one already admitted', async () => {
    harness = await demoHarness({ now: testClock('2026-11-21T06:00:00Z').now });
    const { backend } = harness;
    await backend.auth.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_ACCOUNTS[0]!.password);
    // 3 Basic; 2 Premium; 1 Basic and 1 Premium; 2 Basic (admitted at the door).
    expect(await backend.stats.eventFigures(DEMO_UPCOMING_EVENT_ID)).toEqual({
      ticketsSold: 9,
      revenue: 3 * 499 + 2 * 1212 + (499 + 1212) + 2 * 499,
      checkedInPeople: 2,
      bookedPeople: 9,
    });
    expect((await backend.events.nextUpcoming())?.sold).toBe(9);
    // Each has a ticket link, as a real booking does; the admission has its scan log entry.
    const ticket = await backend.tickets.getByToken('demoUpcomingTicket4Token0000');
    expect(ticket).toMatchObject({ bookingId: DEMO_UPCOMING_BOOKING_IDS.checkedIn });
    const scans = await harness.db.scanLog.toArray();
    expect(scans.map((scan) => [scan.bookingId, scan.result])).toEqual([
      [DEMO_UPCOMING_BOOKING_IDS.checkedIn, 'admitted'],
    ]);
  });

  it('resetDemoData puts the seed back, atomically', async () => {
    const clock = testClock('2026-11-21T06:00:00Z');
    harness = await demoHarness({ now: clock.now });
    const { backend } = harness;
    const result = await backend.checkout.createOrder({
      eventId: DEMO_UPCOMING_EVENT_ID,
      ticket499Count: 0,
      ticket1212Count: 1,
      couponCode: DEMO_PROMO_CODES.free,
      email: 'asha@example.com',
    });
    expect(result.kind).toBe('fulfilled');
    await backend.auth.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_ACCOUNTS[0]!.password);
    await backend.promoCodes.remove(DEMO_PROMO_CODES.half);
    const { id: _id, ...values } = (await backend.events.get(DEMO_UPCOMING_EVENT_ID))!;
    await backend.events.update(DEMO_UPCOMING_EVENT_ID, { ...values, title: 'Edited' });

    clock.advance(24 * 60 * 60 * 1000);
    await backend.resetDemoData!();

    // The seed's bookings again, and none of the ones made since.
    const ids = DEMO_UPCOMING_BOOKING_IDS;
    expect((await backend.registrations.list()).bookings.map((b) => b.id)).toEqual([
      ids.group,
      ids.premium,
      ids.couple,
      ids.checkedIn,
    ]);
    expect(await harness.db.orders.count()).toBe(0);
    expect(await harness.db.tickets.count()).toBe(Object.values(ids).length);
    expect((await backend.promoCodes.list()).map((p) => p.code)).toEqual(
      Object.values(DEMO_PROMO_CODES),
    );
    expect((await backend.events.nextUpcoming())?.event).toMatchObject({
      id: DEMO_UPCOMING_EVENT_ID,
      title: featuredEvent.title,
    });
    expect(await seededAt(harness.db)).toBe(clock.now().toISOString());
    await expect(
      backend.auth.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_ACCOUNTS[0]!.password),
    ).resolves.toMatchObject({ isAdmin: true });
  });
});
