import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { vi } from 'vitest';
import BookingRoute from '@/app/routes/booking-route';
import type { PublicBackend } from '@/backend/backend';
import { stubMatchMedia } from '../support/browser';
import { createTestQueryClient } from '../support/query-client';
import { leaveSeats, openSpiedBackend, type SpiedBackend } from '../support/spied-backend';

/** Where the mocked loadBackend() finds the backend of the current test. */
export interface BackendSlot {
  promise: Promise<PublicBackend> | undefined;
}

function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Current address">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/**
 * Renders the real /booking route (Suspense, providers, banner) on the demo backend with spies
 * (support/spied-backend.ts): a freshly seeded one unless `backend` is given, and a fresh query
 * cache unless `queryClient` is. `remaining` sets the seats left on the seeded event; `prepare`
 * runs before the first render, e.g. to hold nextUpcoming() pending. The render is inside an
 * async act() so the provider's use() of the backend promise settles, as it does in a browser.
 */
export async function renderBooking(
  slot: BackendSlot,
  options: {
    backend?: SpiedBackend;
    remaining?: number;
    path?: string;
    prepare?: (spied: SpiedBackend) => unknown;
    queryClient?: QueryClient;
  } = {},
) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // jsdom has no matchMedia; unless the test chose a screen (a phone), the page gets a wide one.
  if (typeof window.matchMedia !== 'function') stubMatchMedia();
  const spied = options.backend ?? (await openSpiedBackend());
  if (options.remaining !== undefined) await leaveSeats(spied.db, options.remaining);
  await options.prepare?.(spied);
  slot.promise = Promise.resolve(spied.backend);
  const user = userEvent.setup();
  const queryClient = options.queryClient ?? createTestQueryClient();
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.path ?? '/booking']}>
          <Routes>
            <Route
              path="/booking"
              element={
                <>
                  <BookingRoute />
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return { ...spied, user, queryClient };
}

export const addButton = (tier: 'Basic' | 'Premium') =>
  screen.getByRole('button', { name: `Add one ${tier} ticket` });
export const removeButton = (tier: 'Basic' | 'Premium') =>
  screen.getByRole('button', { name: `Remove one ${tier} ticket` });
export const countOf = (tier: 'Basic' | 'Premium') =>
  screen.getByRole('status', { name: `${tier} tickets` });
export const payButton = () => screen.getByRole('button', { name: /^(Pay ₹|Processing\.\.\.)/ });
export const emailField = () => screen.getByLabelText('Email');
export const termsBox = () =>
  screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
export const couponField = () => screen.getByLabelText(/Coupon code/);
export const address = () => screen.getByRole('status', { name: 'Current address' }).textContent;

export async function waitForForm() {
  await screen.findByRole('form', { name: 'Book tickets' });
}

export async function press(user: UserEvent, button: HTMLElement, times: number) {
  for (let i = 0; i < times; i++) await user.click(button);
}

/** Tickets, e-mail and terms: everything the Pay button waits for. */
export async function fillOrder(
  user: UserEvent,
  {
    basic = 0,
    premium = 0,
    email = 'asha@example.com',
  }: { basic?: number; premium?: number; email?: string },
) {
  await press(user, addButton('Basic'), basic);
  await press(user, addButton('Premium'), premium);
  await user.type(emailField(), email);
  await user.click(termsBox());
}

export async function applyCoupon(user: UserEvent, code: string) {
  await user.clear(couponField());
  if (code) await user.type(couponField(), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

/** The value shown next to a price-summary label. */
export function summaryValue(label: string | RegExp) {
  const summary = screen.getByRole('region', { name: 'Price summary' });
  const term = [...summary.querySelectorAll('dt')].find((dt) =>
    typeof label === 'string' ? dt.textContent === label : label.test(dt.textContent ?? ''),
  );
  return term?.nextElementSibling?.textContent ?? null;
}
