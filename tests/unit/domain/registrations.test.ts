import { describe, expect, it } from 'vitest';
import type { Booking } from '@/domain/booking';
import type { LegacyBooking } from '@/domain/legacy-booking';
import { quote } from '@/domain/pricing';
import {
  fromBooking,
  fromLegacyBooking,
  ticketSummary,
  toRegistrations,
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
