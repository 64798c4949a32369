import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { admin, currentPath, guest, openAdmin as open, signInAs } from './admin-harness';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));
const openAdmin = (path: string) => open(slot, path);

const googleButton = () => screen.getByRole('button', { name: 'Continue with Google' });
const chooser = () => screen.findByRole('dialog', { name: 'Choose an account' });

describe('Continue with Google (demo: the account chooser)', () => {
  it('lists the demo accounts by name and e-mail, and signs the organiser in', async () => {
    const { user, backend } = await openAdmin('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Organiser Sign-in' });
    await user.click(googleButton());
    const dialog = await chooser();
    const accounts = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(accounts).toEqual([
      expect.stringContaining(admin.email),
      expect.stringContaining('door@sangeetvibes.demo'),
      expect.stringContaining(guest.email),
      'Cancel',
    ]);
    expect(accounts[0]).toContain('Demo Organiser');
    // Focus starts on the first account, as a chooser's keyboard user expects.
    expect(within(dialog).getAllByRole('button')[0]).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: /Demo Organiser/ }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/admin/dashboard');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const office = await backend.loadAdmin();
    expect(office.auth.currentUser()).toMatchObject({ email: admin.email, isAdmin: true });
  });

  it('refuses the non-admin account with "Access denied"', async () => {
    const { user, backend } = await openAdmin('/admin/login');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await user.click(within(await chooser()).getByRole('button', { name: /Demo Guest/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access denied. Admin privileges required.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/admin/login');
    expect((await backend.loadAdmin()).auth.currentUser()).toBeNull();
    expect(googleButton()).toBeEnabled();
  });

  it('does nothing and says nothing when the chooser is cancelled', async () => {
    const { user, backend } = await openAdmin('/admin/login');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await user.click(within(await chooser()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(googleButton()).toBeEnabled();
    expect(googleButton()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/admin/login');
    expect((await backend.loadAdmin()).auth.currentUser()).toBeNull();
  });

  it('closes on Escape without a word, and clears the last attempt’s message', async () => {
    const { user } = await openAdmin('/admin/login');
    await signInAs(user, { email: admin.email, password: 'not-the-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    await user.click(googleButton());
    await chooser();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The password form is as it was left.
    expect(screen.getByLabelText('Email')).toHaveValue(admin.email);
  });

  it('starts no second attempt while the chooser is open', async () => {
    const { user, backend } = await openAdmin('/admin/login');
    const office = await backend.loadAdmin();
    const google = vi.spyOn(office.auth, 'signInWithGoogle');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await chooser();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    // The dialog covers the page for a pointer; a second click that gets there anyway (a
    // script, a fast double tap) starts nothing.
    await user.click(googleButton());
    await user.click(within(await chooser()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(google).toHaveBeenCalledTimes(1);
  });
});
