import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PROMO_CODES } from '@/backend/demo/seed';
import {
  addButton,
  applyCoupon,
  countOf,
  couponField,
  press,
  removeButton,
  renderBooking,
  summaryValue,
  waitForForm,
  type BackendSlot,
} from './booking-harness';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

async function withPremium(premium = 1) {
  const rendered = await renderBooking(slot);
  await waitForForm();
  await press(rendered.user, addButton('Premium'), premium);
  return rendered;
}

describe('coupon field: docs/product-spec.md §5 messages', () => {
  it.each([
    ['', 'Please enter a coupon code'],
    ['   ', 'Please enter a coupon code'],
    ['GOLD2025', 'Coupon code must start with VIP'],
    ['VIPNOSUCH1', 'Invalid coupon code'],
    ['VIPOFF001', 'Invalid coupon code'],
    ['VIPUSED01', 'This coupon has already been used'],
  ])('%j → %s', async (code, message) => {
    const { user } = await withPremium();
    await applyCoupon(user, code);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(summaryValue(/^Discount/)).toBeNull();
  });

  it('needs a Premium ticket', async () => {
    const { user, backend } = await renderBooking(slot);
    await waitForForm();
    await user.click(addButton('Basic'));
    await applyCoupon(user, 'VIPHALF50');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Coupon can only be applied to ₹1212 tickets',
    );
    expect(backend.checkout.previewCoupon).not.toHaveBeenCalled();
  });

  it('says to try again when the look-up fails', async () => {
    const { user, backend } = await withPremium();
    backend.checkout.previewCoupon.mockRejectedValueOnce(new Error('network'));
    await applyCoupon(user, 'VIPHALF50');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to apply coupon. Please try again.',
    );
  });

  it('upper-cases what is typed and ignores surrounding spaces', async () => {
    const { user, backend } = await withPremium(2);
    await applyCoupon(user, '  viphalf50 ');
    expect(couponField()).toHaveValue('VIPHALF50');
    expect(
      await screen.findByText('VIPHALF50 applied: 50% off up to 2 Premium tickets.'),
    ).toBeInTheDocument();
    expect(backend.checkout.previewCoupon).toHaveBeenCalledWith('VIPHALF50', {
      ticket499Count: 0,
      ticket1212Count: 2,
    });
    expect(summaryValue('Discount (VIPHALF50)')).toBe('-₹1,212');
    expect(summaryValue('Total')).toBe('₹1,212');
  });

  it.each([
    ['a zero-width space', '\u200BVIPHALF50'],
    ['no-break spaces and a word joiner', '\u00A0VIP\u2060HALF50\u00A0'],
    ['a byte-order mark and a right-to-left mark', '\uFEFFviphalf50\u200F'],
  ])(
    'cleans a code pasted from a chat with %s, and shows the cleaned code',
    async (_what, pasted) => {
      const { user, backend } = await withPremium(2);
      await user.click(couponField());
      await user.paste(pasted);
      expect(couponField()).toHaveValue('VIPHALF50');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(
        await screen.findByText('VIPHALF50 applied: 50% off up to 2 Premium tickets.'),
      ).toBeInTheDocument();
      expect(backend.checkout.previewCoupon).toHaveBeenCalledWith('VIPHALF50', {
        ticket499Count: 0,
        ticket1212Count: 2,
      });
    },
  );

  it('discounts at most attendeeLimit Premium tickets', async () => {
    const { user } = await withPremium(3);
    await applyCoupon(user, 'VIPHALF50');
    await screen.findByText(/VIPHALF50 applied/);
    expect(summaryValue('Discount (VIPHALF50)')).toBe('-₹1,212');
    expect(summaryValue('Total')).toBe('₹2,424');
  });

  it('clears an old message as soon as the code is edited', async () => {
    const { user } = await withPremium();
    await applyCoupon(user, 'GOLD');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.type(couponField(), 'X');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('coupon lock', () => {
  it('locks the quantities while a coupon is applied, until Remove', async () => {
    const { user } = await withPremium(2);
    await user.click(addButton('Basic'));
    await applyCoupon(user, 'VIPHALF50');
    await screen.findByText(/VIPHALF50 applied/);

    for (const tier of ['Basic', 'Premium'] as const) {
      expect(addButton(tier)).toBeDisabled();
      expect(removeButton(tier)).toBeDisabled();
    }
    expect(screen.getByText('Remove the coupon to change ticket quantities.')).toBeInTheDocument();
    expect(couponField()).toHaveAttribute('readonly');

    // Named for the code it removes, beside the steppers' "Remove one … ticket" buttons; the
    // name starts with the visible word.
    const removeCoupon = screen.getByRole('button', { name: 'Remove coupon VIPHALF50' });
    expect(removeCoupon).toHaveTextContent(/^Remove$/);
    await user.click(removeCoupon);
    expect(summaryValue(/^Discount/)).toBeNull();
    expect(summaryValue('Total')).toBe('₹2,923');
    await user.click(removeButton('Premium'));
    expect(countOf('Premium')).toHaveTextContent('1');
    expect(couponField()).toHaveValue('VIPHALF50');
    expect(couponField()).not.toHaveAttribute('readonly');
  });

  it('applies with Enter, without starting a payment', async () => {
    const { user, backend, db } = await withPremium();
    const seeded = (await db.promoCodes.get(DEMO_PROMO_CODES.free))!;
    await user.type(couponField(), 'VIPFREE100{Enter}');
    expect(
      await screen.findByText(
        `VIPFREE100 applied: 100% off up to ${seeded.attendeeLimit} Premium tickets.`,
      ),
    ).toBeInTheDocument();
    expect(backend.checkout.createOrder).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Complete Free Booking' })).toBeInTheDocument();
  });
});
