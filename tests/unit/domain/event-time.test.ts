import { describe, expect, it } from 'vitest';
import { eventWindow, hasEventEnded, parseTimeRange, ticketEventWindow } from '@/domain/event-time';

const iso = (date: Date | undefined) => date?.toISOString();

describe('parseTimeRange (the inverse of formatTimeRange)', () => {
  it.each<[string, ReturnType<typeof parseTimeRange>]>([
    ['6:00 PM – 10:00 PM', { start: '18:00', end: '22:00' }],
    ['12:00 AM – 12:30 PM', { start: '00:00', end: '12:30' }],
    ['12:15 PM – 1:05 AM', { start: '12:15', end: '01:05' }],
    ['9:30 AM', { start: '09:30', end: null }],
    ['6:00 PM - 10:00 PM', { start: '18:00', end: '22:00' }],
    ['N/A', null],
    ['', null],
    ['18:00 – 22:00', null],
    ['13:00 PM – 2:00 PM', null],
    ['6:00 PM – later', null],
    ['6:00 PM – 7:00 PM – 8:00 PM', null],
  ])('%j → %j', (display, expected) => {
    expect(parseTimeRange(display)).toEqual(expected);
  });
});

describe('eventWindow (IST, UTC+05:30)', () => {
  it('puts 6 PM–10 PM IST at 12:30–16:30 UTC on the same date', () => {
    const window = eventWindow('2025-07-28', '18:00', '22:00');
    expect(iso(window?.start)).toBe('2025-07-28T12:30:00.000Z');
    expect(iso(window?.end)).toBe('2025-07-28T16:30:00.000Z');
    expect(window?.allDay).toBe(false);
  });

  it('an early-morning IST start falls on the previous UTC day', () => {
    expect(iso(eventWindow('2025-07-28', '02:00', '04:00')?.start)).toBe(
      '2025-07-27T20:30:00.000Z',
    );
  });

  it('an end not after the start is on the next day', () => {
    expect(iso(eventWindow('2025-07-28', '20:00', '01:00')?.end)).toBe('2025-07-28T19:30:00.000Z');
    expect(iso(eventWindow('2025-07-28', '20:00', '20:00')?.end)).toBe('2025-07-29T14:30:00.000Z');
  });

  it('without an end lasts the spec’s 4 hours', () => {
    expect(iso(eventWindow('2025-07-28', '18:00', null)?.end)).toBe('2025-07-28T16:30:00.000Z');
    expect(iso(eventWindow('2025-07-28', '18:00', 'late')?.end)).toBe('2025-07-28T16:30:00.000Z');
  });

  it('without a start is the whole IST day', () => {
    expect(eventWindow('2025-07-28', '', '22:00')).toEqual({
      start: new Date('2025-07-27T18:30:00.000Z'),
      end: new Date('2025-07-28T18:30:00.000Z'),
      allDay: true,
    });
  });

  it.each(['2025-02-30', '28/07/2025', ''])('is null for the date %j', (date) => {
    expect(eventWindow(date, '18:00', '22:00')).toBeNull();
  });

  it('reads a ticket’s displayed time', () => {
    const window = ticketEventWindow({ date: '2026-12-19', time: '6:00 PM – 10:00 PM' });
    expect(iso(window?.start)).toBe('2026-12-19T12:30:00.000Z');
    expect(iso(window?.end)).toBe('2026-12-19T16:30:00.000Z');
    expect(ticketEventWindow({ date: '2026-12-19', time: 'N/A' })?.allDay).toBe(true);
  });
});

describe('hasEventEnded: after the end time in IST on the event’s date', () => {
  const window = eventWindow('2025-07-28', '18:00', '22:00');

  it.each([
    ['during the party (9:59:59 PM IST)', '2025-07-28T16:29:59.999Z', false],
    ['at 10 PM IST exactly', '2025-07-28T16:30:00.000Z', false],
    ['one millisecond after 10 PM IST', '2025-07-28T16:30:00.001Z', true],
    ['the next morning', '2025-07-29T03:00:00.000Z', true],
    ['the day before', '2025-07-27T18:00:00.000Z', false],
    // 10:30 PM on the 28th in New York is already the 29th in India: ended.
    ['late evening of the date in the Americas', '2025-07-29T02:30:00.000Z', true],
  ])('%s → %s', (_when, now, ended) => {
    expect(hasEventEnded(window, new Date(now))).toBe(ended);
  });

  it('an all-day event ends at midnight IST', () => {
    const allDay = eventWindow('2025-07-28', null, null);
    expect(hasEventEnded(allDay, new Date('2025-07-28T18:29:59.999Z'))).toBe(false);
    expect(hasEventEnded(allDay, new Date('2025-07-28T18:30:00.001Z'))).toBe(true);
  });

  it('a party past midnight ends the next day', () => {
    const late = eventWindow('2025-07-28', '20:00', '01:00');
    expect(hasEventEnded(late, new Date('2025-07-28T19:00:00.000Z'))).toBe(false);
    expect(hasEventEnded(late, new Date('2025-07-28T19:30:00.001Z'))).toBe(true);
  });

  it('an unreadable date never reads as ended', () => {
    expect(hasEventEnded(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });
});
