import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/backend';
import { COUPON_USED_MESSAGE } from '@/domain/coupons';
import {
  applyCoupon,
  couponField,
  fillOrder,
  payButton,
  renderBooking,
  summaryValue,
  waitForForm,
  type BackendSlot,
} from './booking-harness';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

// A code in the field that is not applied never leaves Pay enabled at another price: the
// visitor applies it, or confirms the total without it (docs/design.md §4.10).

const FULL = '₹2,923';
const continueWithout = () =>
  screen.getByRole('button', { name: `Continue at ${FULL} without the code` });

async function readyWithCode() {
  const rendered = await renderBooking(slot);
  await waitForForm();
  await fillOrder(rendered.user, { basic: 1, premium: 2 });
  return rendered;
}

describe('a coupon code that is not applied', () => {
  it('refused on Apply: Pay waits until the visitor continues at the full total', async () => {
    const { user, gateway } = await readyWithCode();
    await applyCoupon(user, 'VIPUSED01');

    expect(await screen.findByRole('alert')).toHaveTextContent(COUPON_USED_MESSAGE);
    expect(summaryValue('Total')).toBe(FULL);
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAccessibleDescription(
      /Apply the coupon code, or continue without it\./,
    );

    await user.click(continueWithout());
    expect(couponField()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    expect(payButton()).toHaveTextContent(`Pay ${FULL}`);
    await user.click(payButton());
    await gateway.waitForOpen();
    expect(gateway.last.options.amount).toBe(292_300);
  });

  it('typed but not applied: Pay waits for Apply', async () => {
    const { user } = await readyWithCode();
    await user.type(couponField(), 'VIPHALF50');
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveTextContent(`Pay ${FULL}`);

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(/VIPHALF50 applied/);
    expect(payButton()).toBeEnabled();
    expect(payButton()).toHaveTextContent('Pay ₹1,711');
  });

  it('refused at Pay: the discount goes, and Pay waits until the visitor continues', async () => {
    const { user, backend, gateway } = await readyWithCode();
    await applyCoupon(user, 'VIPHALF50');
    await screen.findByText(/VIPHALF50 applied/);
    // Someone else's order took the code between Apply and Pay.
    backend.checkout.createOrder.mockRejectedValueOnce(
      new BackendError('coupon', COUPON_USED_MESSAGE),
    );
    await user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(COUPON_USED_MESSAGE);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove coupon/ })).not.toBeInTheDocument();
    expect(summaryValue(/^Discount/)).toBeNull();
    expect(summaryValue('Total')).toBe(FULL);
    expect(payButton()).toBeDisabled();

    await user.click(continueWithout());
    expect(payButton()).toBeEnabled();
    expect(payButton()).toHaveTextContent(`Pay ${FULL}`);
    expect(gateway.open).not.toHaveBeenCalled();
  });
});
