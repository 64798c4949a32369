import { describe, expect, it } from 'vitest';
import { doorStateOf, historyOf, matchesSearch, recordsOf } from '@/backend/firebase/admin/door';
import { aBooking, aLegacyBooking } from '../../engine/support/fixtures';

const T1 = '2030-06-01T18:05:00.000Z';
const T2 = '2030-06-01T18:20:00.000Z';

describe('the door from Firestore’s documents (Firebase admin half)', () => {
  const bookings = [
    aBooking('newIn', {
      counts: { ticket499Count: 1, ticket1212Count: 2 },
      checkedIn: true,
      checkInTime: T1,
    }),
    aBooking('newOut', { email: 'meera@example.com' }),
  ];
  const legacy = [
    aLegacyBooking('duoIn', {
      attendees: 'duo',
      checkedIn: true,
      checkInTime: T2,
      name: 'Asha Rao',
    }),
    aLegacyBooking('soloOut', { attendees: 'stag' }),
  ];

  it('counts people, not bookings, and lists check-ins newest first', () => {
    expect(doorStateOf(bookings, legacy)).toMatchObject({
      checkedInPeople: 3 + 2,
      bookedPeople: 3 + 1 + 2 + 1,
      history: [
        { bookingId: 'duoIn', source: 'bookings', people: 2, checkInTime: T2 },
        { bookingId: 'newIn', source: 'newbookings', people: 3, checkInTime: T1 },
      ],
    });
    expect(historyOf([], [])).toEqual([]);
  });

  it('matches an id exactly, and an e-mail or name by any part, in any case', () => {
    const records = recordsOf(bookings, legacy);
    const found = (text: string) =>
      records.filter((record) => matchesSearch(record, text)).map((r) => r.bookingId);
    expect(found('newOut')).toEqual(['newOut']);
    expect(found('newou')).toEqual([]);
    expect(found('MEERA@')).toEqual(['newOut']);
    expect(found('asha r')).toEqual(['duoIn']);
  });
});
