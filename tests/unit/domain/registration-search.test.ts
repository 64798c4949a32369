import { describe, expect, it } from 'vitest';
import type { Booking } from '@/domain/booking';
import type { LegacyBooking } from '@/domain/legacy-booking';
import { quote } from '@/domain/pricing';
import {
  SEARCH_KEY_MAX_LENGTH,
  bookingSearchFields,
  legacySearchFields,
  matchesRegistrationFilter,
  matchesSearchTerm,
  searchKeysOf,
  searchTermOf,
  searchWordsOf,
} from '@/domain/registration-search';
import { NO_REGISTRATION_FILTER, type RegistrationFilter } from '@/domain/registrations';

type NewDoc = Booking & { id: string };
type LegacyDoc = LegacyBooking & { id: string };

function booking(more: Partial<NewDoc>): NewDoc {
  return {
    ...quote({ ticket499Count: 1, ticket1212Count: 0 }),
    id: 'BkAAAA1111',
    email: 'asha.rao@example.com',
    paymentId: 'pay_1',
    eventTitle: 'Sangeet Night',
    eventLocation: 'Bengaluru',
    eventDate: '2026-12-19',
    eventTime: '6:00 PM – 10:00 PM',
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'confirmed',
    token: 'tok',
    checkedIn: false,
    checkInTime: null,
    eventId: 'up',
    ...more,
  };
}

const legacy = (more: Partial<LegacyDoc>): LegacyDoc => ({
  id: 'legacy-duo-1',
  name: 'Rohan Mehta',
  partnerName: 'Isha Mehta',
  email: 'rohan.mehta@example.com',
  coupleMembers: [{ name1: 'Rohan Mehta', name2: 'Isha Mehta' }],
  eventId: 'past',
  checkedIn: true,
  createdAt: '2025-07-15T14:10:00.000Z',
  ...more,
});

describe('words after an apostrophe', () => {
  it.each([
    ["Mary-Jane O'Brien", 'brien'],
    ['Anita D’Souza', 'souza'],
    ["D'Souza", "d'souza"],
  ])('%s is found by %s', (name, term) => {
    expect(matchesSearchTerm([name], searchTermOf(term))).toBe(true);
    expect(searchKeysOf([name])).toContain(term);
  });
});

describe('searchTermOf', () => {
  it.each([
    ['  Asha  ', 'asha'],
    ['Rohan   MEHTA', 'rohan mehta'],
    ['   ', ''],
    ['x'.repeat(SEARCH_KEY_MAX_LENGTH + 1), 'x'.repeat(SEARCH_KEY_MAX_LENGTH)],
  ])('%j → %j', (text, term) => expect(searchTermOf(text)).toBe(term));
});

describe('searchWordsOf and searchKeysOf', () => {
  it('a word starts at the start and after a space, dot, dash, underscore, plus or @', () => {
    expect(searchWordsOf(['Asha.Rao+x@Example.com', 'large-4242', 'Rohan  Mehta'])).toEqual([
      'asha.rao+x@example.com',
      'rao+x@example.com',
      'x@example.com',
      'example.com',
      'com',
      'large-4242',
      '4242',
      'rohan mehta',
      'mehta',
    ]);
  });

  it('keys are every prefix of every word, each once, cut at the maximum length', () => {
    expect(searchKeysOf(['ab-ab'])).toEqual(['a', 'ab', 'ab-', 'ab-a', 'ab-ab']);
    const long = 'y'.repeat(SEARCH_KEY_MAX_LENGTH + 5);
    const keys = searchKeysOf([long]);
    expect(keys).toHaveLength(SEARCH_KEY_MAX_LENGTH);
    expect(keys.at(-1)).toBe('y'.repeat(SEARCH_KEY_MAX_LENGTH));
  });

  it('stored keys and the scanning match agree, for terms of every length', () => {
    const fields = legacySearchFields(legacy({}));
    const keys = new Set(searchKeysOf(fields));
    const terms = ['r', 'ro', 'rohan m', 'mehta', 'isha', 'sha', 'legacy-d', 'duo-1', 'ohan', 'zz'];
    for (const term of terms) expect(matchesSearchTerm(fields, term)).toBe(keys.has(term));
  });
});

describe('matchesRegistrationFilter', () => {
  const docs: Array<[NewDoc | LegacyDoc, ReadonlyArray<string | null | undefined>]> = [
    booking({ id: 'BkAAAA1111', email: 'asha.rao@example.com' }),
    booking({
      id: 'BkBBBB2222',
      email: 'vikram@example.com',
      name: 'Vikram Singh',
      checkedIn: true,
    }),
    legacy({}),
    legacy({
      id: 'legacy-stag-2',
      name: 'Kavya Iyer',
      partnerName: undefined,
      email: 'kavya@example.com',
      coupleMembers: undefined,
      checkedIn: undefined,
    }),
  ].map((doc) => [
    doc,
    'token' in doc ? bookingSearchFields(doc) : legacySearchFields(doc as LegacyDoc),
  ]);
  const ids = (filter: Partial<RegistrationFilter>) =>
    docs
      .filter(([doc, fields]) =>
        matchesRegistrationFilter(doc, fields, { ...NO_REGISTRATION_FILTER, ...filter }),
      )
      .map(([doc]) => doc.id);

  it.each<[string, Partial<RegistrationFilter>, string[]]>([
    ['nothing: everyone', {}, ['BkAAAA1111', 'BkBBBB2222', 'legacy-duo-1', 'legacy-stag-2']],
    ['a name, any case', { search: 'kAVYA' }, ['legacy-stag-2']],
    ['a surname', { search: 'iyer' }, ['legacy-stag-2']],
    ['a partner’s name', { search: 'isha' }, ['legacy-duo-1']],
    ['a new booking’s lead guest', { search: 'SINGH' }, ['BkBBBB2222']],
    ['the start of an e-mail', { search: 'vikram@' }, ['BkBBBB2222']],
    ['a part of an e-mail after a dot', { search: 'rao@' }, ['BkAAAA1111']],
    ['a booking id, trimmed, any case', { search: '  bkaaaa1111 ' }, ['BkAAAA1111']],
    ['a legacy id', { search: 'legacy-duo' }, ['legacy-duo-1']],
    ['the middle of a word: nothing', { search: 'ikram' }, []],
    [
      'only spaces: everyone',
      { search: '   ' },
      ['BkAAAA1111', 'BkBBBB2222', 'legacy-duo-1', 'legacy-stag-2'],
    ],
    ['an event', { eventId: 'past' }, ['legacy-duo-1', 'legacy-stag-2']],
    ['checked in', { checkIn: 'checked-in' }, ['BkBBBB2222', 'legacy-duo-1']],
    // The older site left checkedIn out of some bookings: they are not checked in.
    ['not checked in', { checkIn: 'not-checked-in' }, ['BkAAAA1111', 'legacy-stag-2']],
    [
      'all three at once',
      { eventId: 'up', checkIn: 'checked-in', search: 'example' },
      ['BkBBBB2222'],
    ],
  ])('%s', (_name, filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });
});
