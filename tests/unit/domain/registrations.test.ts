import { describe, expect, it } from 'vitest';
import type { Booking } from '@/domain/booking';
import type { LegacyBooking } from '@/domain/legacy-booking';
import { quote } from '@/domain/pricing';
import {
  NO_REGISTRATION_FILTER,
  filterRegistrations,
  fromBooking,
  fromLegacyBooking,
  ticketSummary,
  toRegistrations,
  type Registration,
  type RegistrationFilter,
} from '@/domain/registrations';

function booking(more: Partial<Booking & { id: string }> = {}): Booking & { id: string } {
  return {
    ...quote({ ticket499Count: 2, ticket1212Count: 1 }),
    id: 'BkAAAA1111',
    email: 'asha.rao@example.com',
    paymentId: 'pay_1',
    eventTitle: 'Sangeet Night',
    eventLocation: 'Bengaluru',
    eventDate: '2026-12-19',
    eventTime: '6:00 PM – 10:00 PM',
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'confirmed',
    token: 'tok',
    checkedIn: false,
    checkInTime: null,
    eventId: 'upcoming',
    ...more,
  };
}

function legacy(
  more: Partial<LegacyBooking & { id: string }> = {},
): LegacyBooking & { id: string } {
  return {
    id: 'legacy-duo-1',
    name: 'Rohan Mehta',
    partnerName: 'Isha Mehta',
    email: 'rohan.mehta@example.com',
    attendees: 'duo',
    coupleMembers: [{ name1: 'Rohan Mehta', name2: 'Isha Mehta' }],
    promocode: 'VIPDUO2025',
    amountPaid: 1818,
    eventId: 'past',
    checkedIn: true,
    checkInTime: '2025-07-28T13:05:00.000Z',
    createdAt: '2025-07-15T14:10:00.000Z',
    ...more,
  };
}

describe('ticketSummary', () => {
  it.each<[number, number, string]>([
    [2, 1, '2 Basic, 1 Premium'],
    [1, 0, '1 Basic'],
    [0, 3, '3 Premium'],
    [0, 0, 'No tickets'],
    [-1, Number.NaN, 'No tickets'],
  ])('%i Basic and %i Premium → %s', (ticket499Count, ticket1212Count, expected) => {
    expect(ticketSummary({ ticket499Count, ticket1212Count })).toBe(expected);
  });
});

describe('fromBooking / fromLegacyBooking', () => {
  it('shows a new booking by its e-mail, with tickets, total and coupon', () => {
    expect(fromBooking(booking({ couponCode: 'VIPHALF50' }))).toMatchObject({
      source: 'booking',
      id: 'BkAAAA1111',
      who: 'asha.rao@example.com',
      email: 'asha.rao@example.com',
      tickets: '2 Basic, 1 Premium',
      people: 3,
      amount: 2210,
      coupon: 'VIPHALF50',
      checkedIn: false,
      checkInTime: null,
      eventTitle: 'Sangeet Night',
    });
  });

  it('shows a new booking by its lead guest’s name when it has one (docs/design.md §9.14)', () => {
    expect(fromBooking(booking({ name: 'Asha Rao' }))).toMatchObject({
      who: 'Asha Rao',
      email: 'asha.rao@example.com',
      partnerName: null,
      members: [],
    });
  });

  it('shows a legacy duo by name, partner and members, as 2 people', () => {
    expect(fromLegacyBooking(legacy())).toMatchObject({
      source: 'legacy',
      who: 'Rohan Mehta',
      partnerName: 'Isha Mehta',
      members: ['Rohan Mehta', 'Isha Mehta'],
      tickets: '2 people (duo)',
      people: 2,
      amount: 1818,
      coupon: 'VIPDUO2025',
      checkedIn: true,
      checkInTime: '2025-07-28T13:05:00.000Z',
      eventTitle: null,
    });
  });

  it('copes with a legacy booking that has only an e-mail', () => {
    expect(
      fromLegacyBooking({ id: 'min', email: 'neha@example.com', eventId: 'past', createdAt: 'x' }),
    ).toMatchObject({
      who: 'neha@example.com',
      partnerName: null,
      members: [],
      tickets: '1 person',
      people: 1,
      amount: null,
      coupon: null,
      checkedIn: false,
      checkInTime: null,
    });
  });

  it('takes the other coupon spelling of older bookings', () => {
    expect(fromLegacyBooking(legacy({ promocode: undefined, coupon: 'VIPKAVYA7' })).coupon).toBe(
      'VIPKAVYA7',
    );
  });

  it('never shows a check-in time for a booking that is not checked in', () => {
    expect(
      fromLegacyBooking(legacy({ checkedIn: false, checkInTime: '2025-07-28T13:05:00.000Z' }))
        .checkInTime,
    ).toBeNull();
  });
});

