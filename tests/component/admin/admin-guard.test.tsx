import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { admin, currentPath, logoutButton, openAdmin as open, signInAs } from './admin-harness';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));
const openAdmin = (path: string) => open(slot, path);

describe('the admin guard', () => {
  it('sends a visitor to the login page, then back to the path asked for', async () => {
    const { user } = await openAdmin('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Organiser Sign-in' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/admin/login');
    await signInAs(user, admin);
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/admin/dashboard');
  });

  it('moves a login page on to the dashboard once an organiser is signed in (e.g. in another tab)', async () => {
    const { backend } = await openAdmin('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Organiser Sign-in' })).toBeInTheDocument();
    const adminBackend = await backend.loadAdmin();
    await adminBackend.auth.signIn(admin.email, admin.password);
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/admin/dashboard');
  });

  it('opens /admin on the dashboard once signed in', async () => {
    const { user, backend } = await openAdmin('/admin');
    await signInAs(user, admin);
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    const adminBackend = await backend.loadAdmin();
    expect(adminBackend.auth.currentUser()?.email).toBe(admin.email);
  });

  it('logs out to the home page, and the dashboard then asks for sign-in again', async () => {
    const { user, backend } = await openAdmin('/admin/login');
    await signInAs(user, admin);
    await user.click(await logoutButton());
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent(/^\/$/);
    const adminBackend = await backend.loadAdmin();
    await vi.waitFor(() => expect(adminBackend.auth.currentUser()).toBeNull());
  });
});
