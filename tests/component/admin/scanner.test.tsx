import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { DEMO_LEGACY_BOOKING_IDS, DEMO_PAST_EVENT_ID } from '@/backend/demo/seed';
import { BackendError } from '@/engine/errors';
import { stubMatchMedia } from '../support/browser';
import { admin, openAdmin as open, signInAs } from './admin-harness';
import { unbookUpcomingParty } from '../../support/unbooked-party';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

/** Signed in on the scanner, looking at the past party (it has the seeded legacy bookings). */
async function openScanner({
  prepare,
  unbooked = false,
}: {
  prepare?: (office: Awaited<ReturnType<PublicBackend['loadAdmin']>>) => void;
  /** Take the seed's bookings for the party away: a door that has admitted nobody yet. */
  unbooked?: boolean;
} = {}) {
  stubMatchMedia();
  const opened = await open(slot, '/admin/dashboard/qr-scanner');
  if (unbooked) await unbookUpcomingParty(opened.db);
  const office = await opened.backend.loadAdmin();
  prepare?.(office);
  await signInAs(opened.user, admin);
  await screen.findByRole('heading', { name: 'QR Scanner' });
  return { ...opened, office };
}

async function choosePastParty(user: Awaited<ReturnType<typeof openScanner>>['user']) {
  const picker = await screen.findByLabelText('Event');
  await user.selectOptions(picker, DEMO_PAST_EVENT_ID);
  await screen.findByText(/Monday, 28 July 2025 ·/);
}

/** Types into the manual search and waits for exactly one match (the search follows each key). */
async function searchOne(user: Awaited<ReturnType<typeof openScanner>>['user'], text: string) {
  await user.type(screen.getByLabelText('Name, e-mail or booking ID'), text);
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Matching bookings' })).getAllByRole('listitem'),
    ).toHaveLength(1),
  );
  return screen.getByRole('list', { name: 'Matching bookings' });
}

const counter = () => screen.findByRole('status', { name: 'People checked in' });

/** On the past party, checks Kavya in by name and dismisses the green. */
async function checkInKavya() {
  const { user } = await openScanner();
  await choosePastParty(user);
  const matches = await searchOne(user, 'kavya');
  await user.click(within(matches).getAllByRole('button', { name: /^Check in / })[0]!);
  await screen.findByText('Check-in successful!');
  await user.click(screen.getByRole('button', { name: 'Next guest' }));
  return user;
}

