import * as z from 'zod/mini';
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH, isValidEmail } from './email';
import { formatCount } from './format';
import { parseForm, requiredText, type ParseResult } from './form-fields';

// Limits are checked, never enforced by cutting the text: the form refuses an over-long field
// with these messages and keeps what the visitor wrote (docs/design.md §13), and so does the
// server.
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = EMAIL_MAX_LENGTH;
export const CONTACT_MESSAGE_MAX = 2000;

const tooLong = (field: string, max: number) =>
  `${field} must be ${formatCount(max)} characters or fewer.`;

export const CONTACT_NAME_REQUIRED_MESSAGE = 'Please enter your name.';
export const CONTACT_NAME_TOO_LONG_MESSAGE = tooLong('Name', CONTACT_NAME_MAX);
export const CONTACT_EMAIL_REQUIRED_MESSAGE = 'Please enter your email address.';
export const CONTACT_EMAIL_TOO_LONG_MESSAGE = tooLong('Email', CONTACT_EMAIL_MAX);
export const CONTACT_MESSAGE_REQUIRED_MESSAGE = 'Please enter a message.';
export const CONTACT_MESSAGE_TOO_LONG_MESSAGE = tooLong('Message', CONTACT_MESSAGE_MAX);

// docs/product-spec.md §8 toasts.
export const CONTACT_ERROR_TITLE = 'Submission Error';
export const CONTACT_NETWORK_ERROR_DESCRIPTION =
  'There was an error submitting your message. Please try again.';
export const CONTACT_SUCCESS_TITLE = 'Message Sent!';
// Not in the spec: demo mode has no organiser inbox, so it must not claim the message was sent.
export const CONTACT_DEMO_TITLE = 'Saved in demo mode';
export const CONTACT_DEMO_DESCRIPTION =
  'This is the demo site: your message is saved in this browser only, where the demo admin area lists it. It has not been sent to anyone.';
export const CONTACT_SUCCESS_DESCRIPTION =
  "Thank you! Your message has been sent. We'll get back to you soon!";

/** The server's own words (its message field, else the HTTP status text) follow the prefix. */
export function contactServerErrorDescription(serverMessage: string): string {
  return `There was an error submitting your message: ${serverMessage}`;
}

export const contactSchema = z.object({
  name: requiredText(
    CONTACT_NAME_REQUIRED_MESSAGE,
    CONTACT_NAME_MAX,
    CONTACT_NAME_TOO_LONG_MESSAGE,
  ),
  // Kept as typed (not lower-cased): it is only read by a person replying.
  email: z.string({ error: CONTACT_EMAIL_REQUIRED_MESSAGE }).check(
    z.trim(),
    z.minLength(1, { error: CONTACT_EMAIL_REQUIRED_MESSAGE, abort: true }),
    // Said as a length, not as "not a valid address", so the visitor knows what to fix.
    z.maxLength(CONTACT_EMAIL_MAX, { error: CONTACT_EMAIL_TOO_LONG_MESSAGE, abort: true }),
    z.refine(isValidEmail, EMAIL_INVALID_MESSAGE),
  ),
  message: requiredText(
    CONTACT_MESSAGE_REQUIRED_MESSAGE,
    CONTACT_MESSAGE_MAX,
    CONTACT_MESSAGE_TOO_LONG_MESSAGE,
  ),
});

export type ContactMessage = z.output<typeof contactSchema>;

/** `error` is the first problem in field order (name, email, message), for a single-line form error. */
export function parseContactMessage(input: unknown): ParseResult<ContactMessage> {
  return parseForm(contactSchema, input);
}

/** The spreadsheet service takes one row per submission: [name, email, message]. */
export function contactRow(message: ContactMessage): [string, string, string] {
  return [message.name, message.email, message.message];
}
