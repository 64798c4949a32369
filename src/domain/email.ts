import * as z from 'zod/mini';

export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address.';
export const EMAIL_MAX_LENGTH = 254;

// something@label.label…: no empty labels, exactly one @.
const EMAIL_SHAPE = /^[^@]+@[^@.]+(\.[^@.]+)+$/;
// Printable ASCII only: this rejects spaces, control characters and look-alike or invisible
// Unicode (zero-width spaces, homoglyphs) that would make two addresses look identical.
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
// Angle brackets and list separators have no place in a single address we store and display.
const FORBIDDEN = /[<>,;"\\]/;

export function isValidEmail(raw: string): boolean {
  const email = raw.trim();
  return (
    email.length <= EMAIL_MAX_LENGTH &&
    PRINTABLE_ASCII.test(email) &&
    !FORBIDDEN.test(email) &&
    EMAIL_SHAPE.test(email)
  );
}

/** Stored form: trimmed and lower-cased, so one buyer is one key in usedBy and look-ups. */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Validates and yields the stored form. */
export const emailSchema = z.pipe(
  z.string({ error: EMAIL_INVALID_MESSAGE }).check(z.refine(isValidEmail, EMAIL_INVALID_MESSAGE)),
  z.transform(normaliseEmail),
);
