import { describe, expect, it } from 'vitest';
import {
  PAYMENT_CANCELLED_MESSAGE,
  confirmFailedMessage,
  couponAppliedMessage,
  paymentDeclinedMessage,
  priceChangedMessage,
} from '@/domain/checkout-messages';

describe('visitor messages', () => {
  it('a cancelled payment keeps the selections', () => {
    expect(PAYMENT_CANCELLED_MESSAGE).toBe(
      'Payment cancelled. Your selections are kept; you can try again.',
    );
  });

  it.each<[string | null | undefined, string]>([
    [
      'Card declined by bank',
      'Payment failed: Card declined by bank. Nothing was charged. Please try again.',
    ],
    [
      'Card declined by bank.',
      'Payment failed: Card declined by bank. Nothing was charged. Please try again.',
    ],
    ['  spaced \n out  ', 'Payment failed: spaced out. Nothing was charged. Please try again.'],
    ['', 'Payment failed: the payment did not go through. Nothing was charged. Please try again.'],
    [
      null,
      'Payment failed: the payment did not go through. Nothing was charged. Please try again.',
    ],
    [
      undefined,
      'Payment failed: the payment did not go through. Nothing was charged. Please try again.',
    ],
  ])('a declined payment with reason %j reads once', (reason, expected) => {
    expect(paymentDeclinedMessage(reason)).toBe(expected);
  });

  it('caps a provider reason at 200 characters', () => {
    const message = paymentDeclinedMessage('x'.repeat(1000));
    expect(message).toBe(
      `Payment failed: ${'x'.repeat(200)}. Nothing was charged. Please try again.`,
    );
  });

  it('a failed confirmation gives the payment id and says not to pay again', () => {
    const message = confirmFailedMessage('pay_123', 'hello@example.com');
    expect(message).toContain('pay_123');
    expect(message).toContain("don't pay again");
    expect(message).toContain('hello@example.com');
  });

  it('a changed price names both totals in rupees', () => {
    expect(priceChangedMessage(1212, 606)).toBe(
      'The total for this order is now ₹1,212, not ₹606. Nothing was charged. Please reload the page to see the current prices.',
    );
  });

  it.each([
    [
      { code: 'VIPHALF50', discountPercentage: 50, attendeeLimit: 2 },
      'VIPHALF50 applied: 50% off up to 2 Premium tickets.',
    ],
    [
      { code: 'VIPFREE100', discountPercentage: 100, attendeeLimit: 1 },
      'VIPFREE100 applied: 100% off 1 Premium ticket.',
    ],
    [
      { code: 'VIPFREE100', discountPercentage: 100 },
      'VIPFREE100 applied: 100% off 1 Premium ticket.',
    ],
    [
      { code: 'VIPX12345', discountPercentage: 10, attendeeLimit: 0 },
      'VIPX12345 applied: 10% off 1 Premium ticket.',
    ],
  ])('an applied coupon says what it covers: %j', (coupon, expected) => {
    expect(couponAppliedMessage(coupon)).toBe(expected);
  });
});