describe('/admin/dashboard/qr-scanner', () => {
  it('shows the next upcoming event by default, its counter, and an honest camera message', async () => {
    await openScanner({ unbooked: true });
    expect(await screen.findByText('Checking in for')).toBeInTheDocument();
    expect(await counter()).toHaveTextContent(/^0 \/ 0$/);
    // jsdom has no camera: the door is told what still works.
    expect(screen.getByText(/cannot use a camera here/)).toBeInTheDocument();
    expect(screen.getByText('Nobody has been checked in for this event yet.')).toBeInTheDocument();
    expect(
      screen.getByText('Scan a ticket or search by name above to check someone in.'),
    ).toBeInTheDocument();
  });

  it('checks a guest in by name, shows the green verdict only after it committed, and lists them', async () => {
    const { user, office } = await openScanner();
    await choosePastParty(user);
    expect(await counter()).toHaveTextContent('3 / 5');
    // The check-in transaction is held open: nothing green may show until it commits.
    const real = office.checkIn.checkIn.bind(office.checkIn);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = vi.spyOn(office.checkIn, 'checkIn').mockImplementation(async (...args) => {
      await gate;
      return real(...args);
    });

    const matches = await searchOne(user, 'kavya');
    await user.click(within(matches).getAllByRole('button', { name: /^Check in / })[0]!);
    await waitFor(() => expect(held).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[data-verdict]')).toBeNull();
    release();
    const verdict = await screen.findByRole('alert');
    expect(verdict).toHaveTextContent('Check-in successful!');
    expect(verdict).toHaveTextContent('Admit 1');
    expect(held).toHaveBeenCalledWith(
      { kind: 'bookingId', bookingId: expect.any(String) },
      DEMO_PAST_EVENT_ID,
      expect.objectContaining({ scanned: expect.any(String) }),
    );
    await user.click(screen.getByRole('button', { name: 'Next guest' }));
    await waitFor(async () => expect(await counter()).toHaveTextContent('4 / 5'));
    expect(
      within(screen.getByRole('list', { name: 'Check-in History' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('shows a booking already in as checked in, with nothing to press', async () => {
    const { user } = await openScanner();
    await choosePastParty(user);
    await user.type(
      screen.getByLabelText('Name, e-mail or booking ID'),
      DEMO_LEGACY_BOOKING_IDS.duo,
    );
    // The search follows each keystroke; wait for the answer to the whole id.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Matching bookings' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    const matches = screen.getByRole('list', { name: 'Matching bookings' });
    expect(within(matches).getByRole('button', { name: /^Check in Rohan Mehta/ })).toBeDisabled();
    expect(within(matches).getByText(/^Checked in /)).toBeInTheDocument();
  });

  it('never shows green when the check-in fails: red, "Failed to check in user."', async () => {
    const { user, office } = await openScanner();
    await choosePastParty(user);
    vi.spyOn(office.checkIn, 'checkIn').mockRejectedValueOnce(
      new BackendError('unavailable', 'Failed to check in user.'),
    );
    const matches = await searchOne(user, 'kavya');
    await user.click(within(matches).getAllByRole('button', { name: /^Check in / })[0]!);
    const verdict = await screen.findByRole('alert');
    expect(verdict).toHaveTextContent('Failed to check in user.');
    expect(verdict).not.toHaveTextContent('Check-in successful!');
    expect(document.querySelector('[data-verdict]')).toHaveAttribute('data-verdict', 'refuse');
  });

  it('asks before an undo; Cancel keeps the check-in, Undo takes it back', async () => {
    const { user } = await openScanner();
    await choosePastParty(user);
    const history = await screen.findByRole('list', { name: 'Check-in History' });
    const undo = within(history).getAllByRole('button', { name: /^Undo check-in of / })[0]!;
    await user.click(undo);
    const dialog = screen.getByRole('alertdialog', { name: 'Undo this check-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await counter()).toHaveTextContent('3 / 5');
    await user.click(undo);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Undo check-in' }),
    );
    await waitFor(async () => expect(await counter()).toHaveTextContent(/^[12] \/ 5$/));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch event or check-ins.' and retries", async () => {
    const { user, office } = await openScanner({
      unbooked: true,
      prepare: (o) => {
        const real = o.checkIn.watch.bind(o.checkIn);
        vi.spyOn(o.checkIn, 'watch')
          .mockImplementationOnce((_id, _change, onError) => {
            queueMicrotask(() => onError(new BackendError('unavailable', '')));
            return () => undefined;
          })
          .mockImplementation(real);
      },
    });
    const alert = await screen.findByText('Failed to fetch event or check-ins.');
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    expect(
      await screen.findByText('Nobody has been checked in for this event yet.'),
    ).toBeInTheDocument();
    expect(office.checkIn.watch).toHaveBeenCalledTimes(2);
  });

  it("says 'No upcoming event found.' when every event is past, and still lets the door pick one", async () => {
    const { user } = await openScanner({
      prepare: (o) => {
        const real = o.checkIn.events.bind(o.checkIn);
        vi.spyOn(o.checkIn, 'events').mockImplementation(async () =>
          (await real()).filter((event) => event.id === DEMO_PAST_EVENT_ID),
        );
      },
    });
    expect(await screen.findByText('No upcoming event found.')).toBeInTheDocument();
    await choosePastParty(user);
    expect(await counter()).toHaveTextContent('3 / 5');
  });

  it('shows the scan log: who scanned whom, when, and the verdict', async () => {
    const user = await checkInKavya();
    await user.click(screen.getByText('Scan log'));
    const log = await screen.findByRole('list', { name: 'Scan log' });
    const [line] = within(log).getAllByRole('listitem');
    expect(line).toHaveTextContent('Admitted');
    expect(line).toHaveTextContent(`by ${admin.email}`);
    // The person and headcount, not the raw code (docs/design.md §5.5).
    expect(line).toHaveTextContent(/Kavya.*· Admit \d/i);
    expect(line).not.toHaveTextContent(DEMO_LEGACY_BOOKING_IDS.stagMembers);
  });

  it('keeps the guest’s name in the scan log after an undo, on the earlier lines too', async () => {
    const user = await checkInKavya();
    const history = screen.getByRole('list', { name: 'Check-in History' });
    await user.click(within(history).getByRole('button', { name: /^Undo check-in of .*Kavya/i }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Undo check-in' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Check-in History' })).queryByRole('button', {
          name: /^Undo check-in of .*Kavya/i,
        }),
      ).toBeNull(),
    );

    await user.click(screen.getByText('Scan log'));
    const log = await screen.findByRole('list', { name: 'Scan log' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    const [undone, admitted] = within(log).getAllByRole('listitem');
    expect(undone).toHaveTextContent('Check-in undone');
    expect(admitted).toHaveTextContent('Admitted');
    for (const line of [undone, admitted]) {
      expect(line).toHaveTextContent(/Kavya.*· Admit \d/i);
      expect(line).not.toHaveTextContent(/Booking /);
    }
  });

  it('remembers that sound and vibration were turned off', async () => {
    const { user } = await openScanner();
    const toggle = await screen.findByRole('checkbox', { name: 'Sound and vibration' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(localStorage.getItem('scannerFeedback')).toBe('off');
  });
});
