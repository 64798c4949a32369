import * as z from 'zod/mini';
import { CONTACT_NAME_MAX, CONTACT_NAME_TOO_LONG_MESSAGE } from './contact';

// docs/design.md §9.14: the lead guest's name on a booking is optional, and limited as the
// contact form's name is, so one person's name is held to one rule wherever they type it.
export const LEAD_GUEST_NAME_MAX = CONTACT_NAME_MAX;
export const LEAD_GUEST_NAME_TOO_LONG_MESSAGE = CONTACT_NAME_TOO_LONG_MESSAGE;
export const LEAD_GUEST_NAME_INVALID_MESSAGE =
  'Name can only be plain text: no < or > and no invisible control characters.';

/**
 * What a name may not hold: control characters (line breaks, tabs, NUL) and the bidirectional
 * overrides and isolates, which would turn the name, or the text after it on the door's screen and
 * in the CSV, around; and < >, so it never reads as markup wherever it is shown. Zero-width
 * joiners stay allowed: Indic scripts need them.
 */
const FORBIDDEN = /[\p{Cc}<>\u202A-\u202E\u2066-\u2069]/u;

const nameText = z.string({ error: LEAD_GUEST_NAME_INVALID_MESSAGE }).check(
  z.trim(),
  z.maxLength(LEAD_GUEST_NAME_MAX, { error: LEAD_GUEST_NAME_TOO_LONG_MESSAGE, abort: true }),
  z.refine((name) => !FORBIDDEN.test(name), LEAD_GUEST_NAME_INVALID_MESSAGE),
);

/** The name as given, trimmed; undefined when none was (empty, blank, null or absent). */
export const leadGuestNameSchema = z.optional(
  z.pipe(
    z.nullable(nameText),
    z.transform((name) => name || undefined),
  ),
);

/** The first problem with a typed name, as the form shows it; null when it may be sent. */
export function leadGuestNameIssue(raw: string): string | null {
  const parsed = leadGuestNameSchema.safeParse(raw);
  return parsed.success
    ? null
    : (parsed.error.issues[0]?.message ?? LEAD_GUEST_NAME_INVALID_MESSAGE);
}
