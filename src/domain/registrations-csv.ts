import { toCsv, type CsvValue } from './csv';
import { formatIstDateTime, istDate } from './format';
import type { Registration } from './registrations';

export const REGISTRATIONS_CSV_HEADER = [
  'Booking ID',
  'Source',
  'Name',
  'Email',
  'Partner',
  'Members',
  'Event',
  'Event ID',
  'Tickets',
  'Basic',
  'Premium',
  'People',
  'Amount (INR)',
  'Coupon',
  'Checked in',
  'Check-in time (IST)',
  'Booked at (IST)',
] as const;

/**
 * The Registered Users export: one row per registration in the order given (the screen's
 * filtered list). `eventTitle` names an event by id, as the screen does.
 */
export function registrationsCsv(
  registrations: readonly Registration[],
  eventTitle: (registration: Registration) => string,
): string {
  const rows = registrations.map((r): CsvValue[] => [
    r.id,
    r.source === 'legacy' ? 'Legacy' : 'New',
    // Either source's name; `who` is the e-mail when there is none.
    r.who !== r.email ? r.who : '',
    r.email,
    r.partnerName,
    r.members.join('; '),
    eventTitle(r),
    r.eventId,
    r.tickets,
    r.source === 'legacy' ? null : r.ticket499Count,
    r.source === 'legacy' ? null : r.ticket1212Count,
    r.people,
    r.amount,
    r.coupon,
    r.checkedIn ? 'Yes' : 'No',
    r.checkInTime ? formatIstDateTime(r.checkInTime) : '',
    formatIstDateTime(r.createdAt),
  ]);
  return toCsv([[...REGISTRATIONS_CSV_HEADER], ...rows]);
}

/** 'registered-users-2025-07-28.csv', dated in India, where the organisers are. */
export function registrationsCsvFilename(now: Date): string {
  return `registered-users-${istDate(now)}.csv`;
}
