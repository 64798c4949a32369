import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError, type NextEventOnSale } from '@/backend/backend';
import { deferred } from '../support/deferred';
import { createTestQueryClient } from '../support/query-client';
import { leaveSeats, settledResult } from '../support/spied-backend';
import {
  addButton,
  applyCoupon,
  countOf,
  fillOrder,
  payButton,
  renderBooking,
  waitForForm,
  type BackendSlot,
} from './booking-harness';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

/** The visitor switches to another tab (or app) and comes back. */
async function leaveTabAndReturn() {
  const visibility = vi.spyOn(document, 'visibilityState', 'get');
  await act(async () => {
    visibility.mockReturnValue('hidden');
    window.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('visible');
    window.dispatchEvent(new Event('visibilitychange'));
  });
}

const loadFailed = () => screen.queryByText(/We couldn't load the event\./);

describe('seats left: re-read when they may have changed', () => {
  it('re-reads them when the visitor comes back to the tab, keeping the selection', async () => {
    const { user, backend, db } = await renderBooking(slot);
    await waitForForm();
    await user.click(addButton('Basic'));
    // Others book all but three seats while this tab is in the background.
    await leaveSeats(db, 3);

    await leaveTabAndReturn();
    expect(await screen.findByText('Only 3 tickets left for this event.')).toBeInTheDocument();
    expect(backend.events.nextUpcoming).toHaveBeenCalledTimes(2);
    expect(countOf('Basic')).toHaveTextContent('1');
  });

  it('keeps the figures on screen when a re-read fails', async () => {
    const { backend } = await renderBooking(slot, { remaining: 5 });
    await waitForForm();
    backend.events.nextUpcoming.mockRejectedValueOnce(new Error('offline'));

    await leaveTabAndReturn();
    await waitFor(() => expect(backend.events.nextUpcoming).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('form', { name: 'Book tickets' })).toBeInTheDocument();
    expect(screen.getByText('Only 5 tickets left for this event.')).toBeInTheDocument();
    expect(loadFailed()).not.toBeInTheDocument();
  });

  it('re-reads them once a booking is made', async () => {
    const { user, backend } = await renderBooking(slot);
    await waitForForm();
    await fillOrder(user, { premium: 1 });
    await applyCoupon(user, 'VIPFREE100');
    await screen.findByText(/VIPFREE100 applied/);
    expect(backend.events.nextUpcoming).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Complete Free Booking' }));
    await screen.findByRole('heading', { name: "You're in!" });
    await waitFor(() => expect(backend.events.nextUpcoming).toHaveBeenCalledTimes(2));
  });

  it('shows the form at once on Back from the ticket, and re-reads the seats behind it', async () => {
    const { user, backend, gateway, real, db } = await renderBooking(slot, { remaining: 10 });
    await waitForForm();
    await fillOrder(user, { basic: 1 });
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    await gateway.waitForOpen();
    await act(() => gateway.pay());
    await screen.findByRole('heading', { name: "You're in!" });
    // Once the re-read that follows the booking has settled, someone else books 5 more seats.
    await waitFor(() => expect(backend.events.nextUpcoming).toHaveBeenCalledTimes(2));
    expect((await settledResult(backend.events.nextUpcoming))?.remaining).toBe(9);
    await leaveSeats(db, 4);
    const later = await real.events.nextUpcoming();
    const reread = deferred<NextEventOnSale | null>();
    backend.events.nextUpcoming.mockReturnValue(reread.promise);

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByRole('form', { name: 'Book tickets' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the next party…')).not.toBeInTheDocument();
    expect(screen.getByText('Only 9 tickets left for this event.')).toBeInTheDocument();
    await act(async () => reread.resolve(later));
    expect(screen.getByText('Only 4 tickets left for this event.')).toBeInTheDocument();
  });
});

describe('retries', () => {
  it('tries a failed load again before showing an error', async () => {
    const { backend } = await renderBooking(slot, {
      queryClient: createTestQueryClient({ retries: true }),
      prepare: ({ backend }) =>
        backend.events.nextUpcoming.mockRejectedValueOnce(new Error('offline')),
    });
    await waitForForm();
    expect(backend.events.nextUpcoming).toHaveBeenCalledTimes(2);
    expect(loadFailed()).not.toBeInTheDocument();
  });

  it('shows the error after three failed tries', async () => {
    const { backend } = await renderBooking(slot, {
      queryClient: createTestQueryClient({ retries: true }),
      prepare: ({ backend }) => backend.events.nextUpcoming.mockRejectedValue(new Error('offline')),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the event.");
    expect(backend.events.nextUpcoming).toHaveBeenCalledTimes(3);
  });

  it('does not ask again when the answer will not change', async () => {
    const { backend } = await renderBooking(slot, {
      queryClient: createTestQueryClient({ retries: true }),
      prepare: ({ backend }) =>
        backend.events.nextUpcoming.mockRejectedValue(
          new BackendError('invalid-request', 'Not allowed.'),
        ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the event.");
    expect(backend.events.nextUpcoming).toHaveBeenCalledTimes(1);
  });

  it('tries a failed coupon look-up again before saying it failed', async () => {
    const { user, backend } = await renderBooking(slot, {
      queryClient: createTestQueryClient({ retries: true }),
    });
    await waitForForm();
    await user.click(addButton('Premium'));
    backend.checkout.previewCoupon.mockRejectedValueOnce(new Error('network'));
    await applyCoupon(user, 'VIPHALF50');
    expect(await screen.findByText(/VIPHALF50 applied/)).toBeInTheDocument();
    expect(backend.checkout.previewCoupon).toHaveBeenCalledTimes(2);
  });

  it('never repeats an order on its own', async () => {
    const { user, backend, gateway } = await renderBooking(slot, {
      queryClient: createTestQueryClient({ retries: true }),
    });
    await waitForForm();
    await fillOrder(user, { basic: 1 });
    await waitFor(() => expect(payButton()).toBeEnabled());
    backend.checkout.createOrder.mockRejectedValueOnce(new Error('network'));
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('your booking was not made');
    expect(backend.checkout.createOrder).toHaveBeenCalledTimes(1);
    expect(gateway.open).not.toHaveBeenCalled();
  });
});
