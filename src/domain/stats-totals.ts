import type { DashboardStats } from './stats';

/**
 * The overview's people counts from totals a database can compute without sending every booking
 * (Firestore's count and sum aggregations), equal to what `totalCheckIns` and
 * `totalMembersRegistered` count from the documents themselves.
 */

/**
 * A set of new bookings as sums: its Basic and Premium tickets, and how many of its bookings
 * have no ticket at all (such a booking still admits one: `bookingHeadcount`). Exact for
 * whole, non-negative ticket counts, which are the only ones the flows write.
 */
export interface BookingTotals {
  ticket499Count: number;
  ticket1212Count: number;
  withoutTickets: number;
}

/**
 * A set of legacy bookings: how many there are, and how many of them are duos (`isLegacyDuo`;
 * a server counts them with an `in` filter over `legacyDuoSpellings()`).
 */
export interface LegacyTotals {
  bookings: number;
  duos: number;
}

const whole = (value: number) => (Number.isSafeInteger(value) && value > 0 ? value : 0);

/** People in a set of bookings of both kinds, counted as `totalMembersRegistered` counts them. */
export function headcountFromTotals(bookings: BookingTotals, legacy: LegacyTotals): number {
  return (
    whole(bookings.ticket499Count) +
    whole(bookings.ticket1212Count) +
    whole(bookings.withoutTickets) +
    whole(legacy.bookings) +
    whole(legacy.duos)
  );
}

export function dashboardStatsFromTotals(input: {
  registered: { bookings: BookingTotals; legacy: LegacyTotals };
  checkedIn: { bookings: BookingTotals; legacy: LegacyTotals };
  eventCount: number;
  walletBalance: number | null | undefined;
}): DashboardStats {
  const balance = input.walletBalance;
  return {
    totalCheckIns: headcountFromTotals(input.checkedIn.bookings, input.checkedIn.legacy),
    totalMembersRegistered: headcountFromTotals(input.registered.bookings, input.registered.legacy),
    totalEvents: whole(input.eventCount),
    walletBalance: typeof balance === 'number' && Number.isFinite(balance) ? balance : 0,
  };
}
