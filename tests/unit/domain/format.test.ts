import { afterEach, describe, expect, it } from 'vitest';
import {
  NOT_AVAILABLE,
  formatCount,
  formatEventDate,
  formatEventDay,
  formatIstClock,
  formatIstDateTime,
  formatRupees,
  formatTime,
  formatTimeRange,
  formatUsLongDate,
  istDate,
  parseIsoDate,
} from '@/domain/format';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [-0, '₹0'],
    [499, '₹499'],
    [1212, '₹1,212'],
    [24240, '₹24,240'],
    [100000, '₹1,00,000'],
    [12345678, '₹1,23,45,678'],
    [1212.4, '₹1,212'],
    [1212.5, '₹1,213'],
    [-0.4, '₹0'],
    [-499, '-₹499'],
    [Number.NaN, '₹0'],
    [Infinity, '₹0'],
  ])('%d → %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1234, '1,234'],
    [2000, '2,000'],
    [98000, '98,000'],
    [100000, '1,00,000'],
  ])('%d → %s', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });
});

describe('parseIsoDate', () => {
  it.each([
    ['2025-07-28', '2025-07-28T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2025-02-29', null],
    ['2025-02-30', null],
    ['2025-13-01', null],
    ['2025-00-10', null],
    ['2025-7-28', null],
    ['28-07-2025', null],
    ['2025-07-28T00:00', null],
    ['', null],
  ])('%j → %s', (value, expected) => {
    expect(parseIsoDate(value)?.toISOString() ?? null).toBe(expected);
  });
});

describe('event dates', () => {
  it.each([
    ['2025-07-28', 'Monday, 28 July 2025', 'Monday, July 28, 2025'],
    ['2025-07-18', 'Friday, 18 July 2025', 'Friday, July 18, 2025'],
    ['2024-02-29', 'Thursday, 29 February 2024', 'Thursday, February 29, 2024'],
    ['2025-01-01', 'Wednesday, 1 January 2025', 'Wednesday, January 1, 2025'],
    ['2025-12-31', 'Wednesday, 31 December 2025', 'Wednesday, December 31, 2025'],
    ['not a date', 'not a date', 'not a date'],
    ['2025-02-30', '2025-02-30', '2025-02-30'],
  ])('%s → %s / %s', (iso, indian, us) => {
    expect(formatEventDate(iso)).toBe(indian);
    expect(formatUsLongDate(iso)).toBe(us);
    // Without its weekday, for a narrow column; an unreadable date as stored.
    expect(formatEventDay(iso)).toBe(indian.replace(/^[A-Z][a-z]+, /, ''));
  });

  describe('whatever the viewer’s time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it.each([
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'America/Los_Angeles',
      'Asia/Kolkata',
      'UTC',
    ])('in %s the 28th stays the 28th', (zone) => {
      process.env.TZ = zone;
      // Proves the zone switch took effect, so the assertion below is a real test.
      const offset = new Date(2025, 6, 28).getTimezoneOffset();
      const expectedOffset = {
        'Pacific/Kiritimati': -840,
        'Pacific/Pago_Pago': 660,
        'America/Los_Angeles': 420,
        'Asia/Kolkata': -330,
        UTC: 0,
      }[zone];
      expect(offset).toBe(expectedOffset);
      expect(formatEventDate('2025-07-28')).toBe('Monday, 28 July 2025');
      expect(formatUsLongDate('2025-07-28')).toBe('Monday, July 28, 2025');
      expect(istDate(new Date('2025-07-27T18:30:00.000Z'))).toBe('2025-07-28');
    });
  });
});

describe('times', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:05', '9:05 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['18:00', '6:00 PM'],
    ['22:00', '10:00 PM'],
    ['23:59', '11:59 PM'],
    ['24:00', null],
    ['12:60', null],
    ['6:00', null],
    ['6PM', null],
    ['', null],
  ])('%j → %s', (value, expected) => {
    expect(formatTime(value)).toBe(expected);
  });

  it.each<[string | null | undefined, string | null | undefined, string]>([
    ['18:00', '22:00', '6:00 PM – 10:00 PM'],
    ['22:00', '02:00', '10:00 PM – 2:00 AM'],
    ['18:00', '', '6:00 PM'],
    ['18:00', undefined, '6:00 PM'],
    ['18:00', 'late', '6:00 PM'],
    ['', '22:00', 'N/A'],
    [undefined, undefined, 'N/A'],
    [null, null, 'N/A'],
    ['soon', '22:00', 'N/A'],
  ])('%j to %j → %s', (start, end, expected) => {
    expect(formatTimeRange(start, end)).toBe(expected);
  });

  it('N/A is the spec placeholder', () => {
    expect(NOT_AVAILABLE).toBe('N/A');
  });
});

describe('Indian time', () => {
  it.each([
    ['2025-07-27T18:29:59.999Z', '2025-07-27'],
    ['2025-07-27T18:30:00.000Z', '2025-07-28'],
    ['2025-12-31T18:30:00.000Z', '2026-01-01'],
  ])('istDate(%s) = %s', (instant, expected) => {
    expect(istDate(new Date(instant))).toBe(expected);
  });

  it.each([
    ['2025-07-28T12:35:00.000Z', '28 Jul 2025, 6:05 PM'],
    ['2025-07-27T18:30:00.000Z', '28 Jul 2025, 12:00 AM'],
    ['2025-01-01T06:30:00.000Z', '1 Jan 2025, 12:00 PM'],
    ['garbage', 'garbage'],
  ])('formatIstDateTime(%s) = %s', (iso, expected) => {
    expect(formatIstDateTime(iso)).toBe(expected);
  });

  it.each([
    ['2025-07-28T15:44:00.000Z', '21:14'],
    ['2025-07-27T18:29:59.999Z', '23:59'],
    ['2025-07-27T18:30:00.000Z', '00:00'],
    ['garbage', ''],
  ])('formatIstClock(%s) = %s', (iso, expected) => {
    expect(formatIstClock(iso)).toBe(expected);
  });
});
