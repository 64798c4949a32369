import { screen, within } from '@testing-library/react';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { createDemoBackend } from '@/backend/demo/create-demo-backend';
import { DEMO_DOOR_ACCOUNT } from '@/backend/demo/demo-accounts';
import { admin, currentPath, openAdmin as open, signInAs } from './admin-harness';

// docs/design.md §6.1: door staff see only the door; organisers manage the team.

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));
const openAdmin = (path: string) => open(slot, path);
const door = DEMO_DOOR_ACCOUNT;

describe('door staff in the admin area', () => {
  it('open on the scanner, with only the scanner in the nav', async () => {
    const { user } = await openAdmin('/admin');
    await signInAs(user, door);
    expect(await screen.findByRole('heading', { name: 'QR Scanner' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/admin/dashboard/qr-scanner');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['QR Scanner']);
  });

  it.each([
    '/admin/wallet',
    '/admin/dashboard/wallet',
    '/admin/dashboard',
    '/admin/dashboard/team',
  ])('are told why %s does not open, with a link to the scanner', async (path) => {
    const { user } = await openAdmin(path);
    await signInAs(user, door);
    expect(await screen.findByRole('heading', { name: 'Organisers only' })).toBeInTheDocument();
    expect(screen.getByText(/This screen is for organisers/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the QR scanner' }));
    expect(await screen.findByRole('heading', { name: 'QR Scanner' })).toBeInTheDocument();
  });
});

describe('revoking door staff', () => {
  it('signs them out at once, when an organiser revokes them in another tab', async () => {
    const { user, db } = await openAdmin('/admin/login');
    await signInAs(user, door);
    await screen.findByRole('heading', { name: 'QR Scanner' });
    const organiserTab = await createDemoBackend({
      indexedDB,
      IDBKeyRange,
      dbName: db.name,
      processingMs: 0,
      contact: { endpoint: null },
    });
    onTestFinished(() => organiserTab.close());
    const office = await organiserTab.loadAdmin();
    await office.auth.signIn(admin.email, admin.password);
    await office.team.revoke(door.email);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access denied. Admin privileges required.',
    );
    expect(currentPath()).toHaveTextContent('/admin/login');
  });
});

describe('the Team screen', () => {
  it('lists the team and lets an organiser add door staff by e-mail', async () => {
    const { user } = await openAdmin('/admin/dashboard/team');
    await signInAs(user, admin);
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Team members' });
    expect(within(list).getByText(door.email)).toBeInTheDocument();
    expect(within(list).getByText(/\(you\)/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-mail'), 'new.steward@example.com');
    await user.click(screen.getByRole('button', { name: 'Add to the team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose at least one event for door staff.',
    );
    const events = screen.getByRole('group', { name: 'Events at the door' });
    await user.click(within(events).getAllByRole('checkbox')[0]!);
    await user.click(screen.getByRole('button', { name: 'Add to the team' }));
    expect(
      await screen.findByText(
        'new.steward@example.com is added. The role applies when they first sign in with that e-mail.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(
      await within(list).findByText('Waiting for their first sign-in with this e-mail.'),
    ).toBeInTheDocument();
  });
});
