import { featuredEventRecord } from '@/config/featured-event';
import { buildBooking, newToken, toTicket, type Ticket } from '@/domain/booking';
import { quote } from '@/domain/pricing';
import type { RandomBytes } from '@/domain/random-bytes';
import { bookingHeadcount } from '@/domain/stats';
import type { StoredEvent } from '@/domain/seats';
import { shardDocId, type SeatShardDoc } from '@/domain/seat-shards';
import type { DemoDatabase, StoredBooking } from './db';

/**
 * The `?seed=large` addition (docs/design.md §10.3 bench): a past event with thousands of new
 * bookings, so Registered Users can be measured with a realistic amount of data. Loaded only when
 * asked for, so no other page load downloads it.
 */

export const LARGE_SEED_BOOKINGS = 5000;
export const DEMO_LARGE_EVENT_ID = 'sangeet-large-demo';
const LARGE_EVENT_DATE = '2025-06-14';
const MINUTE_MS = 60 * 1000;
const LARGE_SEEDED_KEY = 'largeSeededAt';

export interface LargeSeed {
  event: StoredEvent;
  /** Its one seat shard, with every booking's seats sold. */
  shard: SeatShardDoc;
  bookings: StoredBooking[];
  tickets: Ticket[];
}

export function buildLargeSeed(
  now: Date,
  random: RandomBytes,
  count: number = LARGE_SEED_BOOKINGS,
): LargeSeed {
  const record = featuredEventRecord(LARGE_EVENT_DATE);
  const event = {
    id: DEMO_LARGE_EVENT_ID,
    ...record,
    title: 'Sangeet Vibes: The Big Summer Night',
    capacity: count * 4,
  };
  const bookings: StoredBooking[] = [];
  const tickets: Ticket[] = [];
  for (let i = 0; i < count; i++) {
    const n = String(i + 1).padStart(4, '0');
    const counts = { ticket499Count: (i % 3) + 1, ticket1212Count: i % 2 };
    const booking = buildBooking({
      quote: quote(counts),
      email: `guest${n}@example.com`,
      event,
      paymentId: `pay_LARGE${n}`,
      token: newToken(random),
      // One a minute back from now: distinct times, newest first is the order of i.
      now: new Date(now.getTime() - (i + 1) * MINUTE_MS),
    });
    const id = `large-${n}`;
    const checkedIn = i % 4 === 0;
    bookings.push({
      ...booking,
      id,
      checkedIn,
      checkInTime: checkedIn
        ? `${LARGE_EVENT_DATE}T13:${String(i % 60).padStart(2, '0')}:00.000Z`
        : null,
    });
    tickets.push(toTicket(booking, id));
  }
  const sold = bookings.reduce((sum, booking) => sum + bookingHeadcount(booking), 0);
  const shard = { id: shardDocId(event.id, 0), eventId: event.id, index: 0, sold, holds: {} };
  return { event: { ...event, shards: 1 }, shard, bookings, tickets };
}

/**
 * Adds the large seed (large-seed.ts) once, on top of the normal one; a reset takes it away
 * again. Returns whether this call added it.
 */
export async function ensureLargeSeed(
  db: DemoDatabase,
  now: Date,
  random: RandomBytes,
  count?: number,
): Promise<boolean> {
  const seed = buildLargeSeed(now, random, count);
  return db.transaction('rw', db.allTables, async () => {
    if (await db.meta.get(LARGE_SEEDED_KEY)) return false;
    await db.events.put(seed.event);
    await db.seatShards.put(seed.shard);
    await db.newbookings.bulkPut(seed.bookings);
    await db.tickets.bulkPut(seed.tickets);
    await db.meta.put({ key: LARGE_SEEDED_KEY, value: now.toISOString() });
    return true;
  });
}
