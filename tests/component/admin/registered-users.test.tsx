import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import {
  DEMO_LEGACY_BOOKING_IDS,
  DEMO_PAST_EVENT_ID,
  DEMO_UPCOMING_EVENT_ID,
} from '@/backend/demo/seed';
import { NO_REGISTRATION_FILTER } from '@/domain/registrations';
import { BackendError } from '@/engine/errors';
import { stubMatchMedia } from '../support/browser';
import { deferred } from '../support/deferred';
import { admin, openAdmin as open, signInAs } from './admin-harness';
import { range, storedBooking } from './registration-records';
import { unbookUpcomingParty } from '../../support/unbooked-party';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

const PATH = '/admin/dashboard/registered-users';

/** Signs in on the Registered Users screen; `before` runs on the store and port first. */
async function openRegistrations(
  before?: (opened: Awaited<ReturnType<typeof open>>) => Promise<unknown> | void,
) {
  const opened = await open(slot, PATH);
  // Each test lists registrations of its own making.
  await unbookUpcomingParty(opened.db);
  await before?.(opened);
  await signInAs(opened.user, admin);
  await screen.findByRole('heading', { name: 'Registered Users' });
  return opened;
}

const count = () => screen.getByText(/^Showing \d[\d,]* of \d[\d,]* registrations?$/);
const cards = () =>
  within(screen.getByRole('list', { name: 'Registrations' })).queryAllByRole('listitem');
const cardOf = (who: string) =>
  screen.getByRole('heading', { name: who, level: 2 }).closest('[role="listitem"]') as HTMLElement;
const whoOnCards = () =>
  cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
