import type { Booking } from './booking';
import type { LegacyBooking } from './legacy-booking';
import { legacyHeadcount } from './stats';

const rupeesOrZero = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/**
 * What an event's bookings brought in, in rupees (docs/design.md §14.4): each new booking's
 * total after its coupon (free bookings add 0), and each legacy booking's amountPaid where it
 * was recorded. Refunded late payments never became bookings, so they are not in it.
 */
export function eventRevenue(
  bookings: readonly Pick<Booking, 'total'>[],
  legacy: readonly Pick<LegacyBooking, 'amountPaid'>[],
): number {
  return (
    bookings.reduce((sum, booking) => sum + rupeesOrZero(booking.total), 0) +
    legacy.reduce((sum, booking) => sum + rupeesOrZero(booking.amountPaid), 0)
  );
}

const wholeOrZero = (value: number) => (Number.isSafeInteger(value) && value > 0 ? value : 0);

/**
 * Tickets of an event's confirmed bookings, the figure its capacity bounds; a legacy booking had
 * no tickets and counts the people it admits (a duo 2).
 */
export function ticketsSold(
  bookings: readonly Pick<Booking, 'ticket499Count' | 'ticket1212Count'>[],
  legacy: readonly Pick<LegacyBooking, 'attendees'>[],
): number {
  return (
    bookings.reduce(
      (sum, booking) =>
        sum + wholeOrZero(booking.ticket499Count) + wholeOrZero(booking.ticket1212Count),
      0,
    ) + legacy.reduce((sum, booking) => sum + legacyHeadcount(booking), 0)
  );
}
