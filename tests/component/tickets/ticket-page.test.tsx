import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import TicketRoute from '@/app/routes/ticket-route';
import type { PublicBackend } from '@/backend/backend';
import { createFakeBackend, deferred } from '../support/fake-backend';
import { createTestQueryClient } from '../support/query-client';
import { decodeQrSvg } from './decode-qr';
import { legacyDuo, pastEvent, ticket } from './ticket-fixtures';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

type Fake = ReturnType<typeof createFakeBackend>;

async function openTicket(token: string, prepare?: (fake: Fake) => void) {
  const fake = createFakeBackend();
  prepare?.(fake);
  slot.promise = Promise.resolve(fake.backend);
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
  return fake.backend;
}

const errorPanel = () => screen.getByRole('alert');

describe('/ticket/{token}', () => {
  it('shows a spinner while the ticket loads', async () => {
    const pending = deferred<typeof ticket | null>();
    await openTicket(ticket.token, ({ backend }) =>
      backend.tickets.getByToken.mockReturnValue(pending.promise),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your ticket…');
    await act(async () => pending.resolve(ticket));
    expect(screen.queryByText('Loading your ticket…')).not.toBeInTheDocument();
  });

  it('shows the ticket card for a known token', async () => {
    const backend = await openTicket(ticket.token, ({ backend }) =>
      backend.tickets.getByToken.mockResolvedValue(ticket),
    );
    const card = await screen.findByRole('article', { name: ticket.title });
    expect(backend.tickets.getByToken).toHaveBeenCalledWith(ticket.token);
    expect(within(card).getByText('EVENT TICKET')).toBeInTheDocument();
    expect(within(card).getByText('₹1,711')).toBeInTheDocument();
    expect(within(card).getByText('VIPHALF50')).toBeInTheDocument();
    const qr = within(card).getByRole('img', { name: 'Entry QR code' });
    expect(JSON.parse(decodeQrSvg(qr as unknown as SVGElement) ?? '{}')).toEqual({
      bookingId: ticket.bookingId,
      email: ticket.email,
      ticket499Count: 1,
      ticket1212Count: 2,
    });
    expect(screen.getByRole('button', { name: 'Copy Ticket Link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Image' })).toBeInTheDocument();
    expect(backend.tickets.getLegacyBooking).not.toHaveBeenCalled();
  });

  it('stands alone: own title, not indexed, logo and a way home, no site menu', async () => {
    await openTicket(ticket.token, ({ backend }) =>
      backend.tickets.getByToken.mockResolvedValue(ticket),
    );
    await screen.findByRole('article');
    expect(document.title).toBe('Your Ticket | Sangeet Vibes');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getByRole('link', { name: 'Sangeet Vibes home' })).toHaveAttribute('href', '/');
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

  it('says loading failed when the look-up throws', async () => {
    await openTicket(ticket.token, ({ backend }) =>
      backend.tickets.getByToken.mockRejectedValue(new Error('offline')),
    );
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(errorPanel()).toHaveTextContent('Failed to load ticket.');
  });
});

describe('/ticket/{legacy booking id}: Ticket Details', () => {
  it('shows the legacy booking with its event', async () => {
    await openTicket('legacy-duo-1', ({ backend }) =>
      backend.tickets.getLegacyBooking.mockResolvedValue(legacyDuo),
    );
    const card = await screen.findByRole('article', { name: 'Sangeet Vibes: July Night' });
    const view = within(card);
    expect(view.getByRole('img', { name: 'Sangeet Vibes' })).toBeInTheDocument();
    expect(view.getByRole('heading', { name: 'TICKET DETAILS' })).toBeInTheDocument();
    expect(view.getByText('DATE & TIME').nextElementSibling).toHaveTextContent(
      'Monday, July 28, 20256:00 PM – 10:00 PM',
    );
    expect(view.getByText('LOCATION').nextElementSibling).toHaveTextContent('Bengaluru');
    const attendees = view.getByText('ATTENDEE(S)').nextElementSibling as HTMLElement;
    expect(within(attendees).getAllByRole('listitem')).toHaveLength(2);
    expect(attendees).toHaveTextContent('Riya Sen');
    expect(attendees).toHaveTextContent('Female · 9876500001');
    expect(attendees).toHaveTextContent('Kabir Sen');
    expect(attendees).toHaveTextContent('Instagram: @kabir');
    expect(view.getByText('COUPON USED').nextElementSibling).toHaveTextContent('VIPDUO2025');
    expect(view.getByText('AMOUNT PAID').nextElementSibling).toHaveTextContent('₹1,998');
    expect(
      view.getByText(
        'This ticket is your entry pass. Please have it ready for scanning at the event. Tickets are non-refundable.',
      ),
    ).toBeInTheDocument();
    expect(
      view.getByText('Girls must wear a saree. Boys must wear traditional attire.'),
    ).toBeInTheDocument();
    const qr = view.getByRole('img', { name: 'Entry QR code' });
    expect(decodeQrSvg(qr as unknown as SVGElement)).toBe('legacy-duo-1');
  });

  it('leaves out COUPON USED and AMOUNT PAID when the booking has none, and shows N/A for missing facts', async () => {
    const bare = {
      ...legacyDuo,
      event: { ...pastEvent, startTime: '', endTime: '', location: '' },
      booking: {
        ...legacyDuo.booking,
        promocode: undefined,
        amountPaid: undefined,
        coupleMembers: [],
        stagMembers: [{ name: 'Dev' }],
      },
    };
    await openTicket('legacy-stag-1', ({ backend }) =>
      backend.tickets.getLegacyBooking.mockResolvedValue(bare),
    );
    const card = await screen.findByRole('article');
    expect(within(card).queryByText('COUPON USED')).not.toBeInTheDocument();
    expect(within(card).queryByText('AMOUNT PAID')).not.toBeInTheDocument();
    expect(within(card).getByText('LOCATION').nextElementSibling).toHaveTextContent('N/A');
    expect(within(card).getByText('DATE & TIME').nextElementSibling).toHaveTextContent('N/A');
    expect(within(card).getByText('ATTENDEE(S)').nextElementSibling).toHaveTextContent('Dev');
  });

  it('says when the event of a legacy booking is gone', async () => {
    await openTicket('legacy-duo-1', ({ backend }) =>
      backend.tickets.getLegacyBooking.mockResolvedValue({ ...legacyDuo, event: null }),
    );
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(errorPanel()).toHaveTextContent('Event details could not be found for this ticket');
  });

  it('says loading failed when the legacy look-up throws', async () => {
    await openTicket('legacy-duo-1', ({ backend }) =>
      backend.tickets.getLegacyBooking.mockRejectedValue(new Error('offline')),
    );
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
        <MemoryRouter initialEntries={[`/ticket/${ticket.token}`]}>
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
