import type { Booking } from './booking';
import { legacyAttendees, type LegacyBooking } from './legacy-booking';
import type { RegistrationFilter } from './registrations';

/**
 * What the Registered Users search matches (docs/design.md §14.3), one rule for every backend.
 *
 * A registration is found by the start of any of its words: the booking id, the e-mail and each
 * name, whole, and each part of them that begins after a space, '.', '-', '_', '+', '@' or an
 * apostrophe (' or ’). So "asha", "rao", "asha.rao@ex" and "example.com" all find
 * asha.rao@example.com, "4242" finds large-4242 and "souza" finds D'Souza; "sha" (inside a word)
 * does not. Case does not matter, spaces around and between
 * words are tidied, and only the first SEARCH_KEY_MAX_LENGTH characters are compared.
 *
 * Firestore cannot match text inside a field, so each booking stores every prefix of every such
 * word (`searchKeys`) and the search is one `array-contains`; a database that can scan applies
 * `matchesSearchTerm` instead, which gives the same answer for every term.
 */

/** Characters of a word that are compared; a longer search is cut to this. */
export const SEARCH_KEY_MAX_LENGTH = 40;

const WORD_START = /[\s.\-_+@'\u2019]/;

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The search box's text as the backends compare it; '' searches for nothing (matches all). */
export function searchTermOf(text: string): string {
  return tidy(text).slice(0, SEARCH_KEY_MAX_LENGTH).trimEnd();
}

/** Every word a registration is found by (each cut to SEARCH_KEY_MAX_LENGTH), no repeats. */
export function searchWordsOf(fields: ReadonlyArray<string | null | undefined>): string[] {
  const words = new Set<string>();
  for (const field of fields) {
    if (typeof field !== 'string') continue;
    const whole = tidy(field);
    for (let at = 0; at < whole.length; at += 1) {
      const starts = at === 0 || WORD_START.test(whole[at - 1] ?? '');
      if (starts && !WORD_START.test(whole[at] ?? '')) {
        words.add(whole.slice(at, at + SEARCH_KEY_MAX_LENGTH));
      }
    }
  }
  return [...words];
}

/** The stored form of searchWordsOf: every prefix of every word, what `array-contains` finds. */
export function searchKeysOf(fields: ReadonlyArray<string | null | undefined>): string[] {
  const keys = new Set<string>();
  for (const word of searchWordsOf(fields)) {
    for (let length = 1; length <= word.length; length += 1) keys.add(word.slice(0, length));
  }
  return [...keys];
}

/** Whether a registration with these fields is found by `term` (a searchTermOf). */
export function matchesSearchTerm(
  fields: ReadonlyArray<string | null | undefined>,
  term: string,
): boolean {
  if (term === '') return true;
  // A quick refusal first (a test matches every document of a list against many terms): a
  // word's start without spaces is also a substring of the field as typed, in any case.
  if (
    !term.includes(' ') &&
    !fields.some((field) => typeof field === 'string' && field.toLowerCase().includes(term))
  ) {
    return false;
  }
  return searchWordsOf(fields).some((word) => word.startsWith(term));
}

/** A new booking is found by its id, e-mail and lead guest's name (docs/design.md §9.14). */
export function bookingSearchFields(
  booking: Pick<Booking, 'email' | 'name'> & { id: string },
): Array<string | null | undefined> {
  return [booking.id, booking.email, booking.name];
}

/** An older booking is found by its id, e-mail, name, partner's name and members' names. */
export function legacySearchFields(
  booking: Pick<
    LegacyBooking,
    'email' | 'name' | 'partnerName' | 'members' | 'stagMembers' | 'coupleMembers'
  > & { id: string },
): Array<string | null | undefined> {
  return [
    booking.id,
    booking.email,
    booking.name,
    booking.partnerName,
    ...legacyAttendees(booking).map((person) => person.name),
  ];
}

/**
 * Whether a stored registration passes the Registered Users filters other than the search: its
 * event, and whether it is checked in (only `true` is; an older booking without the field is not).
 */
export function matchesEventAndCheckIn(
  registration: { eventId: string; checkedIn?: boolean | null },
  filter: Pick<RegistrationFilter, 'eventId' | 'checkIn'>,
): boolean {
  return (
    (filter.eventId === '' || registration.eventId === filter.eventId) &&
    (filter.checkIn === 'all' ||
      (registration.checkedIn === true) === (filter.checkIn === 'checked-in'))
  );
}

/** Whether a stored registration passes every Registered Users filter, the search included. */
export function matchesRegistrationFilter(
  registration: { eventId: string; checkedIn?: boolean | null },
  searchFields: ReadonlyArray<string | null | undefined>,
  filter: RegistrationFilter,
): boolean {
  return (
    matchesEventAndCheckIn(registration, filter) &&
    matchesSearchTerm(searchFields, searchTermOf(filter.search))
  );
}
