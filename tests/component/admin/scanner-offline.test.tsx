import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import type {
  AdminBackend,
  CheckInResult,
  OfflineDoorApi,
  OfflineDoorStatus,
  ScanLogEntry,
} from '@/backend/admin-backend';
import { DEMO_PAST_EVENT_ID } from '@/backend/demo/seed';
import {
  DOOR_ANSWER_LIMIT_MS,
  NO_ANSWER_MESSAGE,
  SEARCH_NO_ANSWER_MESSAGE,
  UNDO_NO_ANSWER_MESSAGE,
} from '@/domain/offline-door';
import { stubMatchMedia } from '../support/browser';
import { admin, openAdmin as open, signInAs } from './admin-harness';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

// 15:44 UTC is 21:14 in India.
const WENT_OFFLINE = '2025-07-28T15:44:00.000Z';

/** The port's offline half, played by the test: it says what the lane's copy answers. */
type FakeStatus = Omit<OfflineDoorStatus, 'queued'> & Partial<Pick<OfflineDoorStatus, 'queued'>>;
const full = (status: FakeStatus): OfflineDoorStatus => ({ queued: [], ...status });

function fakeOfflineDoor(initial: FakeStatus) {
  let listener: ((status: OfflineDoorStatus) => void) | undefined;
  const checkIn = vi.fn<OfflineDoorApi['checkIn']>();
  const noAnswer = vi.fn<OfflineDoorApi['noAnswer']>();
  const api: OfflineDoorApi = {
    watchStatus(next) {
      listener = next;
      next(full(initial));
      return () => (listener = undefined);
    },
    checkIn,
    noAnswer,
  };
  return {
    api,
    checkIn,
    noAnswer,
    set: (status: FakeStatus) => act(() => listener?.(full(status))),
  };
}

const ADMITTED: CheckInResult = {
  ok: true,
  record: {
    bookingId: 'bookingTrio',
    source: 'newbookings',
    email: 'kavya@example.com',
    name: null,
    people: 3,
    tickets: { basic: 2, premium: 1 },
    checkInTime: WENT_OFFLINE,
    checkedInBy: admin.email,
  },
};

async function openScanner(prepare: (office: AdminBackend) => void) {
  stubMatchMedia();
  const opened = await open(slot, '/admin/dashboard/qr-scanner');
  const office = await opened.backend.loadAdmin();
  prepare(office);
  await signInAs(opened.user, admin);
  await screen.findByRole('heading', { name: 'QR Scanner' });
  const picker = await screen.findByLabelText('Event');
  await opened.user.selectOptions(picker, DEMO_PAST_EVENT_ID);
  await screen.findByText(/Monday, 28 July 2025 ·/);
  return { ...opened, office };
}

async function checkInKavya(user: Awaited<ReturnType<typeof openScanner>>['user']) {
  await user.type(screen.getByLabelText('Name, e-mail or booking ID'), 'kavya');
  const matches = await screen.findByRole('list', { name: 'Matching bookings' });
  await waitFor(() => expect(within(matches).getAllByRole('listitem')).toHaveLength(1));
  await user.click(within(matches).getByRole('button', { name: /^Check in / }));
}

const connection = () => screen.getByRole('status', { name: 'Connection' });

/** Longer than DOOR_ANSWER_LIMIT_MS: how long a test waits for the lane to stop waiting. */
const PAST_THE_LIMIT = { timeout: DOOR_ANSWER_LIMIT_MS + 2_000 };

/** A server that never answers until the test says so. */
function hanging<T>() {
  let answer: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer: (value: T) => act(async () => answer(value)) };
}

