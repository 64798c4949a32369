import { describe, expect, it } from 'vitest';
import type { Ticket } from '@/domain/booking';
import { parseStoredTicket, serializeTicket } from '@/domain/stored-ticket';

const ticket: Ticket = {
  token: 'AbCdEfGhIjKlMnOpQrStUvWx',
  bookingId: 'bk_1',
  email: 'asha@example.com',
  title: 'Sangeet Night',
  date: '2026-12-19',
  time: '6:00 PM – 10:00 PM',
  location: 'Bengaluru',
  amountPaid: 1711,
  couponCode: 'VIPHALF50',
  ticket499Count: 1,
  ticket1212Count: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('parseStoredTicket', () => {
  it('reads back what serializeTicket wrote', () => {
    expect(parseStoredTicket(serializeTicket(ticket))).toEqual(ticket);
    expect(parseStoredTicket(serializeTicket({ ...ticket, couponCode: null }))).toEqual({
      ...ticket,
      couponCode: null,
    });
  });

  it('keeps the lead guest’s name, so a remembered ticket still shows it', () => {
    const named = { ...ticket, name: 'Asha Rao' };
    expect(parseStoredTicket(serializeTicket(named))).toEqual(named);
  });

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['a missing field', JSON.stringify({ ...ticket, amountPaid: undefined })],
    ['a token with a slash', JSON.stringify({ ...ticket, token: 'a/b' })],
    ['a 129-character token', JSON.stringify({ ...ticket, token: 'a'.repeat(129) })],
    ['a negative amount', JSON.stringify({ ...ticket, amountPaid: -1 })],
    ['a fractional count', JSON.stringify({ ...ticket, ticket499Count: 1.5 })],
    ['a count as text', JSON.stringify({ ...ticket, ticket1212Count: '2' })],
    ['a name that is not text', JSON.stringify({ ...ticket, name: 7 })],
    ['a 101-character name', JSON.stringify({ ...ticket, name: 'a'.repeat(101) })],
  ])('reads %s as no ticket', (_case, stored) => {
    expect(parseStoredTicket(stored)).toBeNull();
  });
});
