import { describe, expect, it } from 'vitest';
import {
  PAYMENT_FAILED_CODE,
  PAYMENT_FAILED_MESSAGE,
  paymentError,
  paymentMetadata,
  paymentNotes,
  ticketsDescription,
} from '@/domain/payment';
import { quote } from '@/domain/pricing';

const event = { title: 'Sangeet Night', location: 'Bengaluru', date: '2026-12-19' };

describe('paymentError', () => {
  it('is the docs/product-spec.md §3 object with the docs/product-spec.md §8 message', () => {
    const cause = new Error('script blocked');
    expect(paymentError(cause)).toEqual({
      code: 'PAYMENT_FAILED',
      message: 'Failed to process payment',
      error: cause,
    });
    expect(PAYMENT_FAILED_CODE).toBe('PAYMENT_FAILED');
    expect(PAYMENT_FAILED_MESSAGE).toBe('Failed to process payment');
  });
});

describe('paymentMetadata and paymentNotes', () => {
  it('carries the docs/product-spec.md §7 fields, with the e-mail trimmed', () => {
    const priced = quote(
      { ticket499Count: 2, ticket1212Count: 1 },
      { code: 'VIPHALF50', discountPercentage: 50, attendeeLimit: 2 },
    );
    const metadata = paymentMetadata(event, priced, '  asha@example.com ');
    expect(metadata).toEqual({
      eventTitle: 'Sangeet Night',
      eventLocation: 'Bengaluru',
      eventDate: '2026-12-19',
      customerEmail: 'asha@example.com',
      ticket499Count: 2,
      ticket1212Count: 1,
      couponCode: 'VIPHALF50',
      couponDiscount: 606,
    });
    expect(paymentNotes(metadata)).toEqual({
      eventTitle: 'Sangeet Night',
      eventLocation: 'Bengaluru',
      eventDate: '2026-12-19',
      customerEmail: 'asha@example.com',
      ticket499Count: '2',
      ticket1212Count: '1',
      couponCode: 'VIPHALF50',
      couponDiscount: '606',
    });
  });

  it.each<[string | null | undefined, Record<string, string>]>([
    [null, {}],
    [undefined, {}],
    ['', {}],
    ['uid-7', { userId: 'uid-7' }],
  ])('sends no coupon as an empty string and userId %j only when set', (userId, extra) => {
    const metadata = paymentMetadata(
      event,
      quote({ ticket499Count: 1, ticket1212Count: 0 }),
      'a@b.co',
    );
    const notes = paymentNotes(metadata, userId);
    expect(notes['couponCode']).toBe('');
    expect(notes['couponDiscount']).toBe('0');
    expect(Object.values(notes).every((value) => typeof value === 'string')).toBe(true);
    expect(notes).toMatchObject(extra);
    if (!userId) expect(notes).not.toHaveProperty('userId');
  });
});

describe('ticketsDescription', () => {
  it.each([
    [0, 0, 'No tickets'],
    [1, 0, '1 Basic ticket'],
    [0, 1, '1 Premium ticket'],
    [2, 0, '2 Basic tickets'],
    [2, 1, '2 Basic + 1 Premium tickets'],
    [0, 20, '20 Premium tickets'],
  ])('%i Basic, %i Premium → %s', (ticket499Count, ticket1212Count, expected) => {
    expect(ticketsDescription({ ticket499Count, ticket1212Count })).toBe(expected);
  });
});
