import type { Booking } from './booking';
import type { LegacyBooking } from './legacy-booking';
import { isLegacyDuo } from './legacy-duo';

export interface DashboardStats {
  totalCheckIns: number;
  totalMembersRegistered: number;
  totalEvents: number;
  walletBalance: number;
}

type LegacyForStats = Pick<LegacyBooking, 'attendees' | 'checkedIn'>;
type BookingForStats = Pick<Booking, 'ticket499Count' | 'ticket1212Count' | 'checkedIn'>;

/**
 * docs/product-spec.md §9: a duo booking admits two people (legacy-duo.ts); any other legacy
 * booking admits one.
 */
export function legacyHeadcount(booking: Pick<LegacyBooking, 'attendees'>): number {
  return isLegacyDuo(booking.attendees) ? 2 : 1;
}

function wholeOrZero(value: number): number {
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/**
 * One QR admits the whole order, so a new booking counts as many people as it has tickets
 * (the same reasoning that makes a duo count as 2). A booking always admits at least one.
 */
export function bookingHeadcount(
  booking: Pick<Booking, 'ticket499Count' | 'ticket1212Count'>,
): number {
  return Math.max(1, wholeOrZero(booking.ticket499Count) + wholeOrZero(booking.ticket1212Count));
}

function sumHeadcounts(
  legacy: readonly LegacyForStats[],
  bookings: readonly BookingForStats[],
): number {
  return (
    legacy.reduce((sum, booking) => sum + legacyHeadcount(booking), 0) +
    bookings.reduce((sum, booking) => sum + bookingHeadcount(booking), 0)
  );
}

/** People admitted so far, across both booking collections. */
export function totalCheckIns(
  legacy: readonly LegacyForStats[],
  bookings: readonly BookingForStats[],
): number {
  return sumHeadcounts(
    legacy.filter((booking) => booking.checkedIn === true),
    bookings.filter((booking) => booking.checkedIn === true),
  );
}

/** People registered (not orders), counted the same way as check-ins so the two compare. */
export function totalMembersRegistered(
  legacy: readonly LegacyForStats[],
  bookings: readonly BookingForStats[],
): number {
  return sumHeadcounts(legacy, bookings);
}

export function dashboardStats(input: {
  legacyBookings: readonly LegacyForStats[];
  bookings: readonly BookingForStats[];
  eventCount: number;
  walletBalance: number | null | undefined;
}): DashboardStats {
  const balance = input.walletBalance;
  return {
    totalCheckIns: totalCheckIns(input.legacyBookings, input.bookings),
    totalMembersRegistered: totalMembersRegistered(input.legacyBookings, input.bookings),
    totalEvents: wholeOrZero(input.eventCount),
    walletBalance: typeof balance === 'number' && Number.isFinite(balance) ? balance : 0,
  };
}
