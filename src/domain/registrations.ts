import type { Booking } from './booking';
import { legacyAttendees, legacyCouponCode, type LegacyBooking } from './legacy-booking';
import { TICKET_TIER_NAMES } from './prices';
import { bookingHeadcount, legacyHeadcount } from './stats';

/** docs/product-spec.md §9: registrations are listed 100 per source at a time. */
export const REGISTRATIONS_PAGE_SIZE = 100;

export type RegistrationSource = 'booking' | 'legacy';

/**
 * One row of the Registered Users screen, the same for a new booking (newbookings) and an older
 * one (bookings), so the screen, its search and the CSV export read one shape.
 */
export interface Registration {
  source: RegistrationSource;
  id: string;
  /** The booking's name (a new booking's lead guest, docs/design.md §9.14); else the e-mail. */
  who: string;
  email: string;
  partnerName: string | null;
  /** Legacy attendees' names, in ticket order; empty for new bookings. */
  members: string[];
  eventId: string;
  /** Copied onto new bookings when bought; legacy bookings only have the event id. */
  eventTitle: string | null;
  /** '2 Basic, 1 Premium'; legacy: '2 people (duo)' or '1 person'. */
  tickets: string;
  ticket499Count: number;
  ticket1212Count: number;
  /** People admitted (docs/product-spec.md §9: a duo is 2, a new booking its tickets). */
  people: number;
  /** What was paid; null when a legacy booking did not record it. */
  amount: number | null;
  coupon: string | null;
  checkedIn: boolean;
  checkInTime: string | null;
  createdAt: string;
}

type NewBookingDoc = Booking & { id: string };
type LegacyBookingDoc = LegacyBooking & { id: string };

const wholeOrZero = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** '2 Basic, 1 Premium'; just one tier when the other is 0. */
export function ticketSummary(counts: { ticket499Count: number; ticket1212Count: number }): string {
  const parts: string[] = [];
  const basic = wholeOrZero(counts.ticket499Count);
  const premium = wholeOrZero(counts.ticket1212Count);
  if (basic > 0) parts.push(`${basic} ${TICKET_TIER_NAMES['499']}`);
  if (premium > 0) parts.push(`${premium} ${TICKET_TIER_NAMES['1212']}`);
  return parts.length > 0 ? parts.join(', ') : 'No tickets';
}

export function fromBooking(booking: NewBookingDoc): Registration {
  const email = text(booking.email);
  const name = text(booking.name);
  const ticket499Count = wholeOrZero(booking.ticket499Count);
  const ticket1212Count = wholeOrZero(booking.ticket1212Count);
  return {
    source: 'booking',
    id: booking.id,
    who: name || email,
    email,
    partnerName: null,
    members: [],
    eventId: booking.eventId,
    eventTitle: text(booking.eventTitle) || null,
    tickets: ticketSummary({ ticket499Count, ticket1212Count }),
    ticket499Count,
    ticket1212Count,
    people: bookingHeadcount(booking),
    amount: typeof booking.total === 'number' && Number.isFinite(booking.total) ? booking.total : 0,
    coupon: text(booking.couponCode) || null,
    checkedIn: booking.checkedIn === true,
    checkInTime: booking.checkedIn === true ? booking.checkInTime || null : null,
    createdAt: booking.createdAt,
  };
}

export function fromLegacyBooking(booking: LegacyBookingDoc): Registration {
  const email = text(booking.email);
  const name = text(booking.name);
  const partnerName = text(booking.partnerName) || null;
  const members = legacyAttendees(booking).map((person) => person.name);
  const people = legacyHeadcount(booking);
  return {
    source: 'legacy',
    id: booking.id,
    who: name || email,
    email,
    partnerName,
    members,
    eventId: booking.eventId,
    eventTitle: null,
    tickets: people === 2 ? '2 people (duo)' : '1 person',
    ticket499Count: 0,
    ticket1212Count: 0,
    people,
    amount:
      typeof booking.amountPaid === 'number' && Number.isFinite(booking.amountPaid)
        ? booking.amountPaid
        : null,
    coupon: legacyCouponCode(booking),
    checkedIn: booking.checkedIn === true,
    checkInTime: booking.checkedIn === true ? booking.checkInTime || null : null,
    createdAt: booking.createdAt,
  };
}

/** Newest first over both sources; equal times by id, descending, as the port pages them. */
export function compareNewestFirst(
  a: Pick<Registration, 'createdAt' | 'id'>,
  b: Pick<Registration, 'createdAt' | 'id'>,
): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}

export interface RegistrationsPage {
  bookings: NewBookingDoc[];
  legacy: LegacyBookingDoc[];
}

/** One page of both sources as rows, in no particular order. */
export function registrationsOfPage(page: RegistrationsPage): Registration[] {
  return [...page.bookings.map(fromBooking), ...page.legacy.map(fromLegacyBooking)];
}

/**
 * Every page loaded so far, as one list, newest first. `ofPage` lets a screen reuse the rows of
 * pages it has already turned into rows, so they keep their identity (and memoised cards stay).
 */
export function toRegistrations<P extends RegistrationsPage>(
  pages: readonly P[],
  ofPage: (page: P) => Registration[] = registrationsOfPage,
): Registration[] {
  return pages.flatMap(ofPage).sort(compareNewestFirst);
}

export type CheckInFilter = 'all' | 'checked-in' | 'not-checked-in';

export interface RegistrationFilter {
  /** The start of a word of a name, e-mail or booking id (registration-search.ts). */
  search: string;
  /** '' for every event. */
  eventId: string;
  checkIn: CheckInFilter;
}

export const NO_REGISTRATION_FILTER: RegistrationFilter = {
  search: '',
  eventId: '',
  checkIn: 'all',
};