describe('the scanner with no network (docs/design.md §5.7)', () => {
  it('says since when it is offline and how many check-ins wait to sync', async () => {
    const door = fakeOfflineDoor({ offlineSince: WENT_OFFLINE, waiting: 3 });
    await openScanner((office) => (office.checkIn.offline = door.api));
    expect(connection()).toHaveTextContent('Offline since 21:14 · 3 check-ins waiting');

    door.set({ offlineSince: null, waiting: 1 });
    expect(connection()).toHaveTextContent('Back online · syncing 1 check-in');
    door.set({ offlineSince: null, waiting: 0 });
    expect(connection()).toHaveTextContent(/^$/);
  });

  it('answers from the lane’s copy while offline: green "Admitted (offline)" with the headcount', async () => {
    const door = fakeOfflineDoor({ offlineSince: WENT_OFFLINE, waiting: 0 });
    let online: ReturnType<typeof vi.spyOn> | undefined;
    const { user } = await openScanner((office) => {
      office.checkIn.offline = door.api;
      online = vi.spyOn(office.checkIn, 'checkIn');
    });
    door.checkIn.mockResolvedValueOnce(ADMITTED);

    await checkInKavya(user);

    const verdict = await screen.findByRole('alert');
    expect(verdict).toHaveTextContent('Admitted (offline)');
    expect(verdict).toHaveTextContent('Admit 3 — 2 Basic, 1 Premium');
    expect(document.querySelector('[data-verdict]')).toHaveAttribute('data-verdict', 'admit');
    expect(door.checkIn).toHaveBeenCalledWith(
      { kind: 'bookingId', bookingId: expect.any(String) },
      DEMO_PAST_EVENT_ID,
      {
        scanned: expect.any(String),
        device: expect.stringMatching(/^Lane [A-Z2-9]{4} · /),
        attemptId: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      },
    );
    expect(online).not.toHaveBeenCalled();
  });

  it('is amber for a ticket the lane already let in, and red when its copy cannot tell', async () => {
    const door = fakeOfflineDoor({ offlineSince: WENT_OFFLINE, waiting: 1 });
    const { user } = await openScanner((office) => (office.checkIn.offline = door.api));
    door.checkIn
      .mockResolvedValueOnce({
        ok: false,
        reason: 'already',
        message: 'Already checked in',
        checkedInAt: WENT_OFFLINE,
        checkedInBy: admin.email,
        booking: ADMITTED.ok ? ADMITTED.record : null,
        otherEvent: null,
      })
      .mockResolvedValueOnce(null);

    await checkInKavya(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Already checked in');
    expect(document.querySelector('[data-verdict]')).toHaveAttribute('data-verdict', 'already');
    await user.click(screen.getByRole('button', { name: 'Next guest' }));

    await user.click(
      within(screen.getByRole('list', { name: 'Matching bookings' })).getByRole('button', {
        name: /^Check in /,
      }),
    );
    const red = await screen.findByRole('alert');
    expect(red).toHaveTextContent('Failed to check in user.');
    expect(red).toHaveTextContent('This device has no copy of that booking.');
    expect(document.querySelector('[data-verdict]')).toHaveAttribute('data-verdict', 'refuse');
  });

  it('counts and lists the lane’s queued admissions while offline, marked not yet synced', async () => {
    const queued = {
      ...(ADMITTED.ok ? ADMITTED.record : raise()),
      bookingId: 'queuedSolo',
      email: 'solo@example.com',
      people: 1,
      tickets: { basic: 1, premium: 0 },
    };
    const door = fakeOfflineDoor({
      offlineSince: WENT_OFFLINE,
      waiting: 1,
      queued: [{ eventId: DEMO_PAST_EVENT_ID, record: queued }],
    });
    await openScanner((office) => (office.checkIn.offline = door.api));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'People checked in' })).toHaveTextContent('4 / 5'),
    );
    expect(
      screen.getByText(/Includes 1 check-in made on this device, not yet synced/),
    ).toBeVisible();
    const history = screen.getByRole('list', { name: 'Check-in History' });
    const line = within(history).getByText('solo@example.com').closest('li') as HTMLElement;
    expect(line).toHaveTextContent('Admitted offline on this device · not yet synced');
    expect(within(line).queryByRole('button', { name: /^Undo/ })).toBeNull();

    // Synced: the queue is empty, and the marks go.
    door.set({ offlineSince: null, waiting: 0 });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'People checked in' })).toHaveTextContent('3 / 5'),
    );
    expect(screen.queryByText(/not yet synced/)).toBeNull();
  });

  it('asks before logging out with check-ins waiting, naming how many', async () => {
    const door = fakeOfflineDoor({ offlineSince: WENT_OFFLINE, waiting: 2 });
    const { user } = await openScanner((office) => (office.checkIn.offline = door.api));

    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    const dialog = screen.getByRole('alertdialog', { name: '2 check-ins not yet synced' });
    // Door staff sync only their own admissions, so "any organiser" alone would mislead them.
    expect(dialog).toHaveTextContent(
      'in the name of whoever admitted each guest, the next time an organiser, or the door person who admitted them, signs in here with a network',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.getByRole('heading', { name: 'QR Scanner' })).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Log out anyway' }),
    );
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('logs out at once with nothing waiting', async () => {
    const door = fakeOfflineDoor({ offlineSince: WENT_OFFLINE, waiting: 0 });
    const { user } = await openScanner((office) => (office.checkIn.offline = door.api));
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('checks in online as before while the lane has its network', async () => {
    const door = fakeOfflineDoor({ offlineSince: null, waiting: 0 });
    const { user } = await openScanner((office) => (office.checkIn.offline = door.api));
    await checkInKavya(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Check-in successful!');
    expect(door.checkIn).not.toHaveBeenCalled();
  });

  it('shows a ticket admitted on two lanes as soon as a sync writes it, with both lanes and times', async () => {
    const conflict: ScanLogEntry = {
      id: 'conflictLine00000001',
      code: 'bookingTrio',
      bookingId: 'bookingTrio',
      eventId: DEMO_PAST_EVENT_ID,
      result: 'conflict',
      adminUid: 'lane-b-uid',
      adminEmail: 'lane-b@example.com',
      at: '2025-07-28T15:50:00.000Z',
      device: 'Lane BBBB · Mozilla/5.0',
      first: { at: '2025-07-28T15:46:00.000Z', by: admin.email, device: 'Lane AAAA · Mozilla/5.0' },
    };
    // The port's listener, played by the test: none at first, then another lane's sync.
    const followers = new Map<string, (conflicts: ScanLogEntry[]) => void>();
    const { office } = await openScanner((o) => {
      vi.spyOn(o.checkIn, 'watchConflicts').mockImplementation((eventId, onChange) => {
        followers.set(eventId, onChange);
        onChange([]);
        return () => followers.delete(eventId);
      });
    });
    await waitFor(() => expect(followers.has(DEMO_PAST_EVENT_ID)).toBe(true));
    expect(screen.queryByRole('region', { name: 'Admitted offline on two lanes' })).toBeNull();

    act(() => followers.get(DEMO_PAST_EVENT_ID)?.([conflict]));

    const panel = await screen.findByRole('region', { name: 'Admitted offline on two lanes' });
    const [line] = within(panel).getAllByRole('listitem');
    expect(line).toHaveTextContent(`First: Lane AAAA at 28 Jul 2025, 9:16 PM by ${admin.email}`);
    expect(line).toHaveTextContent(
      'Again: Lane BBBB at 28 Jul 2025, 9:20 PM by lane-b@example.com',
    );
    expect(office.checkIn.offline).toBeUndefined();
  });
});

describe('the scanner on a network that hangs (docs/design.md §5.7)', () => {
  it('decides from the lane’s copy when the server does not answer, goes offline, and ignores the late answer', async () => {
    const door = fakeOfflineDoor({ offlineSince: null, waiting: 0 });
    const server = hanging<CheckInResult>();
    let online: ReturnType<typeof vi.spyOn> | undefined;
    const { user } = await openScanner((office) => {
      office.checkIn.offline = door.api;
      online = vi.spyOn(office.checkIn, 'checkIn').mockReturnValue(server.promise);
    });
    door.checkIn.mockResolvedValue(ADMITTED);

    await checkInKavya(user);

    const verdict = await screen.findByRole('alert', {}, PAST_THE_LIMIT);
    expect(verdict).toHaveTextContent('Admitted (offline)');
    expect(door.noAnswer).toHaveBeenCalledTimes(1);
    // The same attempt, under the same id, so a late online answer cannot admit it again.
    const attemptId = online?.mock.calls[0]?.[2]?.attemptId;
    expect(attemptId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(door.checkIn.mock.calls[0]?.[2]?.attemptId).toBe(attemptId);

    // The next guest is not held behind the code the network swallowed: decided at once, here.
    await user.click(screen.getByRole('button', { name: 'Next guest' }));
    await user.click(
      within(screen.getByRole('list', { name: 'Matching bookings' })).getByRole('button', {
        name: /^Check in /,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Admitted (offline)');
    expect(online).toHaveBeenCalledTimes(1);
    expect(door.checkIn).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Next guest' }));

    // The first answer, arriving late, shows no second verdict.
    await server.answer(ADMITTED);
    expect(document.querySelector('[data-verdict]')).toBeNull();
  });

  it('says the server did not answer where the lane has no copy to decide on (the demo)', async () => {
    const server = hanging<CheckInResult>();
    const { user } = await openScanner((office) => {
      vi.spyOn(office.checkIn, 'checkIn').mockReturnValue(server.promise);
    });

    await checkInKavya(user);

    const verdict = await screen.findByRole('alert', {}, PAST_THE_LIMIT);
    expect(verdict).toHaveTextContent(NO_ANSWER_MESSAGE);
    expect(document.querySelector('[data-verdict]')).toHaveAttribute('data-verdict', 'refuse');
  });

  it('stops “Searching…” when the search has no answer, and the lane goes offline', async () => {
    const door = fakeOfflineDoor({ offlineSince: null, waiting: 0 });
    const { user } = await openScanner((office) => {
      office.checkIn.offline = door.api;
      vi.spyOn(office.checkIn, 'search').mockReturnValue(new Promise(() => undefined));
    });

    await user.type(screen.getByLabelText('Name, e-mail or booking ID'), 'kavya');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();

    expect(await screen.findByRole('alert', {}, PAST_THE_LIMIT)).toHaveTextContent(
      SEARCH_NO_ANSWER_MESSAGE,
    );
    expect(screen.queryByText('Searching…')).toBeNull();
    expect(door.noAnswer).toHaveBeenCalled();
  });

  it('lets the door person out of an undo the server does not answer, saying it may still go through', async () => {
    const door = fakeOfflineDoor({ offlineSince: null, waiting: 0 });
    const { user } = await openScanner((office) => {
      office.checkIn.offline = door.api;
      vi.spyOn(office.checkIn, 'undo').mockReturnValue(new Promise(() => undefined));
    });
    const history = await screen.findByRole('list', { name: 'Check-in History' });
    await user.click(within(history).getAllByRole('button', { name: /^Undo check-in of / })[0]!);
    const dialog = screen.getByRole('alertdialog', { name: 'Undo this check-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Undo check-in' }));

    expect(await within(dialog).findByRole('alert', {}, PAST_THE_LIMIT)).toHaveTextContent(
      UNDO_NO_ANSWER_MESSAGE,
    );
    expect(door.noAnswer).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

function raise(): never {
  throw new Error('The fixture is not an admission.');
}
