import { describe, expect, it } from 'vitest';
import type { Booking } from '@/domain/booking';
import { CSV_BOM } from '@/domain/csv';
import { quote } from '@/domain/pricing';
import {
  REGISTRATIONS_CSV_HEADER,
  registrationsCsv,
  registrationsCsvFilename,
} from '@/domain/registrations-csv';
import { fromBooking, fromLegacyBooking } from '@/domain/registrations';

const newBooking: Booking & { id: string } = {
  ...quote(
    { ticket499Count: 2, ticket1212Count: 1 },
    { code: 'VIPHALF50', discountPercentage: 50 },
  ),
  id: 'BkAAAA1111',
  email: '=cmd|calc@example.com',
  paymentId: 'pay_1',
  eventTitle: 'Sangeet, "The" Night',
  eventLocation: 'Bengaluru',
  eventDate: '2026-12-19',
  eventTime: '6:00 PM – 10:00 PM',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'confirmed',
  token: 'tok',
  checkedIn: true,
  checkInTime: '2026-12-19T12:41:00.000Z',
  eventId: 'upcoming',
};

const duo = fromLegacyBooking({
  id: 'legacy-duo-1',
  name: 'Rohan "Ro" Mehta',
  partnerName: 'Isha Mehta',
  email: 'rohan@example.com',
  attendees: 'duo',
  coupleMembers: [{ name1: 'Rohan "Ro" Mehta', name2: 'Isha Mehta' }],
  promocode: '+VIPDUO',
  amountPaid: 1818,
  eventId: 'past',
  checkedIn: false,
  createdAt: '2025-07-15T14:10:00.000Z',
});

/** Splits an RFC 4180 file into records of fields (quoted fields may hold commas, CR and LF). */
function parseCsv(csv: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]!;
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && csv[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  return records;
}

describe('registrationsCsv', () => {
  const titles: Record<string, string> = { upcoming: 'Sangeet, "The" Night', past: 'Old\nNight' };
  const csv = registrationsCsv([fromBooking(newBooking), duo], (r) => titles[r.eventId] ?? '');

  it('starts with the BOM and ends each record with CRLF', () => {
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(4);
  });

  it('has a header and one row per registration, read back field for field', () => {
    const [header, first, second] = parseCsv(csv.slice(1));
    expect(header).toEqual([...REGISTRATIONS_CSV_HEADER]);
    expect(first).toEqual([
      'BkAAAA1111',
      'New',
      '',
      "'=cmd|calc@example.com",
      '',
      '',
      'Sangeet, "The" Night',
      'upcoming',
      '2 Basic, 1 Premium',
      '2',
      '1',
      '3',
      String(newBooking.total),
      'VIPHALF50',
      'Yes',
      '19 Dec 2026, 6:11 PM',
      '20 Nov 2026, 3:30 PM',
    ]);
    expect(second).toEqual([
      'legacy-duo-1',
      'Legacy',
      'Rohan "Ro" Mehta',
      'rohan@example.com',
      'Isha Mehta',
      'Rohan "Ro" Mehta; Isha Mehta',
      'Old\nNight',
      'past',
      '2 people (duo)',
      '',
      '',
      '2',
      '1818',
      "'+VIPDUO",
      'No',
      '',
      '15 Jul 2025, 7:40 PM',
    ]);
  });

  it('fills Name with a new booking’s lead guest, guarded like every field (docs/design.md §9.14)', () => {
    const named = (name: string) =>
      parseCsv(registrationsCsv([fromBooking({ ...newBooking, name })], () => '').slice(1))[1];
    const nameColumn = REGISTRATIONS_CSV_HEADER.indexOf('Name');
    expect(named('Asha Rao')?.[nameColumn]).toBe('Asha Rao');
    // A spreadsheet must not run a name as a formula.
    expect(named('=1+1')?.[nameColumn]).toBe("'=1+1");
  });

  it('quotes what needs quoting in the raw text', () => {
    expect(csv).toContain('"Sangeet, ""The"" Night"');
    expect(csv).toContain('"Old\nNight"');
    expect(csv).toContain('"Rohan ""Ro"" Mehta"');
  });

  it('is only the header for an empty list', () => {
    expect(registrationsCsv([], () => '')).toBe(
      `${CSV_BOM}${REGISTRATIONS_CSV_HEADER.join(',')}\r\n`,
    );
  });
});

describe('registrationsCsvFilename', () => {
  it.each([
    ['2026-11-20T10:00:00.000Z', 'registered-users-2026-11-20.csv'],
    // 20:00 UTC is already the next day in India.
    ['2026-11-20T20:00:00.000Z', 'registered-users-2026-11-21.csv'],
  ])('%s → %s', (now, expected) => {
    expect(registrationsCsvFilename(new Date(now))).toBe(expected);
  });
});
