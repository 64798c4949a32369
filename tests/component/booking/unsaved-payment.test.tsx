import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError, type PaymentConfirmation } from '@/backend/backend';
import { DEMO_PAYMENT_SECRET } from '@/backend/demo/demo-secret';
import { DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { BOOKING_SAVE_FAILED_MESSAGE, PAYMENT_REFUNDED_MESSAGE } from '@/domain/orders';
import { signPayment } from '@/domain/payment-signature';
import type { SpiedBackend } from '../support/spied-backend';
import {
  address,
  fillOrder,
  payButton,
  renderBooking,
  waitForForm,
  type BackendSlot,
} from './booking-harness';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));
vi.mock('@/domain/confirm-retry', () => ({
  confirmRetryDelay: (retry: number) => (retry < 1 ? 20 : null),
}));

const KEY = 'unsavedPayment';

/** A paid order of the demo backend, as Checkout reported it to a page that could not save it. */
async function leftUnsaved({ backend }: SpiedBackend): Promise<PaymentConfirmation> {
  const result = await backend.checkout.createOrder({
    eventId: DEMO_UPCOMING_EVENT_ID,
    ticket499Count: 1,
    ticket1212Count: 0,
    couponCode: null,
    email: 'asha@example.com',
  });
  if (result.kind !== 'payment-required') throw new Error('Expected an order to pay for');
  const { orderId, providerOrderId } = result.payment;
  const paymentId = 'pay_LEFT';
  const signature = await signPayment({ providerOrderId, paymentId }, DEMO_PAYMENT_SECRET);
  const confirmation = { orderId, providerOrderId, paymentId, signature };
  localStorage.setItem(KEY, JSON.stringify(confirmation));
  return confirmation;
}

const ticketShown = () => screen.findByRole('heading', { level: 1, name: "You're in!" });

/** docs/design.md §4.4: a payment left unsaved ends as a ticket across tabs and restarts. */
describe('a payment an earlier page left unsaved', () => {
  it('is confirmed when the booking page opens again, and its ticket shown', async () => {
    let confirmation: PaymentConfirmation | undefined;
    const { backend } = await renderBooking(slot, {
      prepare: async (spied) => {
        confirmation = await leftUnsaved(spied);
      },
    });

    expect(await ticketShown()).toBeInTheDocument();
    expect(backend.checkout.confirmPayment).toHaveBeenCalledWith(confirmation);
    expect(address()).toMatch(/^\/booking\?ticket=/);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('is kept for the next visit while saving still fails', async () => {
    const saveFailed = new BackendError('unknown', BOOKING_SAVE_FAILED_MESSAGE);
    const { backend } = await renderBooking(slot, {
      prepare: async (spied) => {
        await leftUnsaved(spied);
        spied.backend.checkout.confirmPayment.mockRejectedValue(saveFailed);
      },
    });
    await waitForForm();
    // Asked once and once more (the retry schedule is shortened to one here), then left.
    await waitFor(() => expect(backend.checkout.confirmPayment).toHaveBeenCalledTimes(2));
    await act(() => backend.checkout.confirmPayment.mock.results[1]?.value.catch(() => null));
    expect(localStorage.getItem(KEY)).not.toBeNull();
    expect(screen.queryByRole('heading', { name: "You're in!" })).not.toBeInTheDocument();
  });

  it('is forgotten once the answer has a reason (refunded)', async () => {
    const { backend } = await renderBooking(slot, {
      prepare: async (spied) => {
        await leftUnsaved(spied);
        spied.backend.checkout.confirmPayment.mockRejectedValue(
          new BackendError('conflict', PAYMENT_REFUNDED_MESSAGE),
        );
      },
    });
    await waitForForm();
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull());
    expect(backend.checkout.confirmPayment).toHaveBeenCalledTimes(1);
  });

  it('is kept by the page whose retries ran out, so the next page can save it', async () => {
    const rendered = await renderBooking(slot);
    await waitForForm();
    await fillOrder(rendered.user, { basic: 1 });
    await waitFor(() => expect(payButton()).toBeEnabled());
    rendered.backend.checkout.confirmPayment.mockRejectedValue(
      new BackendError('unavailable', BOOKING_SAVE_FAILED_MESSAGE),
    );
    await rendered.user.click(payButton());
    await rendered.gateway.waitForOpen();
    await act(() => rendered.gateway.pay('pay_KEPT'));

    expect(await screen.findByRole('alert')).toHaveTextContent('pay_KEPT');
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toMatchObject({
      paymentId: 'pay_KEPT',
    });
  });
});
