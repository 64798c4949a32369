import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_MAX_LENGTH,
  emailSchema,
  isValidEmail,
  normaliseEmail,
} from '@/domain/email';

// An address of exactly `length` characters.
const ofLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('booking e-mail check', () => {
  it('uses the spec message and the RFC 5321 length limit', () => {
    expect(EMAIL_INVALID_MESSAGE).toBe('Please enter a valid email address.');
    expect(EMAIL_MAX_LENGTH).toBe(254);
  });

  it.each([
    ['a@b.co', true],
    ['Name.Surname+tag@Example.COM', true],
    ['  padded@example.in  ', true],
    ['first_last-1@sub.domain.co.in', true],
    [ofLength(254), true],
    [ofLength(255), false],
    [ofLength(300), false],
    ['', false],
    ['   ', false],
    ['plain', false],
    ['a b@c.com', false],
    ['ab@c .com', false],
    ['a@b', false],
    ['a@b.', false],
    ['a@.com', false],
    ['a@b..com', false],
    ['@b.com', false],
    ['a@@b.com', false],
    ['a@b@c.com', false],
    ['<script>@x.com', false],
    ['a@x.com<script>alert(1)</script>', false],
    ['"quoted"@x.com', false],
    ['a,b@c.com', false],
    ['a;b@c.com', false],
    ['ü@example.com', false],
    ['a@exämple.com', false],
    ['a\u200b@example.com', false],
    ['a@example.com\u202e', false],
    ['a\n@example.com', false],
    ['a@example.com\u0000', false],
    ['a\t@example.com', false],
    ['a@example.com\u007f', false],
  ])('%j → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it.each([
    [' Buyer@Example.COM ', 'buyer@example.com'],
    ['a@b.co', 'a@b.co'],
  ])('stores %j as %j', (raw, stored) => {
    expect(normaliseEmail(raw)).toBe(stored);
    expect(emailSchema.parse(raw)).toBe(stored);
  });

  it.each<unknown>(['nope', '', '<b>@x.com', undefined, 42])(
    'schema rejects %j with the spec message',
    (raw) => {
      const result = emailSchema.safeParse(raw);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([EMAIL_INVALID_MESSAGE]);
    },
  );
});
