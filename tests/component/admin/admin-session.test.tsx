import { act, screen, waitFor } from '@testing-library/react';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { createDemoBackend } from '@/backend/demo/create-demo-backend';
import { BackendError } from '@/engine/errors';
import { deferred } from '../support/deferred';
import {
  admin,
  currentPath,
  logoutButton,
  openAdmin as open,
  signInAs,
  signInOnPort,
  visitedPaths,
  type OpenAdminOptions,
} from './admin-harness';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));
const openAdmin = (path: string, options?: OpenAdminOptions) => open(slot, path, options);

const loginHeading = () => screen.findByRole('heading', { name: 'Organiser Sign-in' });

/** Another tab of this browser: a second demo backend on the same database. */
async function otherTab(dbName: string) {
  const backend = await createDemoBackend({
    indexedDB,
    IDBKeyRange,
    dbName,
    processingMs: 0,
    contact: { endpoint: null },
  });
  onTestFinished(() => backend.close());
  return backend.loadAdmin();
}

/** What a browser fires in every other tab when one tab changes localStorage. */
function storageChangedInAnotherTab(dbName: string) {
  window.dispatchEvent(
    new StorageEvent('storage', { key: `sangeet-vibes-demo:session:${dbName}`, newValue: null }),
  );
}

describe('the admin session', () => {
  it('renders nothing under /admin until the auth state is known', async () => {
    const gate = deferred<void>();
    await openAdmin('/admin/dashboard', {
      before: async (backend) => {
        await signInOnPort(backend);
        const loadAdmin = backend.loadAdmin.bind(backend);
        backend.loadAdmin = () => gate.promise.then(loadAdmin);
      },
    });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Checking sign-in…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await act(async () => gate.resolve());
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    // A remembered session goes straight to the page: the login page never showed.
    expect(visitedPaths()).toEqual(['/admin/dashboard']);
  });

  it('sends a deep link through the login page and back to it, query and hash included', async () => {
    const { user } = await openAdmin('/admin/dashboard/promocode?code=VIP#list');
    await loginHeading();
    expect(currentPath()).toHaveTextContent('/admin/login');
    await signInAs(user, admin);
    await screen.findByRole('heading', { level: 1, name: 'Promo codes' });
    const afterLogin = visitedPaths().slice(visitedPaths().indexOf('/admin/login'));
    expect(afterLogin).toEqual(['/admin/login', '/admin/dashboard/promocode?code=VIP#list']);
  });

  it('goes to the login page, remembering the page, when another tab signs out', async () => {
    const { user, db } = await openAdmin('/admin/dashboard?since=today', { before: signInOnPort });
    await screen.findByRole('heading', { name: 'Overview' });
    const tab = await otherTab(db.name);
    await tab.auth.signOut();
    storageChangedInAnotherTab(db.name);
    await loginHeading();
    expect(currentPath()).toHaveTextContent('/admin/login');
    // Nothing to explain: the organiser signed out themselves, elsewhere.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Total Events')).not.toBeInTheDocument();
    await signInAs(user, admin);
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(visitedPaths().at(-1)).toBe('/admin/dashboard?since=today');
  });

  it('opens the dashboard when another tab signs in', async () => {
    const { db } = await openAdmin('/admin/dashboard');
    await loginHeading();
    const tab = await otherTab(db.name);
    await tab.auth.signIn(admin.email, admin.password);
    storageChangedInAnotherTab(db.name);
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });

  it.each([
    ['permission-denied', 'Access denied. Admin privileges required.'],
    ['unauthenticated', 'Please sign in to continue.'],
  ] as const)('ends the session when an admin read is refused with %s', async (code, notice) => {
    const { user, backend } = await openAdmin('/admin/login');
    const office = await backend.loadAdmin();
    vi.spyOn(office.stats, 'summary').mockRejectedValueOnce(new BackendError(code, 'refused'));
    await signInAs(user, admin);
    expect(await screen.findByRole('alert')).toHaveTextContent(notice);
    await loginHeading();
    expect(currentPath()).toHaveTextContent('/admin/login');
    expect(office.auth.currentUser()).toBeNull();
    // Signing in again returns to the page that was open, with its figures read afresh.
    await signInAs(user, admin);
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(await screen.findByText('Total Events')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the session when a read fails for another reason', async () => {
    const { user, backend } = await openAdmin('/admin/login');
    const office = await backend.loadAdmin();
    vi.spyOn(office.stats, 'summary').mockRejectedValueOnce(new BackendError('unknown', ''));
    await signInAs(user, admin);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch summary data.');
    expect(currentPath()).toHaveTextContent('/admin/dashboard');
    expect(office.auth.currentUser()).not.toBeNull();
  });

  it('signs out an organiser whose admin flag is taken away mid-session', async () => {
    const { user, backend, db } = await openAdmin('/admin/login');
    await signInAs(user, admin);
    await screen.findByRole('heading', { name: 'Overview' });
    await db.users.update(admin.uid, { isAdmin: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access denied. Admin privileges required.',
    );
    expect(currentPath()).toHaveTextContent('/admin/login');
    await waitFor(async () => expect((await backend.loadAdmin()).auth.currentUser()).toBeNull());
  });

  it('logs out to the home page and forgets the session', async () => {
    const { user, backend } = await openAdmin('/admin/login');
    await signInAs(user, admin);
    await screen.findByRole('heading', { name: 'Overview' });
    const before = visitedPaths().length;
    await user.click(await logoutButton());
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent(/^\/$/);
    expect((await backend.loadAdmin()).auth.currentUser()).toBeNull();
    expect(visitedPaths().slice(before)).toEqual(['/']);
  });
});
