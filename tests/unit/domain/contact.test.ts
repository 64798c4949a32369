import { describe, expect, it } from 'vitest';
import {
  CONTACT_EMAIL_REQUIRED_MESSAGE,
  CONTACT_EMAIL_TOO_LONG_MESSAGE,
  CONTACT_ERROR_TITLE,
  CONTACT_MESSAGE_REQUIRED_MESSAGE,
  CONTACT_MESSAGE_TOO_LONG_MESSAGE,
  CONTACT_NAME_REQUIRED_MESSAGE,
  CONTACT_NAME_TOO_LONG_MESSAGE,
  CONTACT_NETWORK_ERROR_DESCRIPTION,
  CONTACT_SUCCESS_DESCRIPTION,
  CONTACT_SUCCESS_TITLE,
  contactRow,
  contactServerErrorDescription,
  parseContactMessage,
} from '@/domain/contact';
import { EMAIL_INVALID_MESSAGE } from '@/domain/email';
import { countedLength } from '@/domain/form-fields';

const valid = { name: 'Asha', email: 'Asha@Example.com', message: 'Can we book for 12?' };

describe('contact toasts', () => {
  it('are the docs/product-spec.md §8 strings', () => {
    expect(CONTACT_ERROR_TITLE).toBe('Submission Error');
    expect(CONTACT_NETWORK_ERROR_DESCRIPTION).toBe(
      'There was an error submitting your message. Please try again.',
    );
    expect(contactServerErrorDescription('Quota exceeded')).toBe(
      'There was an error submitting your message: Quota exceeded',
    );
    expect(CONTACT_SUCCESS_TITLE).toBe('Message Sent!');
    expect(CONTACT_SUCCESS_DESCRIPTION).toBe(
      "Thank you! Your message has been sent. We'll get back to you soon!",
    );
  });
});

describe('contact limit messages', () => {
  it('name each limit with its digits grouped', () => {
    expect(CONTACT_NAME_TOO_LONG_MESSAGE).toBe('Name must be 100 characters or fewer.');
    expect(CONTACT_EMAIL_TOO_LONG_MESSAGE).toBe('Email must be 254 characters or fewer.');
    expect(CONTACT_MESSAGE_TOO_LONG_MESSAGE).toBe('Message must be 2,000 characters or fewer.');
  });
});

/** An address of exactly `length` characters that is otherwise valid. */
const emailOfLength = (length: number) =>
  `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('parseContactMessage', () => {
  it('trims every field and keeps the e-mail as typed', () => {
    expect(
      parseContactMessage({ name: '  Asha ', email: ' Asha@Example.com ', message: '\nHi\n' }),
    ).toEqual({
      ok: true,
      value: { name: 'Asha', email: 'Asha@Example.com', message: 'Hi' },
    });
  });

  it.each<[string, string, unknown, string | null]>([
    ['name', 'missing', undefined, CONTACT_NAME_REQUIRED_MESSAGE],
    ['name', 'blank', '   ', CONTACT_NAME_REQUIRED_MESSAGE],
    ['name', '100 chars', 'n'.repeat(100), null],
    ['name', '101 chars', 'n'.repeat(101), CONTACT_NAME_TOO_LONG_MESSAGE],
    ['email', 'missing', '', CONTACT_EMAIL_REQUIRED_MESSAGE],
    ['email', 'invalid', 'asha@', EMAIL_INVALID_MESSAGE],
    ['email', 'with markup', '<a>@x.com', EMAIL_INVALID_MESSAGE],
    ['email', '254 chars', emailOfLength(254), null],
    ['email', '255 chars', emailOfLength(255), CONTACT_EMAIL_TOO_LONG_MESSAGE],
    ['email', '254 chars after trimming', ` ${emailOfLength(254)} `, null],
    ['email', '100,000 chars', emailOfLength(100_000), CONTACT_EMAIL_TOO_LONG_MESSAGE],
    ['message', 'blank', ' \n ', CONTACT_MESSAGE_REQUIRED_MESSAGE],
    ['message', '2000 chars', 'm'.repeat(2000), null],
    ['message', '2001 chars', 'm'.repeat(2001), CONTACT_MESSAGE_TOO_LONG_MESSAGE],
    ['message', '2000 chars after trimming', `  ${'m'.repeat(2000)}  `, null],
    ['message', '100,000 chars', 'm'.repeat(100_000), CONTACT_MESSAGE_TOO_LONG_MESSAGE],
  ])('%s %s', (field, _case, value, message) => {
    const result = parseContactMessage({ ...valid, [field]: value });
    if (message === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, error: message, fieldErrors: { [field]: message } });
  });

  it('reports the first problem in form order', () => {
    const result = parseContactMessage({ name: '', email: 'x', message: '' });
    expect(result).toEqual({
      ok: false,
      error: CONTACT_NAME_REQUIRED_MESSAGE,
      fieldErrors: {
        name: CONTACT_NAME_REQUIRED_MESSAGE,
        email: EMAIL_INVALID_MESSAGE,
        message: CONTACT_MESSAGE_REQUIRED_MESSAGE,
      },
    });
  });

  it.each<unknown>([null, 'text', 42])('rejects a non-object %j', (input) => {
    expect(parseContactMessage(input).ok).toBe(false);
  });
});

describe('countedLength, what a character counter shows', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['Hi', 2],
    ['  Hi \n', 2],
    ['a b', 3],
  ])('%j counts %d', (text, length) => {
    expect(countedLength(text)).toBe(length);
  });

  it.each([1999, 2000, 2001])(
    'agrees with the message rule at %d characters, with spaces around them',
    (length) => {
      const text = ` ${'m'.repeat(length)}\n`;
      const accepted = parseContactMessage({ ...valid, message: text }).ok;
      expect(accepted).toBe(countedLength(text) <= 2000);
    },
  );
});

describe('contactRow', () => {
  it('is [name, email, message]', () => {
    expect(contactRow(valid)).toEqual(['Asha', 'Asha@Example.com', 'Can we book for 12?']);
  });
});
