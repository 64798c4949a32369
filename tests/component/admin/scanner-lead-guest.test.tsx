import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { stubMatchMedia } from '../support/browser';
import { admin, openAdmin as open, signInAs } from './admin-harness';
import { storedBooking } from './registration-records';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

// docs/design.md §9.14: a new booking's lead guest is found and named at the door, as an older
// booking's name always was.
describe('the door and a new booking with a lead guest’s name', () => {
  it('finds it by name, names the guest on the verdict, in the history and the scan log', async () => {
    stubMatchMedia();
    const { user, db } = await open(slot, '/admin/dashboard/qr-scanner');
    // On the upcoming event, which the door opens on.
    await db.newbookings.put(
      storedBooking(1, { name: 'Priya Sharma', email: 'priya@example.com', basic: 1, premium: 1 }),
    );
    await signInAs(user, admin);
    await screen.findByRole('heading', { name: 'QR Scanner' });

    await user.type(await screen.findByLabelText('Name, e-mail or booking ID'), 'sharma');
    const matches = await screen.findByRole('list', { name: 'Matching bookings' });
    await waitFor(() => expect(within(matches).getAllByRole('listitem')).toHaveLength(1));
    await user.click(within(matches).getByRole('button', { name: /^Check in Priya Sharma/ }));

    const verdict = await screen.findByRole('alert');
    expect(verdict).toHaveTextContent('Check-in successful!');
    expect(verdict).toHaveTextContent('Priya Sharma (priya@example.com)');
    await user.click(screen.getByRole('button', { name: 'Next guest' }));

    const history = await screen.findByRole('list', { name: 'Check-in History' });
    await waitFor(() => expect(history).toHaveTextContent('Priya Sharma'));
    await user.click(screen.getByText('Scan log'));
    const log = await screen.findByRole('list', { name: 'Scan log' });
    await waitFor(() =>
      expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent(
        /Priya Sharma \(priya@example\.com\) · Admit 2/,
      ),
    );
  });
});
