import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { BackendError } from '@/engine/errors';
import { admin, openAdmin as open, signInAs } from './admin-harness';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

const walletFigure = () =>
  within(screen.getByText('Wallet Balance').closest('li')!).getByText(/₹/).textContent;

const QUESTION =
  'This puts back the sample data and deletes everything booked or changed in this browser.';

async function openOverview() {
  const opened = await open(slot, '/admin/dashboard');
  const office = await opened.backend.loadAdmin();
  await signInAs(opened.user, admin);
  await screen.findByText('Wallet Balance');
  return { ...opened, office };
}

describe('Reset demo data', () => {
  it('asks first, and Cancel leaves everything as it is', async () => {
    const { user, office } = await openOverview();
    const reset = vi.spyOn(office, 'resetDemoData');
    const button = screen.getByRole('button', { name: 'Reset demo data' });
    await user.click(button);
    const dialog = screen.getByRole('alertdialog', { name: 'Reset demo data?' });
    expect(dialog).toHaveAccessibleDescription(QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('puts the sample data back on confirmation, and every admin screen reads it again', async () => {
    const { user, office, db } = await openOverview();
    // Another organiser topped this one up (nobody tops up their own wallet).
    await db.users.update(admin.uid, { walletBalance: 5750 });
    await db.contactMessages.put({
      id: 'm1',
      name: 'Meera',
      email: 'meera@example.com',
      message: 'Hello',
      createdAt: new Date().toISOString(),
    });
    // What the organiser had already looked at is cached.
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Overview' }));
    await waitFor(() => expect(walletFigure()).toBe('₹5,750'));

    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset demo data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset demo data' }));
    expect(await screen.findByText('The sample data is back.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(walletFigure()).toBe('₹5,000'));
    expect(await db.contactMessages.count()).toBe(0);

    // Not the cached list from before the reset, not even while the new one is on its way.
    let answer: () => void = () => undefined;
    const list = office.contactMessages.list.bind(office.contactMessages);
    vi.spyOn(office.contactMessages, 'list').mockImplementationOnce(
      () => new Promise((resolve) => (answer = () => resolve(list()))),
    );
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(await screen.findByText('Loading messages…')).toBeInTheDocument();
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the failure when the reset fails', async () => {
    const { user, office } = await openOverview();
    vi.spyOn(office, 'resetDemoData').mockRejectedValueOnce(new BackendError('unknown', ''));
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset demo data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset demo data' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to reset the demo data.',
    );
  });

  it('is not offered by a backend that cannot reset (production)', async () => {
    const opened = await open(slot, '/admin/dashboard');
    const office = await opened.backend.loadAdmin();
    delete (office as { resetDemoData?: unknown }).resetDemoData;
    await signInAs(opened.user, admin);
    await screen.findByText('Wallet Balance');
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
  });
});