/** A card's value under a label, e.g. detail(card, 'Tickets'). */
const detail = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Registered Users: the list', () => {
  it('shows every registration newest first, each card saying who, tickets, amount, coupon and check-in', async () => {
    await openRegistrations(async ({ db }) => {
      await db.newbookings.bulkPut([
        storedBooking(1, {
          basic: 2,
          premium: 1,
          couponCode: 'VIPHALF50',
          email: 'asha.rao@example.com',
        }),
        storedBooking(2, {
          checkedIn: true,
          checkInTime: '2026-12-19T12:41:00.000Z',
          email: 'vikram@example.com',
        }),
      ]);
    });
    await waitFor(() => expect(count()).toHaveTextContent('Showing 7 of 7 registrations'));
    expect(whoOnCards()).toEqual([
      'asha.rao@example.com',
      'vikram@example.com',
      'Neha Kapoor',
      'Kavya Iyer',
      'Rohan Mehta',
      'Aarav Sharma',
      'Dev Malhotra',
    ]);

    const asha = cardOf('asha.rao@example.com');
    expect(detail(asha, 'Tickets')).toBe('2 Basic, 1 Premium');
    expect(detail(asha, 'Coupon')).toBe('VIPHALF50');
    expect(detail(asha, 'Amount')).toMatch(/^₹[\d,]+$/);
    expect(detail(asha, 'Booking ID')).toBe('seeded-0001');
    expect(within(asha).getByText('Not checked in')).toBeInTheDocument();
    await waitFor(() =>
      expect(detail(asha, 'Event')).toMatch(/^Sangeet Vibes: The Mock Sangeet Night \(\w+day/),
    );

    const vikram = cardOf('vikram@example.com');
    expect(within(vikram).getByText('Checked in')).toBeInTheDocument();
    expect(detail(vikram, 'Checked in at')).toBe('19 Dec 2026, 6:11 PM');
    expect(detail(vikram, 'Coupon')).toBe('None');

    const duo = cardOf('Rohan Mehta');
    expect(within(duo).getByText('with Isha Mehta')).toBeInTheDocument();
    expect(within(duo).getByText('rohan.mehta@example.com')).toBeInTheDocument();
    expect(detail(duo, 'Tickets')).toBe('2 people (duo)');
    expect(detail(duo, 'Amount')).toBe('₹1,818');
    expect(detail(duo, 'Coupon')).toBe('VIPDUO2025');
    expect(detail(duo, 'Checked in at')).toBe('28 Jul 2025, 6:35 PM');
    expect(detail(duo, 'Event')).toBe(
      'Sangeet Vibes: The Mock Sangeet Night (Monday, 28 July 2025)',
    );

    expect(detail(cardOf('Kavya Iyer'), 'Coupon')).toBe('VIPKAVYA7');
    expect(detail(cardOf('Neha Kapoor'), 'Amount')).toBe('—');
    expect(detail(cardOf('Dev Malhotra'), 'Event')).toBe(
      'Event no longer listed (deleted-event-2024)',
    );
  });

  it('says so when no one has registered', async () => {
    await openRegistrations(async ({ db }) => {
      await db.bookings.clear();
    });
    expect(await screen.findByText(/^No one has registered yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Registrations' })).not.toBeInTheDocument();
  });

  it('waits for the events list too, so no event is ever named without its date', async () => {
    const eventsHeld = deferred<void>();
    let registrationsRead: Promise<unknown> | undefined;
    await openRegistrations(async ({ backend }) => {
      const office = await backend.loadAdmin();
      const listEvents = office.events.list.bind(office.events);
      vi.spyOn(office.events, 'list').mockImplementation(async () => {
        await eventsHeld.promise;
        return listEvents();
      });
      const listRegistrations = office.registrations.list.bind(office.registrations);
      vi.spyOn(office.registrations, 'list').mockImplementation((options) => {
        const read = listRegistrations(options);
        registrationsRead = read;
        return read;
      });
    });
    await waitFor(() => expect(registrationsRead).toBeDefined());
    await act(async () => {
      await registrationsRead;
    });
    // The registrations are in; the events are not: the page still says it is loading.
    expect(screen.getByText('Loading registrations…')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Registrations' })).not.toBeInTheDocument();

    eventsHeld.resolve();
    await screen.findByRole('list', { name: 'Registrations' });
    // The first frame with cards already dates every event.
    expect(detail(cardOf('Aarav Sharma'), 'Event')).toBe(
      'Sangeet Vibes: The Mock Sangeet Night (Monday, 28 July 2025)',
    );
  });

  it('says the list failed and reads it again on Retry', async () => {
    const { user } = await openRegistrations(async ({ backend }) => {
      const office = await backend.loadAdmin();
      vi.spyOn(office.registrations, 'list').mockRejectedValueOnce(new BackendError('unknown', ''));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch registered users.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(count()).toHaveTextContent('Showing 5 of 5 registrations'));
  });

  // A hundred cards and more take jsdom a few seconds to render.
  const MANY_CARDS_MS = 30_000;

  it(
    'loads 100 per source, then the next page on Load more, until there is no more',
    async () => {
      const { user, backend } = await openRegistrations(async ({ db }) => {
        await db.newbookings.bulkPut(range(130).map((i) => storedBooking(i)));
      });
      const office = await backend.loadAdmin();
      await waitFor(() => expect(count()).toHaveTextContent('Showing 105 of 135 registrations'));
      expect(cards()).toHaveLength(105);
      expect(screen.queryByText('guest0101@example.com')).not.toBeInTheDocument();
      const list = vi.spyOn(office.registrations, 'list');

      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(count()).toHaveTextContent('Showing 135 of 135 registrations'));
      // The rows follow the count a moment later (a deferred render).
      await screen.findByText('guest0130@example.com');
      expect(list).toHaveBeenCalledWith({
        filter: NO_REGISTRATION_FILTER,
        after: { bookings: expect.any(String), legacy: null },
        signal: expect.any(AbortSignal),
      });
      expect(screen.getByText('guest0130@example.com')).toBeInTheDocument();
      expect(new Set(whoOnCards()).size).toBe(135);
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    },
    MANY_CARDS_MS,
  );

  it(
    'renders only the chunks of 20 cards near the screen, and the last, as the observer reports them',
    async () => {
      // jsdom has no IntersectionObserver (so every card is rendered in the other tests): this
      // one stands in for the browser's and is told by the test what is near the screen.
      const observed: Array<(near: boolean) => void> = [];
      let observers = 0;
      class FakeObserver {
        constructor(private callback: IntersectionObserverCallback) {
          observers += 1;
        }
        observe(element: Element) {
          observed.push((near) =>
            act(() =>
              this.callback(
                [{ isIntersecting: near, target: element } as IntersectionObserverEntry],
                this as unknown as IntersectionObserver,
              ),
            ),
          );
        }
        unobserve() {}
        disconnect() {}
      }
      vi.stubGlobal('IntersectionObserver', FakeObserver);

      const { user } = await openRegistrations(async ({ db }) => {
        await db.newbookings.bulkPut(range(130).map((i) => storedBooking(i)));
      });
      await waitFor(() => expect(count()).toHaveTextContent('Showing 105 of 135 registrations'));
      // The first chunk and the last (above Load more) are drawn at once; the four between
      // wait, as boxes, until they are near.
      await waitFor(() => expect(cards()).toHaveLength(25));
      // Each box is observed from an effect, after the render that drew it.
      await waitFor(() => expect(observed).toHaveLength(6));
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(count()).toHaveTextContent('Showing 135 of 135 registrations'));
      // The new last chunk is drawn with the page, not once the observer reports it.
      await waitFor(() => expect(cards()).toHaveLength(35));
      await waitFor(() => expect(observed).toHaveLength(7));
      expect(screen.getByText('guest0130@example.com')).toBeInTheDocument();
      observed[2]!(true);
      await waitFor(() => expect(cards()).toHaveLength(55));
      expect(screen.getByText('guest0041@example.com')).toBeInTheDocument();
      expect(screen.queryByText('guest0021@example.com')).not.toBeInTheDocument();
      observed[0]!(false);
      await waitFor(() => expect(cards()).toHaveLength(35));
      for (const report of observed) report(true);
      await waitFor(() => expect(cards()).toHaveLength(135));
      // One observer watches every chunk.
      expect(observers).toBe(1);
    },
    MANY_CARDS_MS,
  );

  it(
    'keeps what it has when Load more fails, says so, and Load more tries again',
    async () => {
      const { user, backend } = await openRegistrations(async ({ db }) => {
        await db.newbookings.bulkPut(range(101).map((i) => storedBooking(i)));
      });
      const office = await backend.loadAdmin();
      await waitFor(() => expect(count()).toHaveTextContent('Showing 105 of 106 registrations'));
      vi.spyOn(office.registrations, 'list').mockRejectedValueOnce(new BackendError('unknown', ''));
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to fetch registered users.',
      );
      expect(count()).toHaveTextContent('Showing 105 of 106 registrations');
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(count()).toHaveTextContent('Showing 106 of 106 registrations'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    MANY_CARDS_MS,
  );
});

describe('Registered Users: search and filters', () => {
  async function openWithBookings() {
    return openRegistrations(async ({ db }) => {
      await db.newbookings.bulkPut([
        storedBooking(1, { id: 'BkZQ7pX2aa', email: 'asha.rao@example.com' }),
        storedBooking(2, {
          email: 'vikram@example.com',
          checkedIn: true,
          checkInTime: '2026-12-19T12:41:00.000Z',
        }),
      ]);
    });
  }

  it.each<[string, string, string[]]>([
    ['a legacy name, in any case', 'kAVYA', ['Kavya Iyer']],
    ['a partner’s name', 'isha', ['Rohan Mehta']],
    ['the start of an e-mail', 'vikram@', ['vikram@example.com']],
    ['the start of a word of an e-mail', 'rao@', ['asha.rao@example.com']],
    ['a booking id, trimmed and in any case', '  bkzq7px2AA ', ['asha.rao@example.com']],
    ['a legacy booking id', DEMO_LEGACY_BOOKING_IDS.stagMembers, ['Kavya Iyer']],
  ])('finds by %s', async (_name, typed, expected) => {
    const { user } = await openWithBookings();
    await waitFor(() => expect(count()).toHaveTextContent('Showing 7 of 7 registrations'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), typed);
    await waitFor(() => expect(whoOnCards()).toEqual(expected));
    const n = expected.length;
    expect(count()).toHaveTextContent(`Showing ${n} of ${n} registration${n === 1 ? '' : 's'}`);
  });

  it('says when nothing matches, and shows everyone again when the search is cleared', async () => {
    const { user } = await openWithBookings();
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(search, 'nobody-at-all');
    expect(await screen.findByText('No registrations match these filters.')).toBeInTheDocument();
    expect(count()).toHaveTextContent('Showing 0 of 0 registrations');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.clear(search);
    await waitFor(() => expect(count()).toHaveTextContent('Showing 7 of 7 registrations'));
  });

  it('filters by event and by check-in, together with the search', async () => {
    const { user } = await openWithBookings();
    await waitFor(() => expect(count()).toHaveTextContent('Showing 7 of 7 registrations'));
    const event = screen.getByRole('combobox', { name: 'Event' });
    const options = () =>
      within(event)
        .getAllByRole('option')
        .map((option) => option.textContent);
    // The events list arrives on its own; until then, bookings name their events.
    // The registrations may come first, so the wait is for the events' own options.
    await waitFor(() =>
      expect(options()).toEqual([
        'All events',
        expect.stringMatching(/^Sangeet Vibes: The Mock Sangeet Night \(\w+day, \d+ \w+ 20\d\d\)$/),
        'Sangeet Vibes: The Mock Sangeet Night (Monday, 28 July 2025)',
        'Event no longer listed (deleted-event-2024)',
      ]),
    );

    await user.selectOptions(event, DEMO_PAST_EVENT_ID);
    await waitFor(() => expect(count()).toHaveTextContent('Showing 4 of 4 registrations'));
    await waitFor(() =>
      expect(whoOnCards()).toEqual(['Neha Kapoor', 'Kavya Iyer', 'Rohan Mehta', 'Aarav Sharma']),
    );

    const checkIn = screen.getByRole('combobox', { name: 'Check-in' });
    await user.selectOptions(checkIn, 'Checked in');
    await waitFor(() => expect(whoOnCards()).toEqual(['Rohan Mehta', 'Aarav Sharma']));
    await user.selectOptions(checkIn, 'Not checked in');
    await waitFor(() => expect(whoOnCards()).toEqual(['Neha Kapoor', 'Kavya Iyer']));

    await user.selectOptions(event, DEMO_UPCOMING_EVENT_ID);
    await waitFor(() => expect(whoOnCards()).toEqual(['asha.rao@example.com']));
    await user.selectOptions(checkIn, 'All');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'vik');
    await waitFor(() => expect(whoOnCards()).toEqual(['vikram@example.com']));
  });

  it(
    'searches every registration, not only the pages loaded, and counts them all',
    async () => {
      const { user } = await openRegistrations(async ({ db }) => {
        await db.newbookings.bulkPut(range(130).map((i) => storedBooking(i)));
      });
      await waitFor(() => expect(count()).toHaveTextContent('Showing 105 of 135 registrations'));
      expect(screen.queryByText('guest0130@example.com')).not.toBeInTheDocument();
      const search = screen.getByRole('searchbox', { name: 'Search' });
      // Pasted, not typed: each key's answer would re-render 100 cards, slow in jsdom.
      await user.click(search);
      await user.paste('guest0130');
      // The count, a cheap query to repeat; role queries over 100 cards starve the database.
      await waitFor(() => expect(count()).toHaveTextContent('Showing 1 of 1 registration'));
      // The rows follow the count a moment later (a deferred render).
      await waitFor(() => expect(cards()).toHaveLength(1));
      expect(whoOnCards()).toEqual(['guest0130@example.com']);
      await user.clear(search);
      await user.paste('guest01');
      // guest0100 … guest0130: 31 bookings, one page.
      await waitFor(() => expect(count()).toHaveTextContent('Showing 31 of 31 registrations'));
    },
    30_000 /* 100 cards and more take jsdom a few seconds */,
  );

  it(
    'cuts the dimmed list to its first page while a new search is answered',
    async () => {
      const { user, backend } = await openRegistrations(async ({ db }) => {
        await db.newbookings.bulkPut(range(130).map((i) => storedBooking(i)));
      });
      const office = await backend.loadAdmin();
      await waitFor(() => expect(count()).toHaveTextContent('Showing 105 of 135 registrations'));
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(count()).toHaveTextContent('Showing 135 of 135 registrations'));
      await screen.findByText('guest0130@example.com');
      expect(cards()).toHaveLength(135);
      // The search's answer waits until the test lets it through.
      const listed = office.registrations.list.bind(office.registrations);
      let answer = () => {};
      vi.spyOn(office.registrations, 'list').mockImplementationOnce(async (options) => {
        await new Promise<void>((resolve) => (answer = resolve));
        return listed(options);
      });
      const search = screen.getByRole('searchbox', { name: 'Search' });
      await user.click(search);
      await user.paste('guest013');
      await waitFor(() => expect(cards()).toHaveLength(100));
      expect(whoOnCards()[0]).toBe('guest0001@example.com');
      expect(
        screen.getByRole('list', { name: 'Registrations' }).closest('[aria-busy]'),
      ).toHaveAttribute('aria-busy', 'true');
      // The count is still the last answer's until the new one arrives.
      expect(count()).toHaveTextContent('Showing 135 of 135 registrations');
      answer();
      await waitFor(() => expect(count()).toHaveTextContent('Showing 1 of 1 registration'));
      await waitFor(() => expect(whoOnCards()).toEqual(['guest0130@example.com']));
    },
    30_000 /* 100 cards and more take jsdom a few seconds */,
  );

  it('abandons a search that the next key replaced, and answers the last one', async () => {
    const { user, backend } = await openWithBookings();
    const office = await backend.loadAdmin();
    await waitFor(() => expect(count()).toHaveTextContent('Showing 7 of 7 registrations'));
    const list = vi.spyOn(office.registrations, 'list');
    // The first key's search never answers by itself: it is still reading when the next key
    // comes, and only stops once its signal aborts.
    list.mockImplementationOnce(
      (options) =>
        new Promise((_resolve, reject) =>
          options?.signal?.addEventListener('abort', () => reject(options.signal?.reason)),
        ),
    );
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'v');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(1));
    const stale = list.mock.calls[0]?.[0]?.signal;
    expect(stale?.aborted).toBe(false);
    await user.type(search, 'i');
    await waitFor(() => expect(stale?.aborted).toBe(true));
    await waitFor(() => expect(whoOnCards()).toEqual(['vikram@example.com']));
    expect(count()).toHaveTextContent('Showing 1 of 1 registration');
  });

  it('offers to clear the filters when nothing matches', async () => {
    const { user } = await openWithBookings();
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'zzz');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(count()).toHaveTextContent('Showing 7 of 7 registrations'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});

