import { describe, expect, it } from 'vitest';
import type { Event } from '@/domain/events';
import {
  ORDER_HOLD_MS,
  holdsSeats,
  newOrder,
  orderCharge,
  orderDescription,
  type Order,
} from '@/domain/orders';
import { quote } from '@/domain/pricing';
import type { TicketCounts } from '@/domain/prices';
import {
  INVALID_QUANTITY_MESSAGE,
  MAX_TICKETS_MESSAGE,
  NO_TICKETS_SELECTED_MESSAGE,
  SOLD_OUT_MESSAGE,
  ticketCountsIssue,
  ticketsLeftMessage,
} from '@/domain/quantities';

const NOW = new Date('2025-07-20T10:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
const c = (ticket499Count: number, ticket1212Count: number): TicketCounts => ({
  ticket499Count,
  ticket1212Count,
});

const event: Event = {
  id: 'event-1',
  title: 'Sangeet Night',
  date: '2025-08-01',
  startTime: '18:00',
  endTime: '22:00',
  location: 'Indiranagar, Bengaluru',
  price: 499,
  capacity: 200,
  imageUrl: '/media/poster.webp',
  description: 'A party.',
};

describe('newOrder', () => {
  it('is pending, holds for 15 minutes, and copies the event as sold', () => {
    const order = newOrder({
      id: 'order-1',
      quote: quote(c(1, 2)),
      email: 'asha@example.com',
      event,
      providerOrderId: 'order_demo_1',
      holdId: 'hold-1',
      now: NOW,
    });
    expect(ORDER_HOLD_MS).toBe(15 * 60 * 1000);
    expect(order).toEqual({
      id: 'order-1',
      quote: quote(c(1, 2)),
      email: 'asha@example.com',
      eventId: 'event-1',
      event: {
        id: 'event-1',
        title: 'Sangeet Night',
        location: 'Indiranagar, Bengaluru',
        date: '2025-08-01',
        startTime: '18:00',
        endTime: '22:00',
      },
      providerOrderId: 'order_demo_1',
      status: 'pending',
      createdAt: NOW.toISOString(),
      expiresAt: at(ORDER_HOLD_MS),
      holdId: 'hold-1',
      bookingId: null,
      paymentId: null,
      fulfilledAt: null,
      abandonedAt: null,
      flags: [],
    });
  });
});

describe('holdsSeats', () => {
  it.each<[string, Pick<Order, 'status' | 'expiresAt'>, boolean]>([
    ['pending, live', { status: 'pending', expiresAt: at(60_000) }, true],
    ['pending, 1 ms left', { status: 'pending', expiresAt: at(1) }, true],
    ['pending, at expiry', { status: 'pending', expiresAt: at(0) }, false],
    ['pending, lapsed', { status: 'pending', expiresAt: at(-1) }, false],
    ['pending, unreadable expiry', { status: 'pending', expiresAt: 'soon' }, false],
    ['abandoned', { status: 'abandoned', expiresAt: at(60_000) }, false],
    [
      'fulfilled (its booking counts instead)',
      { status: 'fulfilled', expiresAt: at(60_000) },
      false,
    ],
    ['paid (its booking is about to count)', { status: 'paid', expiresAt: at(60_000) }, false],
  ])('%s → %s', (_name, order, expected) => {
    expect(holdsSeats(order, NOW)).toBe(expected);
  });
});

describe('ticketCountsIssue', () => {
  it.each<[TicketCounts, number, ReturnType<typeof ticketCountsIssue>]>([
    [c(1, 0), 200, null],
    [c(10, 10), 20, null],
    [c(0, 0), 0, { kind: 'sold-out', message: SOLD_OUT_MESSAGE }],
    [c(1, 0), 0, { kind: 'sold-out', message: SOLD_OUT_MESSAGE }],
    [c(2, 2), 3, { kind: 'over-capacity', message: ticketsLeftMessage(3) }],
    [c(0, 2), 1, { kind: 'over-capacity', message: ticketsLeftMessage(1) }],
    [c(0, 0), 5, { kind: 'none-selected', message: NO_TICKETS_SELECTED_MESSAGE }],
    [c(15, 6), 3, { kind: 'too-many', message: MAX_TICKETS_MESSAGE }],
    [c(-1, 3), 2, { kind: 'invalid', message: INVALID_QUANTITY_MESSAGE }],
    [c(0.5, 1), 200, { kind: 'invalid', message: INVALID_QUANTITY_MESSAGE }],
    [c(Number.NaN, 1), 200, { kind: 'invalid', message: INVALID_QUANTITY_MESSAGE }],
  ])('%j with %d left', (counts, remaining, expected) => {
    expect(ticketCountsIssue(counts, remaining)).toEqual(expected);
  });
});

describe('orderDescription', () => {
  it.each<[TicketCounts, string]>([
    [c(2, 1), 'Sangeet Night – 2 Basic + 1 Premium tickets'],
    [c(1, 0), 'Sangeet Night – 1 Basic ticket'],
    [c(0, 3), 'Sangeet Night – 3 Premium tickets'],
  ])('%j → %s', (counts, expected) => {
    expect(orderDescription(event, counts)).toBe(expected);
  });
});

describe('orderCharge', () => {
  it('charges the stored quote in paise, described and noted from the order alone', () => {
    const order = newOrder({
      id: 'order-1',
      quote: quote(c(1, 2), { code: 'VIPTEST01', discountPercentage: 50 }),
      email: 'asha@example.com',
      event,
      providerOrderId: 'order_demo_1',
      holdId: 'hold-1',
      now: NOW,
    });
    expect(orderCharge(order)).toEqual({
      amountPaise: 231_700,
      currency: 'INR',
      description: 'Sangeet Night – 1 Basic + 2 Premium tickets',
      notes: {
        eventTitle: 'Sangeet Night',
        eventLocation: 'Indiranagar, Bengaluru',
        eventDate: '2025-08-01',
        customerEmail: 'asha@example.com',
        ticket499Count: '1',
        ticket1212Count: '2',
        couponCode: 'VIPTEST01',
        couponDiscount: '606',
      },
    });
  });
});
