import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BookingRoute from '@/app/routes/booking-route';
import TicketRoute from '@/app/routes/ticket-route';
import type { PublicBackend } from '@/backend/backend';
import { createDemoBackend, type DemoBackend } from '@/backend/demo/create-demo-backend';
import { stubMatchMedia } from '../support/browser';
import { createTestQueryClient } from '../support/query-client';
import { decodeQrSvg } from '../tickets/decode-qr';
import {
  applyCoupon,
  fillOrder,
  payButton,
  summaryValue,
  waitForForm,
  type BackendSlot,
} from './booking-harness';

// The real demo adapter on fake-indexeddb, with its plain-DOM checkout dialog: the booking UI
// against the code a visitor actually runs in demo mode.
const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

let opened: DemoBackend | null = null;
let databases = 0;

afterEach(() => {
  opened?.close();
  opened = null;
});

async function openDemo(path: string) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // jsdom has no matchMedia: a wide screen (the phone's checkout bar is short-path.test.tsx's).
  if (typeof window.matchMedia !== 'function') stubMatchMedia();
  opened ??= await createDemoBackend({
    indexedDB,
    IDBKeyRange,
    dbName: `booking-ui-${++databases}-${Date.now()}`,
    processingMs: 0,
  });
  slot.promise = Promise.resolve(opened as PublicBackend);
  const user = userEvent.setup();
  await act(async () => {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/booking" element={<BookingRoute />} />
            <Route path="/ticket/:token" element={<TicketRoute />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return user;
}

async function readyToPay(order: { basic?: number; premium?: number }) {
  const user = await openDemo('/booking');
  await waitForForm();
  await fillOrder(user, order);
  await waitFor(() => expect(payButton()).toBeEnabled());
  return user;
}

const demoDialog = () => screen.findByRole('dialog', { name: 'Demo checkout' });

async function payInDialog(user: UserEvent, label: string) {
  const dialog = await demoDialog();
  expect(dialog).toHaveTextContent('Demo mode: no money moves.');
  await user.click(within(dialog).getByRole('button', { name: label }));
}

describe('booking on the demo backend', () => {
  it('pays through the demo checkout and shows a ticket that opens at its link', async () => {
    const user = await readyToPay({ basic: 1, premium: 1 });
    await user.click(payButton());
    await payInDialog(user, 'Pay ₹1,711');

    expect(await screen.findByRole('heading', { name: "You're in!" })).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(within(card).getByText('AMOUNT PAID').nextElementSibling).toHaveTextContent('₹1,711');
    const scanned = JSON.parse(
      decodeQrSvg(
        within(card).getByRole('img', { name: 'Entry QR code' }) as unknown as SVGElement,
      ) ?? '{}',
    ) as Record<string, unknown>;
    expect(scanned).toMatchObject({
      email: 'asha@example.com',
      ticket499Count: 1,
      ticket1212Count: 1,
    });
    expect(scanned['bookingId']).toEqual(expect.any(String));

    const remembered = JSON.parse(localStorage.getItem('lastTicket') ?? '{}') as { token: string };
    cleanup();
    await openDemo(`/ticket/${remembered.token}`);
    const page = await screen.findByRole('article');
    expect(within(page).getByText('AMOUNT PAID').nextElementSibling).toHaveTextContent('₹1,711');
    expect(
      JSON.parse(
        decodeQrSvg(
          within(page).getByRole('img', { name: 'Entry QR code' }) as unknown as SVGElement,
        ) ?? '{}',
      ),
    ).toEqual(scanned);
  });

  it('books for free with the seeded 100% code', async () => {
    const user = await readyToPay({ premium: 2 });
    await applyCoupon(user, 'vipfree100');
    expect(await screen.findByText(/VIPFREE100 applied/)).toBeInTheDocument();
    expect(summaryValue('Total')).toBe('₹0');
    await user.click(screen.getByRole('button', { name: 'Complete Free Booking' }));
    expect(await screen.findByRole('heading', { name: "You're in!" })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article')).getByText('PROMO').nextElementSibling,
    ).toHaveTextContent('VIPFREE100');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['VIPUSED01', 'This coupon has already been used'],
    ['VIPOFF001', 'Invalid coupon code'],
  ])('shows the seeded %s as: %s', async (code, message) => {
    const user = await readyToPay({ premium: 1 });
    await applyCoupon(user, code);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('keeps the selections after a cancelled and a failed payment, then books with the coupon', async () => {
    const user = await readyToPay({ premium: 2 });
    await applyCoupon(user, 'VIPHALF50');
    await screen.findByText(/VIPHALF50 applied/);

    await user.click(payButton());
    await payInDialog(user, 'Cancel');
    expect(
      await screen.findByText('Payment cancelled. Your selections are kept; you can try again.'),
    ).toBeInTheDocument();
    expect(summaryValue('Discount (VIPHALF50)')).toBe('-₹1,212');

    await user.click(payButton());
    await payInDialog(user, 'Simulate failed payment');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Payment failed: .*Nothing was charged\. Please try again\.$/,
    );
    expect(summaryValue('Total')).toBe('₹1,212');

    // The failed attempt's coupon hold is released before the retry, so the code still works.
    await user.click(payButton());
    await payInDialog(user, 'Pay ₹1,212');
    expect(await screen.findByRole('heading', { name: "You're in!" })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article')).getByText('PROMO').nextElementSibling,
    ).toHaveTextContent('VIPHALF50');
  });
});

describe('keyboard focus after the demo checkout closes without a payment', () => {
  it.each([
    ['Escape', (user: UserEvent) => user.keyboard('{Escape}')],
    [
      'Simulate failed payment',
      async (user: UserEvent) => payInDialog(user, 'Simulate failed payment'),
    ],
  ])('returns to Pay after %s, not to the page body', async (_how, close) => {
    const user = await readyToPay({ basic: 1 });
    payButton().focus();
    await user.keyboard('{Enter}');
    await demoDialog();
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(payButton()).toHaveFocus());
  });
});

describe('legacy tickets on the demo backend', () => {
  it('shows a seeded duo booking as Ticket Details', async () => {
    await openDemo('/ticket/legacy-duo-1');
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { name: 'TICKET DETAILS' })).toBeInTheDocument();
    expect(within(card).getByText('ATTENDEE(S)')).toBeInTheDocument();
    expect(within(card).getByText('DATE & TIME').nextElementSibling).toHaveTextContent(
      'July 28, 2025',
    );
  });

  it('says when the legacy booking’s event is gone', async () => {
    await openDemo('/ticket/legacy-orphan-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Event details could not be found for this ticket',
    );
  });
});
