import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { encodeTicketQr } from '@/domain/qr-payload';
import { stubMatchMedia } from '../support/browser';
import { admin, openAdmin as open, signInAs } from './admin-harness';
import { storedBooking } from './registration-records';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

const GUEST = storedBooking(1, { name: 'Priya Sharma', email: 'priya@example.com', basic: 2 });
const TICKET_QR = encodeTicketQr({
  bookingId: GUEST.id,
  email: GUEST.email,
  ticket499Count: 2,
  ticket1212Count: 0,
});

/** user-event's key syntax: `{` and `[` open a named key, doubled they are the character. */
const asKeys = (text: string) => text.replace(/[{[]/g, (bracket) => bracket + bracket);

/** A keyboard-wedge scanner: the code's characters with no pause between them, then Enter. */
const wedge = userEvent.setup({ delay: null });

async function openDoor() {
  stubMatchMedia();
  const opened = await open(slot, '/admin/dashboard/qr-scanner');
  // On the upcoming event, which the door opens on.
  await opened.db.newbookings.put(GUEST);
  await signInAs(opened.user, admin);
  await screen.findByRole('heading', { name: 'QR Scanner' });
  await screen.findByText('Checking in for');
  return { ...opened, office: await opened.backend.loadAdmin() };
}

// docs/design.md §5.8: hardware scanners type the ticket's code and Enter.
describe('the door and a hardware (keyboard-wedge) scanner', () => {
  it('says a hardware scanner can be used', async () => {
    await openDoor();
    expect(screen.getByText(/USB or Bluetooth ticket scanner works here too/)).toBeVisible();
  });

  it('checks in the ticket a scanner types with no field focused, and logs it', async () => {
    const { user, office } = await openDoor();
    const checkIn = vi.spyOn(office.checkIn, 'checkIn');
    expect(document.activeElement).toBe(document.body);
    await wedge.keyboard(`${asKeys(TICKET_QR)}{Enter}`);

    const verdict = await screen.findByRole('alert');
    expect(verdict).toHaveTextContent('Check-in successful!');
    expect(verdict).toHaveTextContent('Priya Sharma (priya@example.com)');
    expect(checkIn).toHaveBeenCalledTimes(1);
    expect(checkIn).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'bookingId', bookingId: GUEST.id }),
      expect.any(String),
      expect.objectContaining({ scanned: TICKET_QR }),
    );
    await user.click(screen.getByRole('button', { name: 'Next guest' }));
    await user.click(screen.getByText('Scan log'));
    const log = await screen.findByRole('list', { name: 'Scan log' });
    await waitFor(() =>
      expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent(
        /Priya Sharma \(priya@example\.com\) · Admit 2/,
      ),
    );
  });

  it('leaves the manual search to the person typing in it, even at a scanner’s pace', async () => {
    const { user, office } = await openDoor();
    const checkIn = vi.spyOn(office.checkIn, 'checkIn');
    const search = screen.getByLabelText('Name, e-mail or booking ID');
    await user.click(search);
    await wedge.keyboard(`${asKeys(TICKET_QR)}{Enter}`);

    expect(search).toHaveValue(TICKET_QR);
    expect(await screen.findByText(/^No booking for this event matches/)).toBeInTheDocument();
    expect(checkIn).not.toHaveBeenCalled();
    expect(document.querySelector('[data-verdict]')).toBeNull();
  });
});
