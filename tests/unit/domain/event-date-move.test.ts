import { describe, expect, it } from 'vitest';
import { movesSoldEventIntoPast } from '@/domain/seats';

// Noon in India on 1 June 2030.
const NOON_IST = new Date('2030-06-01T06:30:00.000Z');
// The first and last moments of 1 June 2030 in India.
const IST_MIDNIGHT = new Date('2030-05-31T18:30:00.000Z');
const JUST_BEFORE_IST_MIDNIGHT = new Date('2030-05-31T18:29:59.999Z');

describe('movesSoldEventIntoPast (docs/design.md §9.10)', () => {
  it.each<[string, unknown, string, number, Date, boolean]>([
    ['today → yesterday, tickets sold: refused', '2030-06-01', '2030-05-31', 9, NOON_IST, true],
    [
      'a later date → yesterday, tickets sold: refused',
      '2030-07-01',
      '2030-05-31',
      1,
      NOON_IST,
      true,
    ],
    [
      'a later date → a year ago, tickets sold: refused',
      '2030-07-01',
      '2029-06-01',
      1,
      NOON_IST,
      true,
    ],
    ['a later date → today, tickets sold: allowed', '2030-07-01', '2030-06-01', 9, NOON_IST, false],
    [
      'a later date → a later one, tickets sold: allowed',
      '2030-07-01',
      '2030-08-01',
      9,
      NOON_IST,
      false,
    ],
    [
      'a later date → yesterday, nothing sold: allowed',
      '2030-07-01',
      '2030-05-31',
      0,
      NOON_IST,
      false,
    ],
    [
      'a past date → an earlier one, tickets sold: allowed',
      '2030-05-20',
      '2030-05-10',
      9,
      NOON_IST,
      false,
    ],
    [
      'yesterday → the day before, tickets sold: allowed',
      '2030-05-31',
      '2030-05-30',
      9,
      NOON_IST,
      false,
    ],
    ['a stored date that is not text: allowed', undefined, '2030-05-31', 9, NOON_IST, false],
    // The day turns at midnight in India, not in UTC.
    [
      '1 June → 31 May, from IST midnight: refused',
      '2030-06-01',
      '2030-05-31',
      9,
      IST_MIDNIGHT,
      true,
    ],
    [
      '1 June → 31 May, a moment before IST midnight: allowed',
      '2030-06-01',
      '2030-05-31',
      9,
      JUST_BEFORE_IST_MIDNIGHT,
      false,
    ],
  ])('%s', (_name, from, to, taken, now, refused) => {
    expect(movesSoldEventIntoPast({ from, to, taken }, now)).toBe(refused);
  });
});
