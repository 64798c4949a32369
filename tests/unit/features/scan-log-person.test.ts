import { describe, expect, it } from 'vitest';
import type { CheckInRecord } from '@/backend/admin-backend';
import { scanLogPerson } from '@/features/admin/scanner/scan-log-person';

// docs/design.md §5.5: the scan log names people, not raw codes.

const asha = {
  bookingId: 'BookingAsha01',
  name: 'Asha Rao',
  email: 'asha@example.com',
  people: 3,
  tickets: { basic: 2, premium: 1 },
} as CheckInRecord;
const checkedIn = new Map([[asha.bookingId, asha]]);

describe('scanLogPerson', () => {
  it.each([
    [
      'a checked-in booking: its name and headcount',
      { code: 'BookingAsha01', bookingId: 'BookingAsha01' },
      'Asha Rao (asha@example.com) · Admit 3 — 2 Basic, 1 Premium',
    ],
    [
      'a ticket QR of a booking not checked in: what the ticket says',
      {
        code: '{"bookingId":"Other01","email":"ravi@example.com","ticket499Count":1,"ticket1212Count":1}',
        bookingId: 'Other01',
      },
      'ravi@example.com · 2 people on the ticket',
    ],
    [
      'one person',
      {
        code: '{"bookingId":"Other02","email":"solo@example.com","ticket499Count":0,"ticket1212Count":1}',
        bookingId: null,
      },
      'solo@example.com · 1 person on the ticket',
    ],
    [
      'a bare booking id nobody knows',
      { code: 'Ghost01', bookingId: 'Ghost01' },
      'Booking Ghost01',
    ],
    [
      'a ticket link',
      { code: 'https://x.in/ticket/q3Kx9_-ZpLm2Vb7Nc4Rt8wYe', bookingId: null },
      'A ticket link',
    ],
    ['garbage', { code: '{"not":"ours"}', bookingId: null }, 'An unreadable code'],
  ])('%s', (_, line, shown) => {
    expect(scanLogPerson(line, checkedIn)).toBe(shown);
  });

  it('names a bare booking id by what another line’s ticket QR said of the same booking', () => {
    const ticket = {
      code: '{"bookingId":"Other01","email":"ravi@example.com","ticket499Count":1,"ticket1212Count":1}',
      bookingId: 'Other01',
    };
    const typed = { code: 'Other01', bookingId: 'Other01' };
    const elsewhere = { code: 'Ghost01', bookingId: 'Ghost01' };
    expect(scanLogPerson(typed, checkedIn, [typed, ticket, elsewhere])).toBe(
      'ravi@example.com · 2 people on the ticket',
    );
    expect(scanLogPerson(elsewhere, checkedIn, [typed, ticket, elsewhere])).toBe('Booking Ghost01');
  });
});
