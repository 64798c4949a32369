import { collection, query, where, type Firestore, type Query } from 'firebase/firestore';

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
