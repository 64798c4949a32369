import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE } from '@/domain/email';
import { LEAD_GUEST_NAME_INVALID_MESSAGE } from '@/domain/lead-guest-name';
import { INVALID_EVENT_MESSAGE, orderRequestSchema } from '@/domain/order-request';
import { INVALID_QUANTITY_MESSAGE } from '@/domain/quantities';

const valid = {
  eventId: 'evt_1',
  ticket499Count: 1,
  ticket1212Count: 2,
  couponCode: ' vipgold12 ',
  email: ' Buyer@Example.com ',
};

describe('orderRequestSchema', () => {
  it('normalises the coupon and e-mail', () => {
    expect(orderRequestSchema.parse(valid)).toEqual({
      eventId: 'evt_1',
      ticket499Count: 1,
      ticket1212Count: 2,
      couponCode: 'VIPGOLD12',
      email: 'buyer@example.com',
    });
  });

  it.each<[unknown, string | null]>([
    [undefined, null],
    [null, null],
    ['', null],
    ['   ', null],
    ['VIPGOLD12', 'VIPGOLD12'],
    // Pasted from a chat: the server cleans the code the same way the page does.
    ['\u200Bviphalf50', 'VIPHALF50'],
    ['\u200B\u00A0\uFEFF', null],
  ])('coupon %j → %j', (couponCode, expected) => {
    expect(orderRequestSchema.parse({ ...valid, couponCode }).couponCode).toBe(expected);
  });

  it.each<[string, unknown, string]>([
    ['ticket499Count', -1, INVALID_QUANTITY_MESSAGE],
    ['ticket499Count', 0.5, INVALID_QUANTITY_MESSAGE],
    ['ticket499Count', 21, INVALID_QUANTITY_MESSAGE],
    ['ticket1212Count', Number.NaN, INVALID_QUANTITY_MESSAGE],
    ['ticket1212Count', '2', INVALID_QUANTITY_MESSAGE],
    ['eventId', 'events/evt_1', INVALID_EVENT_MESSAGE],
    ['eventId', '', INVALID_EVENT_MESSAGE],
    ['eventId', undefined, INVALID_EVENT_MESSAGE],
    ['email', 'nope', EMAIL_INVALID_MESSAGE],
    ['name', 'Priya\nSharma', LEAD_GUEST_NAME_INVALID_MESSAGE],
    ['name', 7, LEAD_GUEST_NAME_INVALID_MESSAGE],
  ])('%s = %j is refused', (field, value, message) => {
    const result = orderRequestSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('carries the lead guest’s name, trimmed, when one is given', () => {
    expect(orderRequestSchema.parse({ ...valid, name: '  Priya Sharma ' }).name).toBe(
      'Priya Sharma',
    );
  });

  it.each([undefined, null, '', '   '])(
    'reads name %j as no name (the e-mail-only path)',
    (name) => {
      const parsed = orderRequestSchema.parse({ ...valid, name });
      expect(parsed.name).toBeUndefined();
    },
  );

  it.each([0, 20])('accepts a tier count of %i (order totals are checked separately)', (count) => {
    expect(orderRequestSchema.safeParse({ ...valid, ticket499Count: count }).success).toBe(true);
  });
});
