import { afterEach, describe, expect, it } from 'vitest';
import {
  DEMO_LARGE_EVENT_ID,
  LARGE_SEED_BOOKINGS,
  buildLargeSeed,
  ensureLargeSeed,
} from '@/backend/demo/large-seed';
import { wantsLargeDemoSeed } from '@/backend/load-backend';
import { DEMO_ACCOUNTS } from '@/backend/demo/demo-accounts';
import { DEMO_UPCOMING_BOOKING_IDS } from '@/backend/demo/seed';
import { cryptoRandomBytes } from '@/domain/random-bytes';
import { bookingHeadcount } from '@/domain/stats';
import { demoHarness, type DemoHarness } from './demo-harness';

describe('wantsLargeDemoSeed', () => {
  it.each<[string, boolean]>([
    ['?seed=large', true],
    ['?foo=1&seed=large', true],
    ['', false],
    ['?seed=small', false],
    ['?seed=LARGE', false],
  ])('%j → %s', (search, expected) => {
    expect(wantsLargeDemoSeed(search)).toBe(expected);
  });
});

describe('buildLargeSeed', () => {
  const now = new Date('2026-11-21T06:00:00Z');
  const seed = buildLargeSeed(now, cryptoRandomBytes);

  it('makes 5,000 distinct bookings of one past event, newest first in id order', () => {
    expect(seed.bookings).toHaveLength(LARGE_SEED_BOOKINGS);
    expect(new Set(seed.bookings.map((b) => b.id)).size).toBe(LARGE_SEED_BOOKINGS);
    expect(new Set(seed.bookings.map((b) => b.token)).size).toBe(LARGE_SEED_BOOKINGS);
    expect(seed.bookings.every((b) => b.eventId === DEMO_LARGE_EVENT_ID)).toBe(true);
    expect(seed.event.date < now.toISOString().slice(0, 10)).toBe(true);
    const times = seed.bookings.map((b) => b.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(seed.tickets.map((t) => t.bookingId)).toEqual(seed.bookings.map((b) => b.id));
  });

  it('keeps the event’s seat counter equal to the people booked, within its capacity', () => {
    const people = seed.bookings.reduce((sum, b) => sum + bookingHeadcount(b), 0);
    expect(seed.shard.sold).toBe(people);
    expect(seed.event.capacity).toBeGreaterThanOrEqual(people);
  });

  it('has some checked in, each with a time, and the rest without', () => {
    const checkedIn = seed.bookings.filter((b) => b.checkedIn);
    expect(checkedIn.length).toBeGreaterThan(0);
    expect(checkedIn.length).toBeLessThan(LARGE_SEED_BOOKINGS);
    expect(checkedIn.every((b) => b.checkInTime)).toBe(true);
    expect(seed.bookings.filter((b) => !b.checkedIn).every((b) => b.checkInTime === null)).toBe(
      true,
    );
  });
});

describe('ensureLargeSeed', () => {
  let harness: DemoHarness | undefined;
  afterEach(async () => {
    await harness?.cleanup();
    harness = undefined;
  });

  it('adds the bookings once, pages them 100 at a time, and a reset takes them away', async () => {
    harness = await demoHarness({ largeSeed: true });
    const { backend, db } = harness;
    // On top of the normal seed's bookings for the upcoming party.
    const seeded = Object.values(DEMO_UPCOMING_BOOKING_IDS).length;
    expect(await db.newbookings.count()).toBe(seeded + LARGE_SEED_BOOKINGS);
    expect(await ensureLargeSeed(db, new Date(), cryptoRandomBytes, 10)).toBe(false);
    await harness.open({ largeSeed: true });
    expect(await db.newbookings.count()).toBe(seeded + LARGE_SEED_BOOKINGS);

    const admin = DEMO_ACCOUNTS[0]!;
    await backend.auth.signIn(admin.email, admin.password);
    const first = await backend.registrations.list();
    expect(first.bookings).toHaveLength(100);
    expect(first.cursor.bookings).not.toBeNull();

    await backend.resetDemoData!();
    expect(await db.newbookings.count()).toBe(seeded);
    expect(await db.events.get(DEMO_LARGE_EVENT_ID)).toBeUndefined();
  });
});
