import { describe, expect, it } from 'vitest';
import {
  NEWEST_FIRST,
  sortRegistrations,
  sortScopeNote,
  type RegistrationSort,
} from '@/domain/registration-sort';
import type { Registration } from '@/domain/registrations';

const row = (more: Partial<Registration> & { id: string }): Registration => ({
  source: 'booking',
  who: `${more.id}@example.com`,
  email: `${more.id}@example.com`,
  partnerName: null,
  members: [],
  eventId: 'up',
  eventTitle: null,
  tickets: '1 Basic',
  ticket499Count: 1,
  ticket1212Count: 0,
  people: 1,
  amount: 499,
  coupon: null,
  checkedIn: false,
  checkInTime: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...more,
});

const rows = [
  row({ id: 'b', amount: 1212, createdAt: '2026-01-02T00:00:00.000Z', people: 3 }),
  row({
    id: 'a',
    amount: null,
    source: 'legacy',
    who: 'Zoya',
    createdAt: '2026-01-03T00:00:00.000Z',
  }),
  row({ id: 'c', amount: 0, checkedIn: true, who: 'Amit', source: 'legacy' }),
  // A new booking with its lead guest's name (docs/design.md §9.14).
  row({ id: 'd', who: 'Meera', createdAt: '2025-12-31T00:00:00.000Z' }),
];
const ids = (sort: RegistrationSort) =>
  sortRegistrations(rows, sort, (r) => r.eventId).map((r) => r.id);

describe('sortRegistrations', () => {
  it.each<[RegistrationSort, string[]]>([
    [{ column: 'createdAt', direction: 'descending' }, ['a', 'b', 'c', 'd']],
    [{ column: 'createdAt', direction: 'ascending' }, ['d', 'c', 'b', 'a']],
    [{ column: 'id', direction: 'ascending' }, ['a', 'b', 'c', 'd']],
    // No recorded amount is last whichever way.
    [{ column: 'amount', direction: 'ascending' }, ['c', 'd', 'b', 'a']],
    [{ column: 'amount', direction: 'descending' }, ['b', 'd', 'c', 'a']],
    // A lead guest's name sorts with the legacy names; a booking without one after every name.
    [{ column: 'name', direction: 'ascending' }, ['c', 'd', 'a', 'b']],
    [{ column: 'name', direction: 'descending' }, ['a', 'd', 'c', 'b']],
    [{ column: 'tickets', direction: 'descending' }, ['b', 'a', 'c', 'd']],
    // Ties keep newest first.
    [{ column: 'checkedIn', direction: 'ascending' }, ['a', 'b', 'd', 'c']],
    [{ column: 'event', direction: 'ascending' }, ['a', 'b', 'c', 'd']],
  ])('%j', (sort, expected) => {
    expect(ids(sort)).toEqual(expected);
  });
});

describe('sortScopeNote', () => {
  const byAmount: RegistrationSort = { column: 'amount', direction: 'ascending' };
  const oldestFirst: RegistrationSort = { column: 'createdAt', direction: 'ascending' };
  it.each<[string, RegistrationSort, number, number, string | null]>([
    ['the backend’s order, part loaded', NEWEST_FIRST, 105, 5005, null],
    [
      'newest first chosen again',
      { column: 'createdAt', direction: 'descending' },
      105,
      5005,
      null,
    ],
    ['another column, everything loaded', byAmount, 7, 7, null],
    [
      'another column, one not loaded',
      byAmount,
      104,
      105,
      'Sorted by Amount: only the 104 loaded of 105 registrations. Load more to sort the rest with them.',
    ],
    [
      'oldest first, part loaded',
      oldestFirst,
      105,
      5005,
      'Sorted by Amount: only the 105 loaded of 5,005 registrations. Load more to sort the rest with them.',
    ],
  ])('%s', (_name, sort, loaded, total, expected) => {
    expect(sortScopeNote(sort, 'Amount', loaded, total)).toBe(expected);
  });
});
