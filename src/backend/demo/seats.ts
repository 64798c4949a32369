import { ticketsSold } from '@/domain/orders';
import type { DemoDatabase } from './db';

/**
 * Seats taken for an event (confirmed bookings plus live unpaid holds). Call it inside a
 * transaction that includes newbookings and orders when the answer decides a write.
 */
export async function seatsTaken(
  db: DemoDatabase,
  eventId: string,
  now: Date,
  exceptOrderId: string | null = null,
): Promise<number> {
  const bookings = await db.newbookings.where('eventId').equals(eventId).toArray();
  const pending = await db.orders.where('[eventId+status]').equals([eventId, 'pending']).toArray();
  return ticketsSold(
    bookings,
    pending.filter((order) => order.id !== exceptOrderId),
    now,
  );
}
