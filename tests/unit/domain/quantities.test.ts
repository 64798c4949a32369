import { describe, expect, it } from 'vitest';
import type { TicketCounts, TicketTier } from '@/domain/prices';
import {
  INVALID_QUANTITY_MESSAGE,
  MAX_TICKETS_MESSAGE,
  NO_TICKETS_SELECTED_MESSAGE,
  SOLD_OUT_MESSAGE,
  clampTicketCounts,
  maxSelectable,
  setTicketQuantity,
  ticketCountsProblem,
  ticketsLeftMessage,
  toTicketQuantity,
} from '@/domain/quantities';

const c = (ticket499Count: number, ticket1212Count: number): TicketCounts => ({
  ticket499Count,
  ticket1212Count,
});

describe('messages', () => {
  it('say what stopped the visitor', () => {
    expect(MAX_TICKETS_MESSAGE).toBe('You can book at most 20 tickets in one order.');
    expect(SOLD_OUT_MESSAGE).toBe('This event is sold out.');
    expect(NO_TICKETS_SELECTED_MESSAGE).toBe('Please select at least one ticket.');
    expect(ticketsLeftMessage(1)).toBe('Only 1 ticket left for this event.');
    expect(ticketsLeftMessage(7)).toBe('Only 7 tickets left for this event.');
  });
});

describe('toTicketQuantity', () => {
  it.each<[unknown, number]>([
    [-1, 0],
    [0, 0],
    [0.5, 0],
    [1, 1],
    [1.9, 1],
    [20, 20],
    [21, 21],
    [Number.NaN, 0],
    [Infinity, 0],
    [-Infinity, 0],
    [1e300, Number.MAX_SAFE_INTEGER],
    ['3', 3],
    [' 4 ', 4],
    ['2.7', 2],
    ['-5', 0],
    ['', 0],
    ['abc', 0],
    ['1e3', 0],
    ['0x10', 0],
    ['3abc', 0],
    [null, 0],
    [undefined, 0],
    [true, 0],
    [{}, 0],
    [[5], 0],
  ])('%j → %i', (raw, expected) => {
    expect(toTicketQuantity(raw)).toBe(expected);
  });
});

describe('maxSelectable', () => {
  it.each<[TicketCounts, TicketTier, number, number]>([
    [c(0, 0), '499', 200, 20],
    [c(0, 5), '499', 200, 15],
    [c(5, 0), '1212', 200, 15],
    [c(0, 20), '499', 200, 0],
    [c(0, 0), '1212', 0, 0],
    [c(0, 0), '1212', 1, 1],
    [c(0, 3), '499', 5, 2],
    [c(0, 9), '499', 5, 0],
    [c(0, 0), '499', Infinity, 20],
    [c(0, 0), '499', Number.NaN, 0],
  ])('%j, tier %s, %d left → %i', (current, tier, left, expected) => {
    expect(maxSelectable(current, tier, left)).toBe(expected);
  });
});

describe('setTicketQuantity', () => {
  it.each<[string, TicketCounts, TicketTier, unknown, number, TicketCounts, string | null]>([
    ['negative', c(0, 0), '499', -1, 200, c(0, 0), null],
    ['zero', c(3, 0), '499', 0, 200, c(0, 0), null],
    ['fraction', c(0, 0), '499', 0.5, 200, c(0, 0), null],
    ['NaN', c(0, 0), '1212', Number.NaN, 200, c(0, 0), null],
    ['text from an input', c(0, 0), '1212', '3', 200, c(0, 3), null],
    ['garbage text', c(0, 0), '1212', 'lots', 200, c(0, 0), null],
    ['exactly the order limit', c(0, 0), '499', 20, 200, c(20, 0), null],
    ['one over the order limit', c(0, 0), '499', 21, 200, c(20, 0), MAX_TICKETS_MESSAGE],
    ['order limit across tiers', c(0, 5), '499', 16, 200, c(15, 5), MAX_TICKETS_MESSAGE],
    ['up to the limit across tiers', c(0, 5), '499', 15, 200, c(15, 5), null],
    ['sold out', c(0, 0), '1212', 1, 0, c(0, 0), SOLD_OUT_MESSAGE],
    ['last seat', c(0, 0), '1212', 1, 1, c(0, 1), null],
    ['beyond the last seat', c(0, 0), '1212', 2, 1, c(0, 1), 'Only 1 ticket left for this event.'],
    [
      'capacity across tiers',
      c(3, 0),
      '1212',
      3,
      5,
      c(3, 2),
      'Only 5 tickets left for this event.',
    ],
    ['capacity 20 binds as the order limit', c(0, 0), '499', 21, 20, c(20, 0), MAX_TICKETS_MESSAGE],
    ['capacity 19', c(0, 0), '499', 20, 19, c(19, 0), 'Only 19 tickets left for this event.'],
    ['no capacity limit', c(0, 0), '499', 21, Infinity, c(20, 0), MAX_TICKETS_MESSAGE],
    ['unreadable capacity', c(0, 0), '499', 1, Number.NaN, c(0, 0), SOLD_OUT_MESSAGE],
    ['dirty other tier is cleaned', c(0, -3), '499', 2, 200, c(2, 0), null],
  ])('%s', (_name, current, tier, requested, left, counts, message) => {
    expect(setTicketQuantity(current, tier, requested, left)).toEqual({ counts, message });
  });
});

describe('clampTicketCounts', () => {
  it.each<[TicketCounts, number, TicketCounts, string | null]>([
    [c(1, 1), 200, c(1, 1), null],
    [c(0.5, -1), 200, c(0, 0), null],
    [c(25, 0), 200, c(20, 0), MAX_TICKETS_MESSAGE],
    [c(10, 15), 200, c(5, 15), MAX_TICKETS_MESSAGE],
    [c(0, 21), 200, c(0, 20), MAX_TICKETS_MESSAGE],
    [c(3, 3), 4, c(1, 3), 'Only 4 tickets left for this event.'],
    [c(3, 3), 6, c(3, 3), null],
    [c(3, 3), 0, c(0, 0), SOLD_OUT_MESSAGE],
  ])('%j with %d left → %j', (requested, left, counts, message) => {
    expect(clampTicketCounts(requested, left)).toEqual({ counts, message });
  });
});

describe('ticketCountsProblem', () => {
  it.each<[TicketCounts, number, string | null]>([
    [c(1, 0), 200, null],
    [c(0, 1), 200, null],
    [c(10, 10), 200, null],
    [c(0, 0), 200, NO_TICKETS_SELECTED_MESSAGE],
    [c(-1, 2), 200, INVALID_QUANTITY_MESSAGE],
    [c(0.5, 1), 200, INVALID_QUANTITY_MESSAGE],
    [c(Number.NaN, 1), 200, INVALID_QUANTITY_MESSAGE],
    [c(1, Infinity), 200, INVALID_QUANTITY_MESSAGE],
    [c(20, 0), 200, null],
    [c(20, 1), 200, MAX_TICKETS_MESSAGE],
    [c(11, 10), 200, MAX_TICKETS_MESSAGE],
    [c(1, 0), 0, SOLD_OUT_MESSAGE],
    [c(0, 0), 0, SOLD_OUT_MESSAGE],
    [c(1, 0), 1, null],
    [c(1, 1), 1, 'Only 1 ticket left for this event.'],
    [c(2, 2), 3, 'Only 3 tickets left for this event.'],
    [c(20, 0), Infinity, null],
  ])('%j with %d left → %s', (counts, left, expected) => {
    expect(ticketCountsProblem(counts, left)).toBe(expected);
  });
});
