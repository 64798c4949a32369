import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { admin, currentPath, guest, openAdmin as open, signInAs } from './admin-harness';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));
const openAdmin = (path: string) => open(slot, path);

const figure = (label: string) =>
  within(screen.getByText(label).closest('li')!).getByText(/\d/).textContent;

describe('/admin/login', () => {
  it('says the credentials are wrong and keeps the e-mail typed', async () => {
    const { user } = await openAdmin('/admin/login');
    await signInAs(user, { email: admin.email, password: 'not-the-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByLabelText('Email')).toHaveValue(admin.email);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('pauses sign-in after 5 wrong passwords, refusing the right one too', async () => {
    const { user, backend } = await openAdmin('/admin/login');
    await user.type(await screen.findByLabelText('Email'), admin.email);
    const password = screen.getByLabelText('Password');
    const attempt = async (typed: string) => {
      await user.clear(password);
      await user.type(password, typed);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
      return screen.getByRole('alert').textContent;
    };
    for (let i = 1; i <= 5; i++) expect(await attempt(`wrong-${i}`)).toBe('Invalid credentials');
    expect(await attempt(admin.password)).toMatch(
      /^Too many failed attempts\. Try again in 1[45] minutes\.$/,
    );
    expect(currentPath()).toHaveTextContent('/admin/login');
    expect((await backend.loadAdmin()).auth.currentUser()).toBeNull();
  });

  it('refuses a signed-in user who is not an admin', async () => {
    const { user } = await openAdmin('/admin/login');
    await signInAs(user, guest);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access denied. Admin privileges required.',
    );
    expect(currentPath()).toHaveTextContent('/admin/login');
  });

  it('lists the demo accounts', async () => {
    await openAdmin('/admin/login');
    const panel = await screen.findByRole('region', { name: 'Demo accounts' });
    expect(panel).toHaveTextContent(admin.email);
    expect(panel).toHaveTextContent(guest.password);
  });

  it('disables the button while signing in, then opens the overview with the seeded figures', async () => {
    const { user } = await openAdmin('/admin/login');
    // Typed first: typing alone can outlast waitFor's second on a busy machine.
    await user.type(await screen.findByLabelText('Email'), admin.email);
    await user.type(screen.getByLabelText('Password'), admin.password);
    void user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled());
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/admin/dashboard');
    await screen.findByText('Wallet Balance');
    await waitFor(() => expect(figure('Wallet Balance')).toBe('₹5,000'));
    // The past party's stag and duo (3), and the upcoming party's 2 already admitted.
    expect(figure('Total Check-ins')).toBe('5');
    // Stag, duo (2), stag, a booking without attendees and one for a deleted event (6), and the
    // upcoming party's 3 + 2 + 2 + 2.
    expect(figure('Total Members Registered')).toBe('15');
    expect(figure('Total Events')).toBe('2');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'QR Scanner',
      'Payment QR',
      'Promocode',
      'Events',
      'Wallet',
      'Registered Users',
      'Messages',
      'Team',
    ]);
  });
});
