import { describe, expect, it } from 'vitest';
import type { LegacyBooking } from '@/domain/legacy-booking';
import { isLegacyDuo, legacyDuoSpellings } from '@/domain/legacy-duo';
import { dashboardStats } from '@/domain/stats';
import { dashboardStatsFromTotals, type LegacyTotals } from '@/domain/stats-totals';
import { seededRandom } from '../engine/support/random';

type Legacy = Pick<LegacyBooking, 'attendees' | 'checkedIn'>;

/**
 * The rule written out by hand, apart from the code under test: the word "duo" in any casing,
 * with nothing around it or one plain space on one side only.
 */
function writtenDuo(word: string, before: string, after: string): boolean {
  const around = before + after;
  return word.toLowerCase() === 'duo' && (around === '' || around === ' ');
}

/** The demo's overview: the domain counts people from the documents themselves. */
const demoPath = (legacy: Legacy[]) =>
  dashboardStats({ legacyBookings: legacy, bookings: [], eventCount: 1, walletBalance: 0 });

/**
 * The Firebase overview (src/backend/firebase/admin/stats.ts): Firestore counts the documents,
 * and the duos among them with `where('attendees', 'in', legacyDuoSpellings())`, an exact match.
 */
function firebasePath(legacy: Legacy[]) {
  const spellings = legacyDuoSpellings();
  const totals = (set: Legacy[]): LegacyTotals => ({
    bookings: set.length,
    duos: set.filter((b) => b.attendees !== undefined && spellings.includes(b.attendees)).length,
  });
  const none = { ticket499Count: 0, ticket1212Count: 0, withoutTickets: 0 };
  return dashboardStatsFromTotals({
    registered: { bookings: none, legacy: totals(legacy) },
    checkedIn: { bookings: none, legacy: totals(legacy.filter((b) => b.checkedIn === true)) },
    eventCount: 1,
    walletBalance: 0,
  });
}

describe('what counts as a legacy duo: one rule for the demo and the Firebase overview', () => {
  it.each<[string, number]>([
    ['duo', 2],
    ['DUO', 2],
    ['dUo', 2],
    [' duo', 2],
    ['Duo ', 2],
    ['duo  ', 1],
    ['  duo', 1],
    [' duo ', 1],
    ['\tduo', 1],
    ['duo\n', 1],
    ['\u00a0duo', 1],
    ['du o', 1],
    ['duos', 1],
    ['couple', 1],
    ['stag', 1],
    ['', 1],
  ])('%j admits %i on both paths', (attendees, people) => {
    const legacy = [{ attendees, checkedIn: true }];
    expect(demoPath(legacy).totalMembersRegistered).toBe(people);
    expect(firebasePath(legacy)).toEqual(demoPath(legacy));
    expect(isLegacyDuo(attendees)).toBe(people === 2);
  });

  it('agrees on random spellings, in any mix, checked in or not', () => {
    const bytes = seededRandom(20);
    const byte = () => bytes(1)[0] ?? 0;
    const pick = <T>(list: readonly [T, ...T[]]): T => list[byte() % list.length] ?? list[0];
    const words: [string, ...string[]] = [
      'duo',
      'couple',
      'solo',
      'stag',
      'duo duo',
      'du',
      'uod',
      '',
    ];
    const spaces: [string, ...string[]] = [
      '',
      ' ',
      '  ',
      '\t',
      '\n',
      '\r\n',
      '\u00a0',
      '\u2003',
      ' \t',
    ];
    const anyCase = (word: string) =>
      [...word].map((c) => (byte() % 2 ? c.toUpperCase() : c)).join('');

    for (let run = 0; run < 300; run++) {
      const legacy: Legacy[] = [];
      let registered = 0;
      let checkedIn = 0;
      for (let i = 0; i < 12; i++) {
        const [word, before, after] = [anyCase(pick(words)), pick(spaces), pick(spaces)];
        const missing = byte() % 10 === 0;
        const booking: Legacy = {
          attendees: missing ? undefined : before + word + after,
          checkedIn: pick<boolean | undefined>([true, false, undefined]),
        };
        const people = !missing && writtenDuo(word, before, after) ? 2 : 1;
        legacy.push(booking);
        registered += people;
        if (booking.checkedIn === true) checkedIn += people;
      }
      const expected = { totalMembersRegistered: registered, totalCheckIns: checkedIn };
      expect(demoPath(legacy), JSON.stringify(legacy)).toMatchObject(expected);
      expect(firebasePath(legacy), JSON.stringify(legacy)).toMatchObject(expected);
    }
  });

  it('fits every spelling in one Firestore `in` filter (30 values at most)', () => {
    const spellings = legacyDuoSpellings();
    expect(new Set(spellings).size).toBe(spellings.length);
    expect(spellings.length).toBeLessThanOrEqual(30);
    expect(spellings).toHaveLength(8 * 3);
  });
});
