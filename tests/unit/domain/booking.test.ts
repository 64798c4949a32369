import { describe, expect, it } from 'vitest';
import { isValidDocumentId } from '@/domain/document-id';
import {
  BOOKING_MISSING_MESSAGE,
  TICKET_LOAD_FAILED_MESSAGE,
  TICKET_NOT_FOUND_MESSAGE,
  buildBooking,
  isValidTicketToken,
  newToken,
  toTicket,
} from '@/domain/booking';
import { quote } from '@/domain/pricing';

describe('ticket messages', () => {
  it('are the docs/product-spec.md §8 strings', () => {
    expect([TICKET_NOT_FOUND_MESSAGE, TICKET_LOAD_FAILED_MESSAGE, BOOKING_MISSING_MESSAGE]).toEqual(
      [
        'Ticket not found or invalid token.',
        'Failed to load ticket.',
        'This ticket is invalid or has been deleted.',
      ],
    );
  });
});

describe('isValidTicketToken / isValidDocumentId', () => {
  it.each<[unknown, boolean]>([
    ['a', true],
    ['AbC123_-', true],
    ['x'.repeat(22), true],
    ['x'.repeat(128), true],
    ['x'.repeat(129), false],
    ['', false],
    ['abc/def', false],
    ['../etc', false],
    ['abc def', false],
    ['a.b', false],
    ['abc%2F', false],
    ['tökén', false],
    ['__name__', false],
    ['__partial', true],
    [123, false],
    [null, false],
    [undefined, false],
    [['abc'], false],
  ])('%j → %s', (value, valid) => {
    expect(isValidTicketToken(value)).toBe(valid);
    expect(isValidDocumentId(value)).toBe(valid);
  });
});

describe('newToken', () => {
  it.each([
    Array.from({ length: 18 }, (_, i) => i),
    Array.from({ length: 18 }, () => 0),
    [...Array.from({ length: 17 }, () => 255), 0],
    [251, 239, 190, 62, 63, 64, 127, 128, 129, 200, 201, 202, 1, 2, 3, 4, 5, 6],
  ])('encodes %j as unpadded base64url', (...bytes) => {
    const token = newToken(() => Uint8Array.from(bytes));
    expect(token).toBe(Buffer.from(bytes).toString('base64url'));
    expect(token).toHaveLength(24);
    expect(isValidTicketToken(token)).toBe(true);
  });

  it('asks for 18 bytes (144 bits) and refuses fewer', () => {
    const asked: number[] = [];
    newToken((length) => {
      asked.push(length);
      return new Uint8Array(length);
    });
    expect(asked).toEqual([18]);
    expect(() => newToken(() => new Uint8Array(16))).toThrow(RangeError);
  });

  it('redraws a token of the reserved __x__ form, which cannot be a document id', () => {
    const reserved = new Uint8Array(18).fill(255); // '________________________'
    const draws = [reserved, Uint8Array.from({ length: 18 }, (_, i) => i)];
    const token = newToken(() => draws.shift() ?? new Uint8Array(18));
    expect(token).toBe(Buffer.from(Array.from({ length: 18 }, (_, i) => i)).toString('base64url'));
    expect(() => newToken(() => new Uint8Array(18).fill(255))).toThrow();
  });

  it('uses Web Crypto by default: valid, distinct tokens', () => {
    const tokens = new Set(Array.from({ length: 500 }, () => newToken()));
    expect(tokens.size).toBe(500);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});

describe('buildBooking and toTicket', () => {
  const event = {
    id: 'evt1',
    title: 'Sangeet Vibes',
    location: 'Bengaluru',
    date: '2025-07-28',
    startTime: '18:00',
    endTime: '22:00',
  };
  const now = new Date('2025-07-20T10:00:00.000Z');
  const paid = quote(
    { ticket499Count: 1, ticket1212Count: 2 },
    { code: 'VIPGOLD12', discountPercentage: 50 },
  );

  it('writes a confirmed, not-yet-checked-in booking with the event copied in', () => {
    expect(
      buildBooking({ quote: paid, email: 'a@b.co', event, paymentId: 'pay_1', token: 'tok', now }),
    ).toEqual({
      ticket499Count: 1,
      ticket1212Count: 2,
      subtotal499: 499,
      subtotal1212: 2424,
      couponCode: 'VIPGOLD12',
      couponDiscount: 606,
      total: 2317,
      email: 'a@b.co',
      paymentId: 'pay_1',
      eventTitle: 'Sangeet Vibes',
      eventLocation: 'Bengaluru',
      eventDate: '2025-07-28',
      eventTime: '6:00 PM – 10:00 PM',
      createdAt: '2025-07-20T10:00:00.000Z',
      status: 'confirmed',
      token: 'tok',
      checkedIn: false,
      checkInTime: null,
      eventId: 'evt1',
    });
  });

  it.each<[string, number, string | null, boolean]>([
    ['paid with payment id', 1, 'pay_1', true],
    ['paid without payment id', 1, null, false],
    ['paid with empty payment id', 1, '', false],
    ['free without payment id', 0, null, true],
  ])('%s', (_name, premium, paymentId, allowed) => {
    const q = quote({ ticket499Count: 0, ticket1212Count: premium }, null);
    const build = () =>
      buildBooking({
        quote: premium ? q : { ...q, total: 0 },
        email: 'a@b.co',
        event,
        paymentId,
        token: 't',
        now,
      });
    if (allowed) expect(build().paymentId).toBe(paymentId);
    else expect(build).toThrow();
  });

  it('projects only the public ticket fields', () => {
    const booking = buildBooking({
      quote: paid,
      email: 'a@b.co',
      event,
      paymentId: 'pay_1',
      token: 'tok',
      now,
    });
    expect(toTicket(booking, 'bk1')).toEqual({
      token: 'tok',
      bookingId: 'bk1',
      email: 'a@b.co',
      title: 'Sangeet Vibes',
      date: '2025-07-28',
      time: '6:00 PM – 10:00 PM',
      location: 'Bengaluru',
      amountPaid: 2317,
      couponCode: 'VIPGOLD12',
      ticket499Count: 1,
      ticket1212Count: 2,
      createdAt: '2025-07-20T10:00:00.000Z',
    });
  });
});
