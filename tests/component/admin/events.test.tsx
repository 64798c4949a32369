import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import type { PublicBackend } from '@/backend/backend';
import { DEMO_PAST_EVENT_ID, DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { featuredEvent } from '@/config/featured-event';
import { EVENT_MESSAGES } from '@/domain/events';
import { formatEventDate } from '@/domain/format';
import { BackendError } from '@/engine/errors';
import { bookTicket, type SpiedBackend } from '../support/spied-backend';
import { admin, openAdmin as open, signInAs } from './admin-harness';
import { unbookUpcomingParty } from '../../support/unbooked-party';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

const PATH = '/admin/dashboard/events';
const PAST_DATE = '2025-07-28';
const HAS_BOOKINGS = 'This event has bookings, so it cannot be deleted. Edit it instead.';

/**
 * Opens the Events screen as the demo admin. `prepare` runs before the screen first reads the
 * port (to spy on or fail a call, or to book seats).
 */
async function openEvents(
  prepare?: (office: AdminBackend, spied: SpiedBackend) => void | Promise<void>,
  { seedBookings = false }: { seedBookings?: boolean } = {},
) {
  const opened = await open(slot, PATH);
  // The upcoming party as nobody has booked it, unless the test is about the seed's figures.
  if (!seedBookings) await unbookUpcomingParty(opened.db);
  const office = await opened.backend.loadAdmin();
  const upcoming = await opened.real.events.nextUpcoming();
  if (!upcoming) throw new Error('The seed has no upcoming event');
  await prepare?.(office, opened);
  await signInAs(opened.user, admin);
  // Signing in hashes a password: slow on a busy machine.
  await screen.findByRole('heading', { name: 'Events', level: 1 });
  return { ...opened, office, upcomingDate: upcoming.event.date };
}

const listRegion = () => screen.getByRole('region', { name: 'All events' });
const nameOf = (title: string, date: string) => `${title}, ${formatEventDate(date)}`;

/** The events in the list, top to bottom, as "title, date". */
async function listedEvents(): Promise<string[]> {
  await within(listRegion()).findAllByRole('listitem');
  return within(listRegion())
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label') ?? '');
}

const eventItem = (title: string, date: string) =>
  within(listRegion()).getByRole('listitem', { name: nameOf(title, date) });

const field = (label: string) => screen.getByLabelText(label);

/** The message shown for a field, by way of its aria-describedby. */
function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const GARBA = {
  Title: 'Garba Night',
  Date: '2030-10-02',
  'Start time': '19:00',
  'End time': '23:30',
  Location: 'Pune',
  'Price (₹)': '799',
  Capacity: '120',
};

type User = Awaited<ReturnType<typeof openEvents>>['user'];

async function fill(user: User, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = field(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('/admin/dashboard/events', () => {
  it("lists the events by date with seats sold of capacity and each one's state", async () => {
    const { upcomingDate } = await openEvents(undefined, { seedBookings: true });
    expect(await listedEvents()).toEqual([
      nameOf(featuredEvent.title, PAST_DATE),
      nameOf(featuredEvent.title, upcomingDate),
    ]);
    const past = eventItem(featuredEvent.title, PAST_DATE);
    expect(within(past).getByText('Ended')).toBeInTheDocument();
    // The legacy bookings: stag, duo (2), stag, and one with just a name.
    expect(past).toHaveTextContent(/Seats sold\s*5 \/ 200/);
    const upcoming = eventItem(featuredEvent.title, upcomingDate);
    expect(within(upcoming).getByText('On sale')).toBeInTheDocument();
    // The seed's four bookings: 3 + 2 + 2 + 2 tickets.
    expect(upcoming).toHaveTextContent(/Seats sold\s*9 \/ 200/);
    expect(upcoming).toHaveTextContent('6:00 PM – 10:00 PM');
    expect(upcoming).toHaveTextContent('₹499');
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  });

  it('creates an event, lists it in date order and clears the form', async () => {
    const { user, office, upcomingDate } = await openEvents((office) => {
      vi.spyOn(office.events, 'create');
    });
    expect(screen.getByRole('heading', { name: 'New event' })).toBeInTheDocument();
    await fill(user, { ...GARBA, 'Image URL (optional)': '/media/garba.jpg' });
    await user.type(field('Description (optional)'), 'Dandiya till late.');
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('Created “Garba Night”.')).toBeInTheDocument();
    expect(office.events.create).toHaveBeenCalledExactlyOnceWith({
      title: 'Garba Night',
      date: '2030-10-02',
      startTime: '19:00',
      endTime: '23:30',
      location: 'Pune',
      price: 799,
      capacity: 120,
      imageUrl: '/media/garba.jpg',
      description: 'Dandiya till late.',
      salesOpenAt: '',
      status: 'published',
    });
    await waitFor(async () =>
      expect(await listedEvents()).toEqual([
        nameOf(featuredEvent.title, PAST_DATE),
        nameOf(featuredEvent.title, upcomingDate),
        nameOf('Garba Night', '2030-10-02'),
      ]),
    );
    const garba = eventItem('Garba Night', '2030-10-02');
    expect(garba).toHaveTextContent(/Seats sold\s*0 \/ 120/);
    expect(garba).toHaveTextContent('₹799');
    expect(field('Title')).toHaveValue('');
    expect(field('Capacity')).toHaveValue(null);
  });

  it('says which required fields are missing, next to each, and sends nothing', async () => {
    const { user, office } = await openEvents((office) => {
      vi.spyOn(office.events, 'create');
    });
    await user.type(field('Description (optional)'), 'Kept as typed.');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    const expected: Record<string, string> = {
      Title: EVENT_MESSAGES.titleRequired,
      Date: EVENT_MESSAGES.dateRequired,
      'Start time': EVENT_MESSAGES.startRequired,
      'End time': EVENT_MESSAGES.endRequired,
      Location: EVENT_MESSAGES.locationRequired,
      'Price (₹)': EVENT_MESSAGES.priceRequired,
      Capacity: EVENT_MESSAGES.capacityRequired,
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(describedText(field(label))).toContain(message);
    }
    expect(field('Image URL (optional)')).not.toHaveAttribute('aria-invalid');
    expect(field('Title')).toHaveFocus();
    expect(field('Description (optional)')).toHaveValue('Kept as typed.');
    expect(office.events.create).not.toHaveBeenCalled();

    await user.type(field('Title'), 'Mehndi Morning');
    expect(field('Title')).not.toHaveAttribute('aria-invalid');
  });

  it.each<[string, string, string]>([
    ['an end before the start', '19:00', '18:30'],
    ['an end equal to the start', '19:00', '19:00'],
  ])('refuses %s', async (_name, start, end) => {
    const { user, office } = await openEvents((office) => {
      vi.spyOn(office.events, 'create');
    });
    await fill(user, { ...GARBA, 'Start time': start, 'End time': end });
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText(EVENT_MESSAGES.endNotAfterStart)).toBeInTheDocument();
    expect(field('End time')).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(field('End time'))).toContain(EVENT_MESSAGES.endNotAfterStart);
    expect(field('End time')).toHaveFocus();
    expect(office.events.create).not.toHaveBeenCalled();
  });

  it.each<[string, string, string, string]>([
    ['capacity 0', 'Capacity', '0', EVENT_MESSAGES.capacityInvalid],
    ['capacity 1.5', 'Capacity', '1.5', EVENT_MESSAGES.capacityInvalid],
    ['a negative price', 'Price (₹)', '-1', EVENT_MESSAGES.priceInvalid],
    [
      'a javascript: image',
      'Image URL (optional)',
      'javascript:alert(1)',
      EVENT_MESSAGES.imageUrlInvalid,
    ],
    [
      'an http:// image',
      'Image URL (optional)',
      'http://example.com/poster.png',
      'Image URL must start with https:// or /.',
    ],
  ])('refuses %s', async (_name, label, value, message) => {
    const { user, office } = await openEvents((office) => {
      vi.spyOn(office.events, 'create');
    });
    await fill(user, { ...GARBA, [label]: value });
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(describedText(field(label))).toContain(message);
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(office.events.create).not.toHaveBeenCalled();
  });

  it('edits an event: the form fills, saves, and goes back to a new event', async () => {
    const { user, office, upcomingDate } = await openEvents((office) => {
      vi.spyOn(office.events, 'update');
    });
    await listedEvents();
    await user.click(
      screen.getByRole('button', { name: `Edit ${nameOf(featuredEvent.title, upcomingDate)}` }),
    );
    expect(
      screen.getByRole('heading', { name: `Edit event: ${featuredEvent.title}` }),
    ).toBeInTheDocument();
    expect(field('Title')).toHaveValue(featuredEvent.title);
    expect(field('Title')).toHaveFocus();
    expect(field('Date')).toHaveValue(upcomingDate);
    expect(field('Start time')).toHaveValue('18:00');
    expect(field('Capacity')).toHaveValue(200);
    expect(within(eventItem(featuredEvent.title, upcomingDate)).getByText('Editing')).toBeVisible();

    await fill(user, { Title: 'Sangeet Vibes: Encore', Capacity: '250', 'End time': '22:30' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved “Sangeet Vibes: Encore”.')).toBeInTheDocument();
    expect(office.events.update).toHaveBeenCalledExactlyOnceWith(
      DEMO_UPCOMING_EVENT_ID,
      expect.objectContaining({ title: 'Sangeet Vibes: Encore', capacity: 250, endTime: '22:30' }),
    );
    const updated = await within(listRegion()).findByRole('listitem', {
      name: nameOf('Sangeet Vibes: Encore', upcomingDate),
    });
    expect(updated).toHaveTextContent(/Seats sold\s*0 \/ 250/);
    expect(updated).toHaveTextContent('6:00 PM – 10:30 PM');
    expect(screen.getByRole('heading', { name: 'New event' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('');
    expect(await office.events.get(DEMO_UPCOMING_EVENT_ID)).toMatchObject({
      title: 'Sangeet Vibes: Encore',
      capacity: 250,
    });
  });

  it('Cancel editing empties the form and changes nothing', async () => {
    const { user, office } = await openEvents((office) => {
      vi.spyOn(office.events, 'update');
    });
    await listedEvents();
    await user.click(
      screen.getByRole('button', { name: `Edit ${nameOf(featuredEvent.title, PAST_DATE)}` }),
    );
    await fill(user, { Title: 'Changed my mind' });
    await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(screen.getByRole('heading', { name: 'New event' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('');
    expect(office.events.update).not.toHaveBeenCalled();
  });

  it('refuses a capacity below the tickets sold with the message, keeping the edit', async () => {
    const { user, upcomingDate } = await openEvents(async (_office, spied) => {
      await bookTicket(spied, { ticket499Count: 2, ticket1212Count: 1 });
    });
    const upcoming = nameOf(featuredEvent.title, upcomingDate);
    await waitFor(() =>
      expect(eventItem(featuredEvent.title, upcomingDate)).toHaveTextContent(
        /Seats sold\s*3 \/ 200/,
      ),
    );
    await user.click(screen.getByRole('button', { name: `Edit ${upcoming}` }));
    expect(describedText(field('Capacity'))).toContain('3 already sold');
    await fill(user, { Capacity: '2' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Capacity cannot be below the 3 tickets already sold.',
    );
    expect(field('Capacity')).toHaveValue(2);
    expect(
      screen.getByRole('heading', { name: `Edit event: ${featuredEvent.title}` }),
    ).toBeInTheDocument();
    // Three is allowed.
    await fill(user, { Capacity: '3' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`Saved “${featuredEvent.title}”.`)).toBeInTheDocument();
    await waitFor(() =>
      expect(eventItem(featuredEvent.title, upcomingDate)).toHaveTextContent(/Seats sold\s*3 \/ 3/),
    );
  });

  it.each([
    ['with tickets sold', true],
    ['nobody booked', false],
  ])(
    'refuses moving the upcoming event (%s) into the past, keeping the edit',
    async (_name, seedBookings) => {
      const { user, upcomingDate } = await openEvents(undefined, { seedBookings });
      const upcoming = nameOf(featuredEvent.title, upcomingDate);
      await user.click(await screen.findByRole('button', { name: `Edit ${upcoming}` }));
      expect(describedText(field('Date'))).toContain('Today or a later date (India).');
      await fill(user, { Date: '2025-01-05' });
      await user.click(screen.getByRole('button', { name: 'Save changes' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The event date has passed. Please choose today or a later date.',
      );
      expect(field('Date')).toHaveValue('2025-01-05');
      expect(
        screen.getByRole('heading', { name: `Edit event: ${featuredEvent.title}` }),
      ).toBeInTheDocument();
      expect(eventItem(featuredEvent.title, upcomingDate)).toBeInTheDocument();
    },
  );

  it('refuses creating an event dated in the past, saying why', async () => {
    const { user } = await openEvents();
    await fill(user, { ...GARBA, Date: '2025-01-05' });
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The event date has passed. Please choose today or a later date.',
    );
    expect(field('Title')).toHaveValue('Garba Night');
  });

  it('saves a draft with its on-sale time, then publishes it; the list says which', async () => {
    const { user } = await openEvents();
    await fill(user, { ...GARBA, 'Sales open (optional)': '2030-09-01T10:00' });
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Created “Garba Night” as a draft.')).toBeInTheDocument();
    const garba = () => eventItem('Garba Night', '2030-10-02');
    await waitFor(() => expect(within(garba()).getByText('Draft')).toBeInTheDocument());
    expect(garba()).toHaveTextContent('Sunday, 1 September 2030, 10:00 AM IST');
    expect(within(garba()).queryByRole('button', { name: /End sales now/ })).toBeNull();

    await user.click(within(garba()).getByRole('button', { name: /^Edit / }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Saved “Garba Night”.')).toBeInTheDocument();
    await waitFor(() => expect(within(garba()).getByText('Announced')).toBeInTheDocument());
  });

  it('ends sales after asking, and then offers only Cancel event', async () => {
    const { user, upcomingDate } = await openEvents();
    const name = nameOf(featuredEvent.title, upcomingDate);
    await user.click(await screen.findByRole('button', { name: `End sales now for ${name}` }));
    const dialog = screen.getByRole('alertdialog', {
      name: `End sales for “${featuredEvent.title}”?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(eventItem(featuredEvent.title, upcomingDate)).toHaveTextContent('On sale');

    await user.click(screen.getByRole('button', { name: `End sales now for ${name}` }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End sales now' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const item = eventItem(featuredEvent.title, upcomingDate);
    await waitFor(() => expect(within(item).getByText('Sales closed')).toBeInTheDocument());
    expect(within(item).queryByRole('button', { name: /End sales now/ })).toBeNull();
    expect(within(item).getByRole('button', { name: `Cancel event ${name}` })).toBeEnabled();
  });

  it('refuses to cancel an event with tickets sold, saying refunds come first', async () => {
    const { user, upcomingDate } = await openEvents(undefined, { seedBookings: true });
    const name = nameOf(featuredEvent.title, upcomingDate);
    await user.click(await screen.findByRole('button', { name: `Cancel event ${name}` }));
    const dialog = screen.getByRole('alertdialog', { name: `Cancel “${featuredEvent.title}”?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /tickets sold or being paid for, so it cannot be cancelled yet: refunds cannot be made from the back-office so far/,
    );
    expect(eventItem(featuredEvent.title, upcomingDate)).toHaveTextContent('On sale');
  });

  it("says 'Failed to save event.' when the backend fails, keeping the input", async () => {
    const { user } = await openEvents((office) => {
      vi.spyOn(office.events, 'create').mockRejectedValueOnce(new Error('quota'));
    });
    await fill(user, GARBA);
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save event.');
    expect(field('Title')).toHaveValue('Garba Night');
    expect(field('Capacity')).toHaveValue(120);
    // Trying again works.
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Created “Garba Night”.')).toBeInTheDocument();
  });

  it('says before Delete is pressed that an event with bookings cannot be deleted', async () => {
    const { user, office } = await openEvents((office) => {
      vi.spyOn(office.events, 'remove');
    });
    await listedEvents();
    const past = nameOf(featuredEvent.title, PAST_DATE);
    const remove = screen.getByRole('button', { name: `Delete ${past}` });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(HAS_BOOKINGS);
    expect(
      within(screen.getByRole('listitem', { name: past })).getByText(HAS_BOOKINGS),
    ).toBeVisible();
    await user.click(remove);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(office.events.remove).not.toHaveBeenCalled();
    expect(await office.events.get(DEMO_PAST_EVENT_ID)).not.toBeNull();
  });

  it('still says why when bookings came after the list was read', async () => {
    const { user, office, upcomingDate } = await openEvents((office) => {
      vi.spyOn(office.events, 'remove').mockRejectedValueOnce(
        new BackendError('conflict', HAS_BOOKINGS),
      );
    });
    await listedEvents();
    const upcoming = nameOf(featuredEvent.title, upcomingDate);
    await user.click(screen.getByRole('button', { name: `Delete ${upcoming}` }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(HAS_BOOKINGS);
    expect(office.events.remove).toHaveBeenCalledExactlyOnceWith(DEMO_UPCOMING_EVENT_ID);
  });

  it('asks before deleting an event nobody booked: Cancel keeps it, Delete removes it', async () => {
    const { user, office, upcomingDate } = await openEvents((office) => {
      vi.spyOn(office.events, 'remove');
    });
    await listedEvents();
    const upcoming = nameOf(featuredEvent.title, upcomingDate);
    await user.click(screen.getByRole('button', { name: `Delete ${upcoming}` }));
    let dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Nobody has booked it yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(office.events.remove).not.toHaveBeenCalled();
    expect(await listedEvents()).toContain(upcoming);

    await user.click(screen.getByRole('button', { name: `Delete ${upcoming}` }));
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(office.events.remove).toHaveBeenCalledExactlyOnceWith(DEMO_UPCOMING_EVENT_ID);
    expect(await listedEvents()).toEqual([nameOf(featuredEvent.title, PAST_DATE)]);
    expect(screen.getByText(`Deleted “${featuredEvent.title}”.`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All events' })).toHaveFocus();
    expect(await office.events.get(DEMO_UPCOMING_EVENT_ID)).toBeNull();
  });

  it('lets go of the form when the event being edited is deleted', async () => {
    const { user, upcomingDate } = await openEvents();
    await listedEvents();
    const upcoming = nameOf(featuredEvent.title, upcomingDate);
    await user.click(screen.getByRole('button', { name: `Edit ${upcoming}` }));
    await user.click(screen.getByRole('button', { name: `Delete ${upcoming}` }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'New event' })).toBeInTheDocument(),
    );
    expect(field('Title')).toHaveValue('');
  });

  it("says 'Failed to delete event.' when deleting fails", async () => {
    const { user, upcomingDate } = await openEvents((office) => {
      vi.spyOn(office.events, 'remove').mockRejectedValueOnce(new Error('lost'));
    });
    await listedEvents();
    await user.click(
      screen.getByRole('button', { name: `Delete ${nameOf(featuredEvent.title, upcomingDate)}` }),
    );
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete event.');
  });

  it("says 'Failed to fetch events.' and reads again on Retry", async () => {
    const { user, office } = await openEvents((office) => {
      vi.spyOn(office.events, 'list').mockRejectedValueOnce(new BackendError('unknown', ''));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch events.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await listedEvents()).toHaveLength(2);
    expect(office.events.list).toHaveBeenCalledTimes(2);
  });

  it('shows an empty state when there are no events', async () => {
    await openEvents(async (_office, spied) => {
      await spied.db.events.clear();
    });
    expect(await screen.findByText('No events yet.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Create the first one with the New event form; the booking page sells the next one to come.',
      ),
    ).toBeInTheDocument();
  });
});
