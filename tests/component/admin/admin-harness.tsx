import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import AdminRoute from '@/app/routes/admin-route';
import type { PublicBackend } from '@/backend/backend';
import { DEMO_ADMIN_ACCOUNT, DEMO_GUEST_ACCOUNT } from '@/backend/demo/demo-accounts';
import { stubMatchMedia } from '../support/browser';
import { createTestQueryClient } from '../support/query-client';
import { openSpiedBackend, type SpiedBackend } from '../support/spied-backend';

/** What the test's mock of '@/backend/load-backend' hands out. */
export interface BackendSlot {
  promise: Promise<PublicBackend> | undefined;
}

export { DEMO_ADMIN_ACCOUNT as admin, DEMO_GUEST_ACCOUNT as guest };

// Every location the router showed (path, query and hash), oldest first, for the open test.
let visited: string[] = [];

function WhereAmI() {
  const { pathname, search, hash } = useLocation();
  if (visited.at(-1) !== `${pathname}${search}${hash}`) visited.push(`${pathname}${search}${hash}`);
  return <output aria-label="Current path">{pathname}</output>;
}

/** Every location shown since openAdmin, so a test can see a page that was passed through. */
export const visitedPaths = (): readonly string[] => visited;

export interface OpenAdminOptions {
  /** Runs on the backend before anything renders (sign in first, hold loadAdmin, …). */
  before?: (backend: SpiedBackend['backend']) => Promise<void> | void;
}

/** The app's /admin/* route on a freshly seeded demo backend, starting at `path`. */
export async function openAdmin(slot: BackendSlot, path: string, options: OpenAdminOptions = {}) {
  // jsdom has no scrolling; the layout scrolls each new screen to its top.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // jsdom has no matchMedia: unless the test chose a screen, no media query matches (a phone's).
  if (typeof window.matchMedia !== 'function') stubMatchMedia();
  const spied = await openSpiedBackend();
  await options.before?.(spied.backend);
  visited = [];
  slot.promise = Promise.resolve(spied.backend);
  const user = userEvent.setup();
  await act(async () => {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<h1>Home page</h1>} />
            <Route path="/admin/*" element={<AdminRoute />} />
          </Routes>
          <WhereAmI />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return { user, ...spied };
}

export const currentPath = () => screen.getByRole('status', { name: 'Current path' });

export async function signInAs(
  user: ReturnType<typeof userEvent.setup>,
  account: { email: string; password: string },
) {
  await user.type(await screen.findByLabelText('Email'), account.email);
  await user.type(screen.getByLabelText('Password'), account.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** Signs the organiser in on the port, as a reload with a remembered session would find it. */
export async function signInOnPort(backend: SpiedBackend['backend']) {
  const office = await backend.loadAdmin();
  await office.auth.signIn(DEMO_ADMIN_ACCOUNT.email, DEMO_ADMIN_ACCOUNT.password);
}

/** The page's Logout button: the header's on a phone, the sidebar's on a laptop (jsdom has both). */
export const logoutButton = async () =>
  (await screen.findAllByRole('button', { name: 'Logout' }))[0]!;
