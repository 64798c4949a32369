import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/backend';
import { SAVING_BOOKING_MESSAGE } from '@/domain/checkout-messages';
import { BOOKING_SAVE_FAILED_MESSAGE, PAYMENT_REFUNDED_MESSAGE } from '@/domain/orders';
import {
  fillOrder,
  payButton,
  renderBooking,
  waitForForm,
  type BackendSlot,
} from './booking-harness';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

// The page's own schedule of retries, shortened: what is tested is what it does around them.
const { RETRIES } = vi.hoisted(() => ({ RETRIES: 3 }));
vi.mock('@/domain/confirm-retry', () => ({
  confirmRetryDelay: (retry: number) => (retry < RETRIES ? 40 : null),
}));

const saveFailed = () => new BackendError('unknown', BOOKING_SAVE_FAILED_MESSAGE);

async function readyToPay() {
  const rendered = await renderBooking(slot);
  await waitForForm();
  await fillOrder(rendered.user, { basic: 1 });
  await waitFor(() => expect(payButton()).toBeEnabled());
  return rendered;
}

async function pay(rendered: Awaited<ReturnType<typeof readyToPay>>, paymentId: string) {
  await rendered.user.click(payButton());
  await rendered.gateway.waitForOpen();
  await act(() => rendered.gateway.pay(paymentId));
}

const ticketShown = () => screen.findByRole('heading', { level: 1, name: "You're in!" });

/** docs/design.md §4.4: a payment that went through becomes a ticket however slow saving is. */
describe('paid booking while the booking is slow to save', () => {
  it('asks again by itself, saying the payment went through, and shows the ticket', async () => {
    const rendered = await readyToPay();
    const { confirmPayment } = rendered.backend.checkout;
    confirmPayment.mockRejectedValueOnce(saveFailed()).mockRejectedValueOnce(saveFailed());
    await pay(rendered, 'pay_SLOW');

    expect(await screen.findByText(SAVING_BOOKING_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    expect(await ticketShown()).toBeInTheDocument();
    expect(confirmPayment).toHaveBeenCalledTimes(3);
    // The same confirmation each time: the server settles it once.
    expect(new Set(confirmPayment.mock.calls.map(([call]) => JSON.stringify(call))).size).toBe(1);
    expect(rendered.backend.checkout.createOrder).toHaveBeenCalledTimes(1);
  });

  it('after its retries, says calmly that the ticket will come by e-mail, and can try again', async () => {
    const rendered = await readyToPay();
    const { confirmPayment } = rendered.backend.checkout;
    for (let call = 0; call <= RETRIES; call += 1) {
      confirmPayment.mockRejectedValueOnce(
        call % 2 ? saveFailed() : new BackendError('unavailable', BOOKING_SAVE_FAILED_MESSAGE),
      );
    }
    await pay(rendered, 'pay_KEEP');

    const alert = await screen.findByRole('alert');
    expect(confirmPayment).toHaveBeenCalledTimes(RETRIES + 1);
    expect(alert).toHaveTextContent('Your payment (ID pay_KEEP) went through');
    expect(alert).toHaveTextContent("you don't need to wait here or pay again");
    expect(alert).toHaveTextContent('we will e-mail your ticket to asha@example.com');
    expect(payButton()).toBeDisabled();

    await rendered.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await ticketShown()).toBeInTheDocument();
    expect(confirmPayment).toHaveBeenCalledTimes(RETRIES + 2);
  });

  it('does not ask again when the payment is being refunded, and says so', async () => {
    const rendered = await readyToPay();
    const { confirmPayment } = rendered.backend.checkout;
    confirmPayment.mockRejectedValue(new BackendError('conflict', PAYMENT_REFUNDED_MESSAGE));
    await pay(rendered, 'pay_LATE');

    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_REFUNDED_MESSAGE);
    expect(screen.queryByText(SAVING_BOOKING_MESSAGE)).not.toBeInTheDocument();
    expect(confirmPayment).toHaveBeenCalledTimes(1);
  });
});
