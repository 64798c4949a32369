import { describe, expect, it } from 'vitest';
import { isPastDateChange } from '@/domain/event-life';

// Noon in India on 1 June 2030.
const NOON_IST = new Date('2030-06-01T06:30:00.000Z');
// The first and last moments of 1 June 2030 in India.
const IST_MIDNIGHT = new Date('2030-05-31T18:30:00.000Z');
const JUST_BEFORE_IST_MIDNIGHT = new Date('2030-05-31T18:29:59.999Z');

describe('isPastDateChange (docs/design.md §9.10)', () => {
  it.each<[string, string | null, string, Date, boolean]>([
    ['a new event dated yesterday: refused', null, '2030-05-31', NOON_IST, true],
    ['a new event dated today: allowed', null, '2030-06-01', NOON_IST, false],
    ['a new event dated tomorrow: allowed', null, '2030-06-02', NOON_IST, false],
    ['today → yesterday: refused', '2030-06-01', '2030-05-31', NOON_IST, true],
    ['a later date → a year ago: refused', '2030-07-01', '2029-06-01', NOON_IST, true],
    ['a later date → today: allowed', '2030-07-01', '2030-06-01', NOON_IST, false],
    ['a past date → an earlier one: allowed', '2030-05-20', '2030-05-10', NOON_IST, false],
    ['a past date kept: allowed', '2030-05-20', '2030-05-20', NOON_IST, false],
    ['yesterday → the day before: allowed', '2030-05-31', '2030-05-30', NOON_IST, false],
    ['an unreadable new date: left to its own message', null, 'soon', NOON_IST, false],
    // The day turns at midnight in India, not in UTC.
    ['1 June → 31 May, from IST midnight: refused', '2030-06-01', '2030-05-31', IST_MIDNIGHT, true],
    [
      '1 June → 31 May, a moment before IST midnight: allowed',
      '2030-06-01',
      '2030-05-31',
      JUST_BEFORE_IST_MIDNIGHT,
      false,
    ],
  ])('%s', (_name, from, to, now, refused) => {
    expect(isPastDateChange(from, to, now)).toBe(refused);
  });
});
