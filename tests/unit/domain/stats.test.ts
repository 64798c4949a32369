import { describe, expect, it } from 'vitest';
import {
  bookingHeadcount,
  dashboardStats,
  legacyHeadcount,
  totalCheckIns,
  totalMembersRegistered,
} from '@/domain/stats';

describe('headcounts', () => {
  it.each<[string | undefined, number]>([
    ['duo', 2],
    ['Duo', 2],
    [' duo', 2],
    // One rule with the Firebase overview's exact-match count (legacy-duo.ts): not any trim.
    [' duo ', 1],
    ['duo  ', 1],
    ['stag', 1],
    ['solo', 1],
    ['', 1],
    [undefined, 1],
  ])('legacy attendees %j counts %i', (attendees, expected) => {
    expect(legacyHeadcount(attendees === undefined ? {} : { attendees })).toBe(expected);
  });

  it.each([
    [1, 0, 1],
    [0, 1, 1],
    [2, 3, 5],
    [20, 0, 20],
    [0, 0, 1],
    [-2, 1, 1],
    [Number.NaN, 2, 2],
  ])('new booking %i + %i counts %i', (ticket499Count, ticket1212Count, expected) => {
    expect(bookingHeadcount({ ticket499Count, ticket1212Count })).toBe(expected);
  });
});

const legacy = [
  { attendees: 'duo', checkedIn: true },
  { attendees: 'stag', checkedIn: true },
  { attendees: 'duo', checkedIn: false },
  { attendees: 'stag' },
];
const bookings = [
  { ticket499Count: 2, ticket1212Count: 1, checkedIn: true },
  { ticket499Count: 0, ticket1212Count: 4, checkedIn: false },
];

describe('totals', () => {
  it('counts people checked in: duo 2 + stag 1 + an order of 3', () => {
    expect(totalCheckIns(legacy, bookings)).toBe(6);
  });

  it('counts people registered whether or not they came', () => {
    expect(totalMembersRegistered(legacy, bookings)).toBe(2 + 1 + 2 + 1 + 3 + 4);
  });

  it.each([
    [[], [], 0],
    [[{ attendees: 'duo', checkedIn: true }], [], 2],
    [[], [{ ticket499Count: 0, ticket1212Count: 20, checkedIn: true }], 20],
  ])('check-ins of %j and %j → %i', (l, b, expected) => {
    expect(totalCheckIns(l, b)).toBe(expected);
  });
});

describe('dashboardStats', () => {
  it.each<[number | null | undefined, number]>([
    [1500, 1500],
    [0, 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
  ])('wallet %j → %d', (walletBalance, expected) => {
    expect(
      dashboardStats({ legacyBookings: legacy, bookings, eventCount: 3, walletBalance }),
    ).toEqual({
      totalCheckIns: 6,
      totalMembersRegistered: 13,
      totalEvents: 3,
      walletBalance: expected,
    });
  });
});
