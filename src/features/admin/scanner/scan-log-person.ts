import type { CheckInRecord, ScanLogEntry } from '@/backend/admin-backend';
import { parseScannedCode } from '@/domain/qr-payload';
import { admitLine, guestLabel } from './verdict';

/**
 * Whom a scan-log line was about, as people: the booking's name or e-mail and headcount when the
 * door knows the booking (it is in this event's check-in history), else what the ticket's own
 * QR said, else the booking id the line names. Never the raw code.
 */
export function scanLogPerson(
  line: Pick<ScanLogEntry, 'code' | 'bookingId'>,
  checkedIn: ReadonlyMap<string, CheckInRecord>,
): string {
  const known = line.bookingId ? checkedIn.get(line.bookingId) : undefined;
  if (known) return `${guestLabel(known)} · ${admitLine(known)}`;
  const scanned = parseScannedCode(line.code);
  if (scanned.kind === 'bookingId' && scanned.email) {
    const people = (scanned.ticket499Count ?? 0) + (scanned.ticket1212Count ?? 0);
    return `${scanned.email} · ${people} ${people === 1 ? 'person' : 'people'} on the ticket`;
  }
  if (line.bookingId) return `Booking ${line.bookingId}`;
  return scanned.kind === 'token' ? 'A ticket link' : 'An unreadable code';
}
