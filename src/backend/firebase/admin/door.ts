import { totalCheckIns, totalMembersRegistered } from '@/domain/stats';
import type { BookingDoc, LegacyBookingDoc } from '@/engine/collections';
import { checkInRecord, type CheckInRecord } from '@/engine/flows/check-in';
import type { DoorState } from '../../admin-backend';

/**
 * What the door shows of one event's bookings, from the documents Firestore returned: the same
 * records (engine) and people counts (domain) as the demo adapter, whichever query fed them.
 */

export const isCheckedIn = (booking: { checkedIn?: boolean | null }) => booking.checkedIn === true;

function newestFirst(a: CheckInRecord, b: CheckInRecord): number {
  return b.checkInTime.localeCompare(a.checkInTime) || a.bookingId.localeCompare(b.bookingId);
}

export const recordsOf = (bookings: BookingDoc[], legacy: LegacyBookingDoc[]): CheckInRecord[] => [
  ...bookings.map((booking) => checkInRecord({ source: 'newbookings', booking })),
  ...legacy.map((booking) => checkInRecord({ source: 'bookings', booking })),
];

/** Checked-in bookings, newest check-in first. */
export function historyOf(bookings: BookingDoc[], legacy: LegacyBookingDoc[]): CheckInRecord[] {
  return recordsOf(bookings.filter(isCheckedIn), legacy.filter(isCheckedIn)).sort(newestFirst);
}

/** The door from every booking of the event (checked in or not). */
export function doorStateOf(bookings: BookingDoc[], legacy: LegacyBookingDoc[]): DoorState {
  return {
    history: historyOf(bookings, legacy),
    checkedInPeople: totalCheckIns(legacy, bookings),
    bookedPeople: totalMembersRegistered(legacy, bookings),
  };
}

export function matchesSearch(record: CheckInRecord, text: string): boolean {
  if (record.bookingId === text) return true;
  const wanted = text.toLowerCase();
  return [record.email, record.name].some(
    (field) => typeof field === 'string' && field.toLowerCase().includes(wanted),
  );
}
