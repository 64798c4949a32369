import { describe, expect, it } from 'vitest';
import {
  MAX_BOOKED_TICKETS,
  parseBookedTickets,
  withBookedTicket,
  type BookedTicketEntry,
} from '@/domain/booked-tickets';

const entry = (n: number, bookedAt = `2026-11-${String(n).padStart(2, '0')}T10:00:00.000Z`) => ({
  token: `Token${n}AbCdEfGhIjKlMnOpQr`,
  title: `Night ${n}`,
  date: '2026-12-19',
  bookedAt,
});

describe('parseBookedTickets', () => {
  it('reads a stored list newest first', () => {
    const stored = JSON.stringify([entry(1), entry(3), entry(2)]);
    expect(parseBookedTickets(stored).map((t) => t.title)).toEqual([
      'Night 3',
      'Night 2',
      'Night 1',
    ]);
  });

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['an empty string', ''],
    ['corrupt JSON', '[{"token":'],
    ['JSON null', 'null'],
    ['an object, not a list', JSON.stringify(entry(1))],
    ['a number', '42'],
  ])('reads %s as no tickets', (_case, stored) => {
    expect(parseBookedTickets(stored)).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'Token1AbCdEfGhIjKlMnOpQr'],
    ['a token with a slash', { ...entry(9), token: 'a/b' }],
    ['the reserved __x__ token', { ...entry(9), token: '__x__' }],
    ['a missing title', { ...entry(9), title: undefined }],
    ['a title as a number', { ...entry(9), title: 7 }],
    ['a 201-character title', { ...entry(9), title: 'x'.repeat(201) }],
    ['an unreadable booked-at', { ...entry(9), bookedAt: 'yesterday' }],
  ])('drops an entry with %s and keeps the good ones', (_case, bad) => {
    expect(parseBookedTickets(JSON.stringify([entry(1), bad]))).toEqual([entry(1)]);
  });

  it('lists each token once (the newest entry wins) and keeps the newest 20', () => {
    const many = Array.from({ length: 25 }, (_, i) => entry(i + 1));
    const stored = JSON.stringify([
      ...many,
      { ...entry(25), title: 'Older copy', bookedAt: '2020-01-01T00:00:00Z' },
    ]);
    const list = parseBookedTickets(stored);
    expect(list).toHaveLength(MAX_BOOKED_TICKETS);
    expect(list[0]).toEqual(entry(25));
    expect(list.at(-1)).toEqual(entry(6));
  });
});

describe('withBookedTicket', () => {
  it('puts a new ticket first', () => {
    expect(withBookedTicket([entry(1)], entry(2))).toEqual([entry(2), entry(1)]);
  });

  it('replaces an entry with the same token instead of listing it twice', () => {
    const again: BookedTicketEntry = { ...entry(1), title: 'Renamed' };
    expect(withBookedTicket([entry(2), entry(1)], again)).toEqual([entry(2), again]);
  });
});
