import { describe, expect, it } from 'vitest';
import { CONTACT_NAME_MAX, CONTACT_NAME_TOO_LONG_MESSAGE } from '@/domain/contact';
import {
  LEAD_GUEST_NAME_INVALID_MESSAGE,
  LEAD_GUEST_NAME_MAX,
  LEAD_GUEST_NAME_TOO_LONG_MESSAGE,
  leadGuestNameIssue,
  leadGuestNameSchema,
} from '@/domain/lead-guest-name';

describe('the lead guest name', () => {
  it('has the contact form’s limit and message', () => {
    expect(LEAD_GUEST_NAME_MAX).toBe(CONTACT_NAME_MAX);
    expect(LEAD_GUEST_NAME_TOO_LONG_MESSAGE).toBe(CONTACT_NAME_TOO_LONG_MESSAGE);
    expect(LEAD_GUEST_NAME_TOO_LONG_MESSAGE).toBe('Name must be 100 characters or fewer.');
  });

  it.each<[unknown, string | undefined]>([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['   \u00A0 ', undefined],
    ['  Priya Sharma ', 'Priya Sharma'],
    ["Anne-Marie O'Brien", "Anne-Marie O'Brien"],
    ['Ravi & Priya', 'Ravi & Priya'],
    ['प्रिया शर्मा', 'प्रिया शर्मा'],
    // Zero-width joiners shape Indic conjuncts: kept.
    ['क्\u200Dष', 'क्\u200Dष'],
    ['a'.repeat(99), 'a'.repeat(99)],
    ['a'.repeat(100), 'a'.repeat(100)],
    // Counted after trimming, as the contact form counts.
    [` ${'a'.repeat(100)} `, 'a'.repeat(100)],
  ])('%j → %j', (input, expected) => {
    expect(leadGuestNameSchema.parse(input)).toBe(expected);
    if (typeof input === 'string') expect(leadGuestNameIssue(input)).toBeNull();
  });

  it.each<[unknown, string]>([
    ['a'.repeat(101), LEAD_GUEST_NAME_TOO_LONG_MESSAGE],
    // Too long is the message that says what to fix, whatever else is wrong.
    [`<${'a'.repeat(101)}`, LEAD_GUEST_NAME_TOO_LONG_MESSAGE],
    ['<b>Priya</b>', LEAD_GUEST_NAME_INVALID_MESSAGE],
    ['Priya >', LEAD_GUEST_NAME_INVALID_MESSAGE],
    ['Priya\nSharma', LEAD_GUEST_NAME_INVALID_MESSAGE],
    ['Priya\tSharma', LEAD_GUEST_NAME_INVALID_MESSAGE],
    ['Priya\u0000', LEAD_GUEST_NAME_INVALID_MESSAGE],
    ['Priya\u007F', LEAD_GUEST_NAME_INVALID_MESSAGE],
    ['\u202EPriya', LEAD_GUEST_NAME_INVALID_MESSAGE],
    ['Priya\u2066x', LEAD_GUEST_NAME_INVALID_MESSAGE],
    [42, LEAD_GUEST_NAME_INVALID_MESSAGE],
    [{ first: 'Priya' }, LEAD_GUEST_NAME_INVALID_MESSAGE],
  ])('%j is refused with %j', (input, message) => {
    const result = leadGuestNameSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
    if (typeof input === 'string') expect(leadGuestNameIssue(input)).toBe(message);
  });
});
