import type { CheckInRecord, ScanLogEntry } from '@/backend/admin-backend';
import { parseScannedCode } from '@/domain/qr-payload';
import { admitLine, guestLabel } from './verdict';

/**
 * Whom a scan-log line was about, as people: the booking's name or e-mail and headcount when the
 * door knows the booking (it is, or was while the page was open, in this event's check-in
 * history), else what a ticket's own QR said on this line or on another line of the same booking
 * (`lines`), else the booking id the line names. Never the raw code.
 */
export function scanLogPerson(
  line: Pick<ScanLogEntry, 'code' | 'bookingId'>,
  known: ReadonlyMap<string, CheckInRecord>,
  lines: ReadonlyArray<Pick<ScanLogEntry, 'code' | 'bookingId'>> = [],
): string {
  const record = line.bookingId ? known.get(line.bookingId) : undefined;
  if (record) return `${guestLabel(record)} · ${admitLine(record)}`;
  const scanned = parseScannedCode(line.code);
  const onTicket =
    ticketWords(line.code) ??
    lines
      .filter((other) => other.bookingId !== null && other.bookingId === line.bookingId)
      .map((other) => ticketWords(other.code))
      .find((words) => words !== null);
  if (onTicket) return onTicket;
  if (line.bookingId) return `Booking ${line.bookingId}`;
  return scanned.kind === 'token' ? 'A ticket link' : 'An unreadable code';
}

/** What a ticket's own QR says of its guest: the e-mail and how many people, or null. */
function ticketWords(code: string): string | null {
  const scanned = parseScannedCode(code);
  if (scanned.kind !== 'bookingId' || !scanned.email) return null;
  const people = (scanned.ticket499Count ?? 0) + (scanned.ticket1212Count ?? 0);
  return `${scanned.email} · ${people} ${people === 1 ? 'person' : 'people'} on the ticket`;
}
