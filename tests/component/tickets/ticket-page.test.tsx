import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import TicketRoute from '@/app/routes/ticket-route';
import type { PublicBackend } from '@/backend/backend';
import { DEMO_LEGACY_BOOKING_IDS, DEMO_PAST_EVENT_ID, buildDemoSeed } from '@/backend/demo/seed';
import { featuredEvent } from '@/config/featured-event';
import type { Ticket } from '@/domain/booking';
import { deferred } from '../support/deferred';
import { createTestQueryClient } from '../support/query-client';
import { bookTicket, openSpiedBackend, type SpiedBackend } from '../support/spied-backend';
import { decodeQrSvg } from './decode-qr';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

const seed = buildDemoSeed(new Date());
const pastEvent = seed.events.find((event) => event.id === DEMO_PAST_EVENT_ID)!;
const legacy = (id: string) => seed.legacyBookings.find((booking) => booking.id === id)!;

/** 1 Basic + 2 Premium with VIPHALF50 (50% off both Premium tickets): ₹499 + ₹1,212. */
const HALF_PRICE_ORDER = { ticket499Count: 1, ticket1212Count: 2, couponCode: 'VIPHALF50' };

/** /ticket/{token} on the given backend, or on a freshly seeded one. */
async function openTicket(token: string, spied?: SpiedBackend) {
  const { backend } = spied ?? (await openSpiedBackend());
  slot.promise = Promise.resolve(backend);
  await act(async () => {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter initialEntries={[`/ticket/${token}`]}>
          <Routes>
            <Route path="/ticket/:token" element={<TicketRoute />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return backend;
}

const errorPanel = () => screen.getByRole('alert');

describe('/ticket/{token}', () => {
  it('shows a spinner while the ticket loads', async () => {
    const spied = await openSpiedBackend();
    const ticket = await bookTicket(spied);
    const pending = deferred<Ticket | null>();
    spied.backend.tickets.getByToken.mockReturnValue(pending.promise);
    await openTicket(ticket.token, spied);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your ticket…');
    await act(async () => pending.resolve(ticket));
    expect(screen.queryByText('Loading your ticket…')).not.toBeInTheDocument();
  });

  it('shows the ticket card for a known token', async () => {
    const spied = await openSpiedBackend();
    const ticket = await bookTicket(spied, HALF_PRICE_ORDER);
    const backend = await openTicket(ticket.token, spied);
    const card = await screen.findByRole('article', { name: featuredEvent.title });
    expect(backend.tickets.getByToken).toHaveBeenCalledWith(ticket.token);
    expect(within(card).getByText('EVENT TICKET')).toBeInTheDocument();
    expect(within(card).getByText('₹1,711')).toBeInTheDocument();
    expect(within(card).getByText('VIPHALF50')).toBeInTheDocument();
    const qr = within(card).getByRole('img', { name: 'Entry QR code' });
    expect(JSON.parse(decodeQrSvg(qr as unknown as SVGElement) ?? '{}')).toEqual({
      bookingId: ticket.bookingId,
      email: 'asha@example.com',
      ticket499Count: 1,
      ticket1212Count: 2,
    });
    expect(screen.getByRole('button', { name: 'Copy Ticket Link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Image' })).toBeInTheDocument();
    expect(backend.tickets.getLegacyBooking).not.toHaveBeenCalled();
  });

  it('stands alone: own title, not indexed, the logo once (on the ticket), a way home, no site menu', async () => {
    const spied = await openSpiedBackend();
    await openTicket((await bookTicket(spied)).token, spied);
    await screen.findByRole('article');
    expect(document.title).toBe('Your Ticket | Sangeet Vibes');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // One logo, the ticket's own: a second above it pushed the QR down a phone's screen.
    expect(screen.getAllByRole('img', { name: 'Sangeet Vibes' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Sangeet Vibes home' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sangeet Vibes' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Demo mode' })).toBeInTheDocument();
  });

  it.each([
    ['a token with spaces', 'not%20a%20token'],
    ['a token with punctuation', 'abc%3Cscript%3E'],
    ['a 129-character token', 'a'.repeat(129)],
    ['a reserved id', '__proto__'],
  ])('rejects %s without looking it up', async (_case, token) => {
    const backend = await openTicket(token);
    expect(within(errorPanel()).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(errorPanel()).toHaveTextContent('Ticket not found or invalid token.');
    expect(backend.tickets.getByToken).not.toHaveBeenCalled();
    expect(backend.tickets.getLegacyBooking).not.toHaveBeenCalled();
  });

  it('says a 128-character token was not found after looking it up', async () => {
    const backend = await openTicket('a'.repeat(128));
    expect(await screen.findByText('Ticket not found or invalid token.')).toBeInTheDocument();
    expect(backend.tickets.getByToken).toHaveBeenCalledTimes(1);
  });

  it('says a ticket that is neither new nor legacy was not found', async () => {
    const backend = await openTicket('missing-token');
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(errorPanel()).toHaveTextContent('Ticket not found or invalid token.');
    expect(backend.tickets.getLegacyBooking).toHaveBeenCalledWith('missing-token');
  });

  it('adds, in demo mode, that demo tickets live only in the browser that booked them', async () => {
    await openTicket('missing-token');
    await screen.findByRole('heading', { name: 'Error' });
    const lines = within(errorPanel())
      .getAllByRole('paragraph')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'Ticket not found or invalid token.',
      'Demo mode: tickets live only in the browser that booked them. Open this link there.',
    ]);
  });

  it('says loading failed when the look-up throws', async () => {
    const spied = await openSpiedBackend();
    const ticket = await bookTicket(spied);
    spied.backend.tickets.getByToken.mockRejectedValue(new Error('offline'));
    await openTicket(ticket.token, spied);
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(errorPanel()).toHaveTextContent('Failed to load ticket.');
    expect(errorPanel()).not.toHaveTextContent('Demo mode');
  });
});

describe('/ticket/{legacy booking id}: Ticket Details', () => {
  it('shows the legacy booking with its event', async () => {
    const duo = legacy(DEMO_LEGACY_BOOKING_IDS.duo);
    const couple = duo.coupleMembers![0]!;
    await openTicket(duo.id);
    const card = await screen.findByRole('article', { name: pastEvent.title });
    const view = within(card);
    expect(view.getByRole('img', { name: 'Sangeet Vibes' })).toBeInTheDocument();
    expect(view.getByRole('heading', { name: 'TICKET DETAILS' })).toBeInTheDocument();
    expect(view.getByText('DATE & TIME').nextElementSibling).toHaveTextContent(
      'Monday, July 28, 20256:00 PM – 10:00 PM',
    );
    expect(view.getByText('LOCATION').nextElementSibling).toHaveTextContent('Bengaluru');
    const attendees = view.getByText('ATTENDEE(S)').nextElementSibling as HTMLElement;
    expect(within(attendees).getAllByRole('listitem')).toHaveLength(2);
    // Names only (docs/design.md §12.4): whoever holds the link learns nobody's phone, e-mail or
    // handle.
    expect(
      within(attendees)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([couple.name1, couple.name2]);
    for (const secret of [
      couple.phone1,
      couple.email1,
      couple.insta1,
      couple.phone2,
      couple.email2,
      couple.insta2,
    ]) {
      expect(secret).toBeTruthy();
      expect(card).not.toHaveTextContent(secret!);
    }
    expect(view.getByText('COUPON USED').nextElementSibling).toHaveTextContent(duo.promocode!);
    expect(view.getByText('AMOUNT PAID').nextElementSibling).toHaveTextContent(
      `₹${duo.amountPaid!.toLocaleString('en-IN')}`,
    );
    expect(
      view.getByText(
        'This ticket is your entry pass. Please have it ready for scanning at the event. Tickets are non-refundable.',
      ),
    ).toBeInTheDocument();
    expect(
      view.getByText('Girls must wear a saree. Boys must wear traditional attire.'),
    ).toBeInTheDocument();
    const qr = view.getByRole('img', { name: 'Entry QR code' });
    expect(decodeQrSvg(qr as unknown as SVGElement)).toBe(duo.id);
  });

  it('leaves out COUPON USED and AMOUNT PAID when the booking has none, and shows N/A for missing facts', async () => {
    const spied = await openSpiedBackend();
    await spied.db.events.update(DEMO_PAST_EVENT_ID, { startTime: '', endTime: '', location: '' });
    await openTicket(DEMO_LEGACY_BOOKING_IDS.minimal, spied);
    const card = await screen.findByRole('article');
    expect(within(card).queryByText('COUPON USED')).not.toBeInTheDocument();
    expect(within(card).queryByText('AMOUNT PAID')).not.toBeInTheDocument();
    expect(within(card).getByText('LOCATION').nextElementSibling).toHaveTextContent('N/A');
    expect(within(card).getByText('DATE & TIME').nextElementSibling).toHaveTextContent('N/A');
    expect(within(card).getByText('ATTENDEE(S)').nextElementSibling).toHaveTextContent('N/A');
  });

  it('lists stagMembers when a booking has no members, and a coupon under its other name', async () => {
    const booking = legacy(DEMO_LEGACY_BOOKING_IDS.stagMembers);
    const [guest] = booking.stagMembers!;
    await openTicket(booking.id);
    const card = await screen.findByRole('article');
    const attendees = within(card).getByText('ATTENDEE(S)').nextElementSibling as HTMLElement;
    expect(within(attendees).getAllByRole('listitem')).toHaveLength(1);
    expect(attendees).toHaveTextContent(guest!.name!);
    expect(within(card).getByText('COUPON USED').nextElementSibling).toHaveTextContent(
      booking.coupon!,
    );
    expect(within(card).queryByText('AMOUNT PAID')).not.toBeInTheDocument();
  });

  it('says when the event of a legacy booking is gone', async () => {
    await openTicket(DEMO_LEGACY_BOOKING_IDS.orphan);
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(errorPanel()).toHaveTextContent('Event details could not be found for this ticket');
  });

  it('says loading failed when the legacy look-up throws', async () => {
    const spied = await openSpiedBackend();
    spied.backend.tickets.getLegacyBooking.mockRejectedValue(new Error('offline'));
    await openTicket(DEMO_LEGACY_BOOKING_IDS.duo, spied);
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(errorPanel()).toHaveTextContent('Failed to load ticket details');
  });
});

describe('when the backend cannot start', () => {
  it('shows the Error panel with "Failed to load ticket."', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = Promise.reject(new Error('IndexedDB API missing'));
    failing.catch(() => undefined);
    slot.promise = failing;
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/ticket/AbCdEfGhIjKlMnOpQrStUvWx']}>
          <Routes>
            <Route path="/ticket/:token" element={<TicketRoute />} />
          </Routes>
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(errorPanel()).toHaveTextContent('Failed to load ticket.');
    expect(screen.getByRole('link', { name: 'Back to Sangeet Vibes' })).toBeInTheDocument();
  });
});
