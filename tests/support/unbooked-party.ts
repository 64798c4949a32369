import type { DemoDatabase } from '@/backend/demo/db';
import { DEMO_UPCOMING_BOOKING_IDS, DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { shardDocId } from '@/domain/seat-shards';

/**
 * Takes the seed's own bookings for the upcoming party away again (bookings, tickets, the scan log
 * entry, the seats they took), for tests whose subject needs a party nobody has booked or a fixed
 * list of registrations of their own; the seed's bookings are tested in seed.test.ts and the
 * overview's test.
 */
export async function unbookUpcomingParty(db: DemoDatabase): Promise<void> {
  const ids: string[] = Object.values(DEMO_UPCOMING_BOOKING_IDS);
  await db.transaction('rw', [db.newbookings, db.tickets, db.scanLog, db.seatShards], async () => {
    await db.newbookings.bulkDelete(ids);
    await db.tickets.where('bookingId').anyOf(ids).delete();
    await db.scanLog.where('bookingId').anyOf(ids).delete();
    await db.seatShards.update(shardDocId(DEMO_UPCOMING_EVENT_ID, 0), { sold: 0 });
  });
}
