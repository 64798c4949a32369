import { collection, query, where, type Firestore, type Query } from 'firebase/firestore';
import type { ReadEventBookings } from '@/engine/reads/door';
import { readQuery } from './read-docs';

/**
 * docs/product-spec.md §7: bookings and newbookings of one event, all of them (the door's search
 * and live counts) or only those with checkedIn true (the history). Equality filters only, so
 * Firestore's single-field indexes serve them with no composite index.
 */
export function eventBookingQueries(
  db: Firestore,
  eventId: string,
  checkedInOnly = false,
): { bookings: Query; legacy: Query } {
  const of = (name: 'newbookings' | 'bookings') =>
    checkedInOnly
      ? query(collection(db, name), where('eventId', '==', eventId), where('checkedIn', '==', true))
      : query(collection(db, name), where('eventId', '==', eventId));
  return { bookings: of('newbookings'), legacy: of('bookings') };
}

/**
 * The one read of an event's bookings that the door and the overview share
 * (docs/design.md §14.4): the engine's reads get only this I/O from the adapter.
 */
export function eventBookingsReader(db: Firestore): ReadEventBookings {
  return async (eventId, { checkedInOnly }) => {
    const queries = eventBookingQueries(db, eventId, checkedInOnly);
    const [bookings, legacy] = await Promise.all([
      readQuery('newbookings', queries.bookings),
      readQuery('bookings', queries.legacy),
    ]);
    return { bookings, legacy };
  };
}
