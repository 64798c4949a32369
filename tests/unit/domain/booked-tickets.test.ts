import { describe, expect, it } from 'vitest';
import { bookedTicketDetails, bookedTicketsAndAmount } from '@/domain/booked-ticket-line';
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

describe('tickets and amount of an entry', () => {
  const amounts = { ticket499Count: 2, ticket1212Count: 1, amountPaid: 2210 };

  it('are kept when all three are sound', () => {
    expect(parseBookedTickets(JSON.stringify([{ ...entry(1), ...amounts }]))).toEqual([
      { ...entry(1), ...amounts },
    ]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a missing amount', { ticket499Count: 2, ticket1212Count: 1 }],
    ['a fractional count', { ...amounts, ticket499Count: 1.5 }],
    ['a negative count', { ...amounts, ticket1212Count: -1 }],
    ['a count as text', { ...amounts, ticket499Count: '2' }],
    ['an amount that is not a number', { ...amounts, amountPaid: 'free' }],
    ['a negative amount', { ...amounts, amountPaid: -1 }],
  ])('are dropped, all three, with %s; the entry stays', (_case, stored) => {
    expect(parseBookedTickets(JSON.stringify([{ ...entry(1), ...stored }]))).toEqual([entry(1)]);
  });

  it.each<[Partial<BookedTicketEntry>, string | null]>([
    [{}, null],
    [{ ticket499Count: 1, ticket1212Count: 0, amountPaid: 499 }, '1 Basic · ₹499'],
    [{ ticket499Count: 0, ticket1212Count: 3, amountPaid: 3636 }, '3 Premium · ₹3,636'],
    [{ ticket499Count: 2, ticket1212Count: 1, amountPaid: 2210 }, '2 Basic + 1 Premium · ₹2,210'],
    [{ ticket499Count: 0, ticket1212Count: 2, amountPaid: 0 }, '2 Premium · Free'],
  ])('%j reads %j', (stored, line) => {
    expect(bookedTicketsAndAmount({ ...entry(1), ...stored })).toBe(line);
  });

  it('tell two bookings for one party apart, each with when it was booked', () => {
    const one = bookedTicketDetails({
      ...entry(1),
      ticket499Count: 1,
      ticket1212Count: 0,
      amountPaid: 499,
    });
    const two = bookedTicketDetails({
      ...entry(2),
      ticket499Count: 0,
      ticket1212Count: 1,
      amountPaid: 1212,
    });
    expect(one).toMatch(/^1 Basic · ₹499 · booked 1 Nov, /);
    expect(two).toMatch(/^1 Premium · ₹1,212 · booked 2 Nov, /);
    expect(bookedTicketDetails(entry(3))).toMatch(/^booked 3 Nov, /);
  });
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
