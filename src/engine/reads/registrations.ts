import {
  bookingSearchFields,
  legacySearchFields,
  searchKeysOf,
} from '@/domain/registration-search';
import type { BookingDoc, LegacyBookingDoc } from '../collections';

/**
 * A new booking as it is stored: with the search keys the organisers' search finds it by
 * (docs/design.md §14.3). The fulfil flow writes every booking through this.
 */
export function searchableBooking(booking: BookingDoc): BookingDoc {
  return { ...booking, searchKeys: searchKeysOf(bookingSearchFields(booking)) };
}

/**
 * An older site's booking as the search needs it stored (the backfill of docs/design.md §16.3):
 * its search keys, and `checkedIn: false` where the older site left the field out, since a
 * database's "checkedIn == false" does not find a document without it.
 */
export function searchableLegacyBooking(booking: LegacyBookingDoc): LegacyBookingDoc {
  return {
    ...booking,
    checkedIn: booking.checkedIn === true,
    searchKeys: searchKeysOf(legacySearchFields(booking)),
  };
}