describe('toRegistrations', () => {
  it('merges every page of both sources, newest first, equal times by id descending', () => {
    const rows = toRegistrations([
      {
        bookings: [
          booking({ id: 'b', createdAt: '2026-01-02T00:00:00.000Z' }),
          booking({ id: 'a', createdAt: '2026-01-02T00:00:00.000Z' }),
        ],
        legacy: [legacy({ id: 'old', createdAt: '2025-01-01T00:00:00.000Z' })],
      },
      {
        bookings: [booking({ id: 'c', createdAt: '2026-01-01T00:00:00.000Z' })],
        legacy: [legacy({ id: 'new', createdAt: '2026-01-03T00:00:00.000Z' })],
      },
    ]);
    expect(rows.map((r) => r.id)).toEqual(['new', 'b', 'a', 'c', 'old']);
  });
});

describe('filterRegistrations', () => {
  const rows: Registration[] = [
    fromBooking(booking({ id: 'BkAAAA1111', email: 'asha.rao@example.com', eventId: 'up' })),
    fromBooking(
      booking({
        id: 'BkBBBB2222',
        email: 'vikram@example.com',
        name: 'Vikram Singh',
        eventId: 'up',
        checkedIn: true,
        checkInTime: '2026-12-19T13:00:00.000Z',
      }),
    ),
    fromLegacyBooking(legacy({ id: 'legacy-duo-1', eventId: 'past' })),
    fromLegacyBooking(
      legacy({
        id: 'legacy-stag-2',
        name: 'Kavya Iyer',
        partnerName: undefined,
        email: 'kavya@example.com',
        coupleMembers: undefined,
        eventId: 'past',
        checkedIn: false,
      }),
    ),
  ];
  const ids = (filter: Partial<RegistrationFilter>) =>
    filterRegistrations(rows, { ...NO_REGISTRATION_FILTER, ...filter }).map((r) => r.id);

  it.each<[string, Partial<RegistrationFilter>, string[]]>([
    ['nothing: everyone', {}, ['BkAAAA1111', 'BkBBBB2222', 'legacy-duo-1', 'legacy-stag-2']],
    ['a name, any case', { search: 'kAVYA' }, ['legacy-stag-2']],
    ['a partner’s name', { search: 'isha' }, ['legacy-duo-1']],
    ['a new booking’s lead guest', { search: 'SINGH' }, ['BkBBBB2222']],
    ['part of an e-mail', { search: 'vikram@' }, ['BkBBBB2222']],
    ['a booking id, trimmed, any case', { search: '  bkaaaa1111 ' }, ['BkAAAA1111']],
    ['a legacy id', { search: 'legacy-duo' }, ['legacy-duo-1']],
    [
      'only spaces: everyone',
      { search: '   ' },
      ['BkAAAA1111', 'BkBBBB2222', 'legacy-duo-1', 'legacy-stag-2'],
    ],
    ['no match', { search: 'nobody' }, []],
    ['an event', { eventId: 'past' }, ['legacy-duo-1', 'legacy-stag-2']],
    ['checked in', { checkIn: 'checked-in' }, ['BkBBBB2222', 'legacy-duo-1']],
    ['not checked in', { checkIn: 'not-checked-in' }, ['BkAAAA1111', 'legacy-stag-2']],
    [
      'all three at once',
      { eventId: 'up', checkIn: 'checked-in', search: 'example' },
      ['BkBBBB2222'],
    ],
  ])('%s', (_name, filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });

  // How fast is `npm run bench`'s to say (docs/design.md §10.3); here, that it narrows right.
  it('narrows 5,000 registrations key by key', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      fromBooking(booking({ id: `id-${i}`, email: `guest${i}@example.com` })),
    );
    const counts = ['g', 'guest4', 'guest49', 'guest499'].map(
      (search) => filterRegistrations(many, { ...NO_REGISTRATION_FILTER, search }).length,
    );
    expect(counts).toEqual([5000, 1111, 111, 11]);
    expect(
      filterRegistrations(many, { ...NO_REGISTRATION_FILTER, search: 'guest4999' }),
    ).toHaveLength(1);
  });
});
