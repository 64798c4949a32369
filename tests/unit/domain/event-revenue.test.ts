import { describe, expect, it } from 'vitest';
import { eventRevenue, ticketsSold } from '@/domain/event-revenue';

describe('eventRevenue (docs/design.md §14.4)', () => {
  it.each<[string, { total: number }[], { amountPaid?: number }[], number]>([
    ['nothing booked', [], [], 0],
    ['totals after coupons, free bookings adding 0', [{ total: 499 }, { total: 0 }], [], 499],
    ['legacy amounts where recorded', [], [{ amountPaid: 1818 }, {}], 1818],
    ['both kinds', [{ total: 1212 }], [{ amountPaid: 499 }], 1711],
    [
      'unreadable or negative amounts count nothing',
      [{ total: Number.NaN }, { total: -5 }],
      [{ amountPaid: Number.POSITIVE_INFINITY }],
      0,
    ],
  ])('%s', (_name, bookings, legacy, revenue) => {
    expect(eventRevenue(bookings, legacy)).toBe(revenue);
  });
});

describe('ticketsSold', () => {
  it.each<
    [
      string,
      { ticket499Count: number; ticket1212Count: number }[],
      { attendees?: string }[],
      number,
    ]
  >([
    ['nothing booked', [], [], 0],
    ['each tier’s tickets', [{ ticket499Count: 2, ticket1212Count: 1 }], [], 3],
    ['a legacy duo admits 2, a stag 1', [], [{ attendees: 'duo' }, { attendees: 'stag' }], 3],
    [
      'unreadable counts sell nothing',
      [{ ticket499Count: Number.NaN, ticket1212Count: -1 }],
      [],
      0,
    ],
  ])('%s', (_name, bookings, legacy, sold) => {
    expect(ticketsSold(bookings, legacy)).toBe(sold);
  });
});