describe('Registered Users: the table on wide screens', () => {
  const rowsOf = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

  it('is a table whose column headers sort the rows, announced by aria-sort', async () => {
    stubMatchMedia('(min-width: 1024px)');
    const { user } = await openRegistrations(async ({ db }) => {
      await db.bookings.clear();
      await db.newbookings.bulkPut([
        storedBooking(1, { basic: 1 }),
        storedBooking(2, { basic: 3 }),
        storedBooking(3, { basic: 2 }),
      ]);
    });
    await waitFor(() => expect(count()).toHaveTextContent('Showing 3 of 3 registrations'));
    expect(screen.queryByRole('list', { name: 'Registrations' })).not.toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(0, 8)).toEqual([
      'Booking ID',
      'Name',
      'E-mail',
      'Event',
      'Tickets',
      'Amount',
      'Booked at▼',
      'Checked in',
    ]);
    // The event's title over its date, each its own line, so the column stays narrow.
    const [, firstRow] = within(screen.getByRole('table')).getAllByRole('row');
    const eventCell = within(firstRow!).getAllByRole('cell')[3]!;
    // The date comes with the events list, which may arrive after the registrations.
    expect(await within(eventCell).findByText(/^\d+ \w+ 20\d\d$/)).toBeInTheDocument();
    expect(eventCell).toHaveTextContent(/^Sangeet Vibes/);
    expect(screen.getByRole('columnheader', { name: /Booked at/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(rowsOf()).toEqual(['seeded-0001', 'seeded-0002', 'seeded-0003']);

    await user.click(screen.getByRole('button', { name: /^Amount/ }));
    const amount = screen.getByRole('columnheader', { name: /Amount/ });
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Booked at/ })).not.toHaveAttribute(
      'aria-sort',
    );
    expect(rowsOf()).toEqual(['seeded-0001', 'seeded-0003', 'seeded-0002']);
    await user.click(screen.getByRole('button', { name: /^Amount/ }));
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    expect(rowsOf()).toEqual(['seeded-0002', 'seeded-0003', 'seeded-0001']);
  });

  it('names an event no longer listed by the title its booking copied, brackets and all', async () => {
    stubMatchMedia('(min-width: 1024px)');
    await openRegistrations(async ({ db }) => {
      await db.bookings.clear();
      await db.newbookings.bulkPut([
        storedBooking(1, { eventId: 'gone-event', eventTitle: 'Sangeet Night (Delhi edition)' }),
        storedBooking(2),
      ]);
    });
    await waitFor(() => expect(count()).toHaveTextContent('Showing 2 of 2 registrations'));
    const eventCell = (row: number) =>
      within(within(screen.getByRole('table')).getAllByRole('row')[row]!).getAllByRole('cell')[3]!;
    // A listed event: its title over its date, without the weekday.
    expect(await within(eventCell(2)).findByText('19 December 2026')).toBeInTheDocument();
    expect(eventCell(2)).toHaveTextContent(
      /^Sangeet Vibes: The Mock Sangeet Night19 December 2026$/,
    );
    expect(eventCell(1).textContent).toBe('Sangeet Night (Delhi edition)');
  });

  it('says a header sort orders only the loaded rows while more match', async () => {
    stubMatchMedia('(min-width: 1024px)');
    const { user, backend } = await openRegistrations(async ({ db }) => {
      await db.newbookings.bulkPut(range(130).map((i) => storedBooking(i)));
    });
    await waitFor(() => expect(count()).toHaveTextContent('Showing 105 of 135 registrations'));
    const note =
      'Sorted by Amount: only the 105 loaded of 135 registrations. Load more to sort the rest with them.';
    expect(screen.queryByText(note)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Amount/ }));
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAccessibleDescription(note);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(count()).toHaveTextContent('Showing 135 of 135 registrations'));
    await waitFor(() => expect(screen.queryByText(/^Sorted by Amount/)).not.toBeInTheDocument());

    // While a search is answered the dimmed table draws only its first 100 rows, but all 135
    // are still loaded: the note does not come back.
    const office = await backend.loadAdmin();
    const listed = office.registrations.list.bind(office.registrations);
    let answer = () => {};
    vi.spyOn(office.registrations, 'list').mockImplementationOnce(async (options) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return listed(options);
    });
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('guest013');
    await waitFor(() => expect(rowsOf()).toHaveLength(100));
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/^Sorted by Amount/)).not.toBeInTheDocument();
    answer();
    await waitFor(() => expect(count()).toHaveTextContent('Showing 1 of 1 registration'));
  }, 30_000);
});
