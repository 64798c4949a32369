import { describe, expect, it } from 'vitest';
import { englishLongDate, groupIndian } from '@/domain/format-without-intl';

// docs/design.md §10.4: the hand-written formats must print exactly what Intl prints.
const indian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const longDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

describe('groupIndian', () => {
  it.each([
    0,
    7,
    99,
    999,
    1000,
    9999,
    12345,
    99999,
    100000,
    123456,
    1234567,
    12345678,
    123456789,
    1234567890,
    -1,
    -999,
    -1000,
    -100000,
    -12345678,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
  ])('%d as Intl en-IN writes it', (value) => {
    expect(groupIndian(value)).toBe(indian.format(value));
  });

  it.each([1.5, Number.NaN, Infinity, -Infinity, 2 ** 53, 1e21])('%d is left to Intl', (value) => {
    expect(groupIndian(value)).toBeNull();
  });
});

describe('englishLongDate', () => {
  // Every day of 2024 (a leap year) and 2025, and a few far years.
  const days: Date[] = [];
  for (let time = Date.UTC(2024, 0, 1); time <= Date.UTC(2025, 11, 31); time += 86_400_000) {
    days.push(new Date(time));
  }
  days.push(new Date(Date.UTC(1999, 11, 31)), new Date(Date.UTC(9999, 11, 31)));
  const sample = new Date(Date.UTC(999, 0, 1));
  days.push(sample);

  it.each(['en-IN', 'en-US'] as const)('writes %s like Intl on every day tried', (style) => {
    const intl = longDate(style);
    const differing = days.filter((day) => englishLongDate(day, style) !== intl.format(day));
    expect(differing.map((day) => day.toISOString())).toEqual([]);
    expect(days.length).toBeGreaterThan(730);
  });

  it('puts the day first in en-IN and the month first in en-US', () => {
    const day = new Date(Date.UTC(2025, 6, 28));
    expect(englishLongDate(day, 'en-IN')).toBe('Monday, 28 July 2025');
    expect(englishLongDate(day, 'en-US')).toBe('Monday, July 28, 2025');
  });
});
