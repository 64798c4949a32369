import { describe, expect, it } from 'vitest';
import { readDoorState, type EventBookings, type ReadEventBookings } from '@/engine/reads/door';
import { eventFiguresOf, readEventFigures } from '@/engine/reads/event-figures';
import { EVENT_ID, aBooking, aLegacyBooking } from './support/fixtures';

// Two people of a three-ticket booking and a duo are in; one ticket and one stag are not.
const event: EventBookings = {
  bookings: [
    aBooking('newIn', {
      counts: { ticket499Count: 1, ticket1212Count: 2 },
      checkedIn: true,
      checkInTime: '2030-06-01T18:05:00.000Z',
    }),
    aBooking('newOut', { total: 0, couponCode: 'VIPFREE100' }),
  ],
  legacy: [
    aLegacyBooking('duoIn', { attendees: 'duo', checkedIn: true, amountPaid: 1818 }),
    aLegacyBooking('soloOut', { attendees: 'stag' }),
  ],
};

const reader =
  (bookings: EventBookings): ReadEventBookings =>
  () =>
    Promise.resolve(bookings);

describe('eventFiguresOf (docs/design.md §14.4: one event at a glance)', () => {
  it('counts tickets, revenue and people as the door does', () => {
    expect(eventFiguresOf(event)).toEqual({
      ticketsSold: 3 + 1 + 2 + 1,
      revenue: 499 + 2 * 1212 + 0 + 1818,
      checkedInPeople: 3 + 2,
      bookedPeople: 3 + 1 + 2 + 1,
    });
  });

  it('gives the overview the same people counts the door shows for the event', async () => {
    const read = reader(event);
    const [figures, door] = await Promise.all([
      readEventFigures(read, EVENT_ID),
      readDoorState(read, EVENT_ID),
    ]);
    expect([figures.checkedInPeople, figures.bookedPeople]).toEqual([
      door.checkedInPeople,
      door.bookedPeople,
    ]);
  });

  it('gives zeros for an id no event can have, without reading', async () => {
    const read: ReadEventBookings = () => Promise.reject(new Error('must not read'));
    await expect(readEventFigures(read, 'a/b')).resolves.toEqual({
      ticketsSold: 0,
      revenue: 0,
      checkedInPeople: 0,
      bookedPeople: 0,
    });
  });
});
