import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type PaymentConfirmation } from '@/backend/backend';
import type { Ticket } from '@/domain/booking';
import { DEMO_PAYMENT_SECRET } from '@/backend/demo/demo-secret';
import { DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { BOOKING_SAVE_FAILED_MESSAGE, PAYMENT_REFUNDED_MESSAGE } from '@/domain/orders';
import { signPayment } from '@/domain/payment-signature';
import { UNSAVED_PAYMENTS_KEY } from '@/features/booking/checkout/unsaved-payment';
import { BOOKED_TICKETS_KEY } from '@/lib/booked-tickets';
import { deferred } from '../support/deferred';
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

const KEY = UNSAVED_PAYMENTS_KEY;

/** A paid order of the demo backend, as Checkout reported it to a page that could not save it. */
async function leftUnsaved(
  { backend }: SpiedBackend,
  paymentId = 'pay_LEFT',
): Promise<PaymentConfirmation> {
  const result = await backend.checkout.createOrder({
    eventId: DEMO_UPCOMING_EVENT_ID,
    ticket499Count: 1,
    ticket1212Count: 0,
    couponCode: null,
    email: 'asha@example.com',
  });
  if (result.kind !== 'payment-required') throw new Error('Expected an order to pay for');
  const { orderId, providerOrderId } = result.payment;
  const signature = await signPayment({ providerOrderId, paymentId }, DEMO_PAYMENT_SECRET);
  const confirmation = { orderId, providerOrderId, paymentId, signature };
  const kept = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown[];
  localStorage.setItem(
    KEY,
    JSON.stringify([...kept, { ...confirmation, keptAt: new Date().toISOString() }]),
  );
  return confirmation;
}

const keptPayments = () =>
  (JSON.parse(localStorage.getItem(KEY) ?? '[]') as PaymentConfirmation[]).map(
    (kept) => kept.paymentId,
  );
const bookedTokens = () =>
  (JSON.parse(localStorage.getItem(BOOKED_TICKETS_KEY) ?? '[]') as Array<{ token: string }>).map(
    (entry) => entry.token,
  );

afterEach(() => localStorage.clear());

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
    expect(keptPayments()).toEqual([]);
    expect(bookedTokens()).toHaveLength(1);
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
    expect(keptPayments()).toEqual(['pay_LEFT']);
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
    await waitFor(() => expect(keptPayments()).toEqual([]));
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
    expect(keptPayments()).toEqual(['pay_KEPT']);
  });

  it('are all confirmed, one shown and every ticket among this browser’s', async () => {
    const { backend } = await renderBooking(slot, {
      prepare: async (spied) => {
        await leftUnsaved(spied, 'pay_FIRST');
        await leftUnsaved(spied, 'pay_SECOND');
      },
    });

    expect(await ticketShown()).toBeInTheDocument();
    await waitFor(() => expect(keptPayments()).toEqual([]));
    expect(backend.checkout.confirmPayment).toHaveBeenCalledTimes(2);
    const tickets = await Promise.all(
      backend.checkout.confirmPayment.mock.results.map((result) => result.value as Promise<Ticket>),
    );
    expect(bookedTokens().sort()).toEqual(tickets.map((ticket) => ticket.token).sort());
  });

  it('is kept when the page confirms another payment', async () => {
    const rendered = await renderBooking(slot, {
      prepare: async (spied) => {
        await leftUnsaved(spied, 'pay_LEFT');
        spied.backend.checkout.confirmPayment.mockImplementation((confirmation) =>
          confirmation.paymentId === 'pay_LEFT'
            ? Promise.reject(new BackendError('unavailable', BOOKING_SAVE_FAILED_MESSAGE))
            : spied.real.checkout.confirmPayment(confirmation),
        );
      },
    });
    await waitForForm();
    await waitFor(() => expect(rendered.backend.checkout.confirmPayment).toHaveBeenCalledTimes(2));
    await fillOrder(rendered.user, { basic: 1 });
    await waitFor(() => expect(payButton()).toBeEnabled());
    await rendered.user.click(payButton());
    await rendered.gateway.waitForOpen();
    await act(() => rendered.gateway.pay('pay_NOW'));

    expect(await ticketShown()).toBeInTheDocument();
    expect(keptPayments()).toEqual(['pay_LEFT']);
  });

  it('does not take the page from a booking under way: its ticket joins this browser’s', async () => {
    const held = deferred<Ticket>();
    const rendered = await renderBooking(slot, {
      prepare: async (spied) => {
        await leftUnsaved(spied);
        spied.backend.checkout.confirmPayment.mockReturnValueOnce(held.promise);
      },
    });
    await waitForForm();
    await fillOrder(rendered.user, { basic: 1 });
    await waitFor(() => expect(payButton()).toBeEnabled());
    await rendered.user.click(payButton());
    await rendered.gateway.waitForOpen();

    const [left] = rendered.backend.checkout.confirmPayment.mock.calls[0] ?? [];
    if (!left) throw new Error('Expected the left payment to be confirmed');
    const ticket = await rendered.real.checkout.confirmPayment(left);
    await act(async () => held.resolve(ticket));

    expect(await screen.findByRole('complementary', { name: 'Your ticket' })).toBeInTheDocument();
    expect(bookedTokens()).toEqual([ticket.token]);
    expect(keptPayments()).toEqual([]);
    // The ticket screen's code, which showing a ticket waits for, has come: still the form.
    await act(() => import('@/features/tickets/booked-ticket-screen'));
    expect(address()).toBe('/booking');

    // The booking under way ends as it would have: its own ticket shown.
    await act(() => rendered.gateway.pay('pay_NOW'));
    expect(await ticketShown()).toBeInTheDocument();
    expect(address()).toMatch(/^\/booking\?ticket=/);
    expect(address()).not.toContain(encodeURIComponent(ticket.token));
  });
});
