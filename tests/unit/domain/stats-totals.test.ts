import { describe, expect, it } from 'vitest';
import type { Booking } from '@/domain/booking';
import type { LegacyBooking } from '@/domain/legacy-booking';
import { legacyDuoSpellings } from '@/domain/legacy-duo';
import { totalCheckIns, totalMembersRegistered } from '@/domain/stats';
import {
  dashboardStatsFromTotals,
  headcountFromTotals,
  type BookingTotals,
  type LegacyTotals,
} from '@/domain/stats-totals';

type B = Pick<Booking, 'ticket499Count' | 'ticket1212Count' | 'checkedIn'>;
type L = Pick<LegacyBooking, 'attendees' | 'checkedIn'>;

/** What the aggregate queries would answer for these documents. */
function bookingTotals(bookings: B[]): BookingTotals {
  return {
    ticket499Count: bookings.reduce((sum, b) => sum + b.ticket499Count, 0),
    ticket1212Count: bookings.reduce((sum, b) => sum + b.ticket1212Count, 0),
    withoutTickets: bookings.filter((b) => b.ticket499Count === 0 && b.ticket1212Count === 0)
      .length,
  };
}

function legacyTotals(legacy: L[]): LegacyTotals {
  const duos = new Set(legacyDuoSpellings());
  return {
    bookings: legacy.length,
    duos: legacy.filter((b) => b.attendees !== undefined && duos.has(b.attendees)).length,
  };
}

describe('dashboardStatsFromTotals', () => {
  const bookings: B[] = [
    { ticket499Count: 2, ticket1212Count: 0, checkedIn: true },
    { ticket499Count: 1, ticket1212Count: 3, checkedIn: false },
    { ticket499Count: 0, ticket1212Count: 0, checkedIn: true },
    { ticket499Count: 0, ticket1212Count: 1, checkedIn: false },
  ];
  const legacy: L[] = [
    { attendees: 'duo', checkedIn: true },
    { attendees: 'Duo ', checkedIn: false },
    { attendees: 'stag', checkedIn: true },
    { checkedIn: false },
  ];
  const checked = <T extends { checkedIn?: boolean | null }>(list: T[]) =>
    list.filter((b) => b.checkedIn === true);

  it('counts the same people as the document-by-document counts', () => {
    const stats = dashboardStatsFromTotals({
      registered: { bookings: bookingTotals(bookings), legacy: legacyTotals(legacy) },
      checkedIn: {
        bookings: bookingTotals(checked(bookings)),
        legacy: legacyTotals(checked(legacy)),
      },
      eventCount: 3,
      walletBalance: 5000,
    });
    expect(stats).toEqual({
      totalMembersRegistered: totalMembersRegistered(legacy, bookings),
      totalCheckIns: totalCheckIns(legacy, bookings),
      totalEvents: 3,
      walletBalance: 5000,
    });
    expect(stats.totalMembersRegistered).toBe(2 + 4 + 1 + 1 + (2 + 2 + 1 + 1));
    expect(stats.totalCheckIns).toBe(2 + 1 + (2 + 1));
  });

  it('reads nothing from empty collections, and no wallet as 0', () => {
    const none = {
      bookings: { ticket499Count: 0, ticket1212Count: 0, withoutTickets: 0 },
      legacy: { bookings: 0, duos: 0 },
    };
    expect(
      dashboardStatsFromTotals({
        registered: none,
        checkedIn: none,
        eventCount: 0,
        walletBalance: undefined,
      }),
    ).toEqual({ totalCheckIns: 0, totalMembersRegistered: 0, totalEvents: 0, walletBalance: 0 });
  });

  it.each([Number.NaN, -3, 1.5, Infinity])('ignores a total of %d', (bad) => {
    expect(
      headcountFromTotals(
        { ticket499Count: bad, ticket1212Count: 2, withoutTickets: 0 },
        { bookings: 1, duos: bad },
      ),
    ).toBe(3);
  });
});
