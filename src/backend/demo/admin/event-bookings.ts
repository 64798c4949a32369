import type { ReadEventBookings } from '@/engine/reads/door';
import type { DemoContext } from '../context';

/**
 * The one read of an event's bookings that the door and the overview share
 * (docs/design.md §14.4): every booking of both kinds with that eventId. Dexie reads them all;
 * the engine's reads filter checked-in ones themselves.
 */
export function eventBookingsReader({ db }: DemoContext): ReadEventBookings {
  return async (eventId) => {
    const [bookings, legacy] = await Promise.all([
      db.newbookings.where('eventId').equals(eventId).toArray(),
      db.bookings.where('eventId').equals(eventId).toArray(),
    ]);
    return { bookings, legacy };
  };
}
