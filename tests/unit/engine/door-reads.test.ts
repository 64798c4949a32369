import { describe, expect, it } from 'vitest';
import {
  DOOR_SEARCH_LIMIT,
  doorStateOf,
  readDoorHistory,
  readDoorState,
  searchDoor,
  type EventBookings,
  type ReadEventBookings,
} from '@/engine/reads/door';
import { EVENT_ID, aBooking, aLegacyBooking } from './support/fixtures';

const T1 = '2030-06-01T18:05:00.000Z';
const T2 = '2030-06-01T18:20:00.000Z';

const event: EventBookings = {
  bookings: [
    aBooking('newIn', {
      counts: { ticket499Count: 1, ticket1212Count: 2 },
      checkedIn: true,
      checkInTime: T1,
    }),
    aBooking('newOut', { email: 'meera@example.com' }),
  ],
  legacy: [
    aLegacyBooking('duoIn', {
      attendees: 'duo',
      checkedIn: true,
      checkInTime: T2,
      name: 'Asha Rao',
    }),
    aLegacyBooking('soloOut', { attendees: 'stag' }),
  ],
};

/**
 * An adapter's I/O as the reads see it: the event's bookings, every one of them whatever
 * `checkedInOnly` says (an adapter may ignore it), and a record of what was asked.
 */
function database(bookings: EventBookings = event) {
  const asked: Array<{ eventId: string; checkedInOnly: boolean }> = [];
  const read: ReadEventBookings = async (eventId, { checkedInOnly }) => {
    asked.push({ eventId, checkedInOnly });
    return eventId === EVENT_ID ? bookings : { bookings: [], legacy: [] };
  };
  return { read, asked };
}

describe('the door’s read model (engine, run by every adapter)', () => {
  it('counts people, not bookings, and lists check-ins newest first', async () => {
    const { read, asked } = database();
    const expected = {
      checkedInPeople: 3 + 2,
      bookedPeople: 3 + 1 + 2 + 1,
      history: [
        { bookingId: 'duoIn', source: 'bookings', people: 2, checkInTime: T2 },
        { bookingId: 'newIn', source: 'newbookings', people: 3, checkInTime: T1 },
      ],
    };
    expect(await readDoorState(read, EVENT_ID)).toMatchObject(expected);
    expect(doorStateOf(event)).toEqual(await readDoorState(read, EVENT_ID));
    expect(asked[0]).toEqual({ eventId: EVENT_ID, checkedInOnly: false });
  });

  it('asks for checked-in bookings only for the history, and still keeps only those', async () => {
    const { read, asked } = database();
    const history = await readDoorHistory(read, EVENT_ID);
    expect(history.map((record) => record.bookingId)).toEqual(['duoIn', 'newIn']);
    expect(asked).toEqual([{ eventId: EVENT_ID, checkedInOnly: true }]);
  });

  it('reads nothing for an id no event can have', async () => {
    const { read, asked } = database();
    expect(await readDoorState(read, '../x')).toEqual({
      history: [],
      checkedInPeople: 0,
      bookedPeople: 0,
    });
    expect(await readDoorHistory(read, '')).toEqual([]);
    expect(await searchDoor(read, 'a/b', 'asha')).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('matches an id exactly, and an e-mail or name by any part, in any case', async () => {
    const { read } = database();
    const found = async (text: string) =>
      (await searchDoor(read, EVENT_ID, text)).map((guest) => guest.bookingId);
    expect(await found('newOut')).toEqual(['newOut']);
    expect(await found('newou')).toEqual([]);
    expect(await found(' MEERA@ ')).toEqual(['newOut']);
    expect(await found('asha r')).toEqual(['duoIn']);
  });

  it('says whether each guest found is already in', async () => {
    const { read } = database();
    const guests = await searchDoor(read, EVENT_ID, 'example.com');
    expect(guests.map((g) => [g.bookingId, g.checkedIn])).toEqual([
      ['newIn', true],
      ['newOut', false],
      ['duoIn', true],
      ['soloOut', false],
    ]);
  });

  it('does not search on fewer than 2 characters, and shows at most 20 matches', async () => {
    const many = Array.from({ length: DOOR_SEARCH_LIMIT + 5 }, (_, i) =>
      aBooking(`guest${i}`, { email: `guest${i}@example.com` }),
    );
    const { read, asked } = database({ bookings: many, legacy: [] });
    expect(await searchDoor(read, EVENT_ID, ' g ')).toEqual([]);
    expect(await searchDoor(read, EVENT_ID, null)).toEqual([]);
    expect(asked).toEqual([]);
    expect(await searchDoor(read, EVENT_ID, 'gu')).toHaveLength(20);
  });
});
