import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import TicketRoute from '@/app/routes/ticket-route';
import type { PublicBackend } from '@/backend/backend';
import { DEMO_LEGACY_BOOKING_IDS, DEMO_PAST_EVENT_ID, buildDemoSeed } from '@/backend/demo/seed';
import { featuredEvent } from '@/config/featured-event';
import { deferred } from '../support/deferred';
import { createTestQueryClient } from '../support/query-client';
import { bookTicket, openSpiedBackend, type SpiedBackend } from '../support/spied-backend';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

function HomeStandIn() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

const pastEventTitle = buildDemoSeed(new Date()).events.find(
  (event) => event.id === DEMO_PAST_EVENT_ID,
)!.title;

/** /ticket/{token} with a home page to leave it for, on a fresh cache and the given backend. */
async function openTicket(token: string, spied: SpiedBackend, options: { retries?: boolean } = {}) {
  slot.promise = Promise.resolve(spied.backend);
  await act(async () => {
    render(
      <QueryClientProvider client={createTestQueryClient(options)}>
        <MemoryRouter initialEntries={[`/ticket/${token}`]}>
          <Routes>
            <Route path="/ticket/:token" element={<TicketRoute />} />
            <Route path="/" element={<HomeStandIn />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return { backend: spied.backend, user: userEvent.setup() };
}

/** Leaves the ticket page for the home page, then comes back with the browser's Back. */
async function leaveAndComeBack(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('link', { name: 'Back to Sangeet Vibes' }));
  await user.click(screen.getByRole('button', { name: 'Browser back' }));
}

const loading = () => screen.queryByText('Loading your ticket…');

describe('/ticket/{token} on Back', () => {
  it('shows a ticket already found at once, without a second look-up', async () => {
    const spied = await openSpiedBackend();
    const ticket = await bookTicket(spied);
    const { backend, user } = await openTicket(ticket.token, spied);
    await screen.findByRole('article', { name: featuredEvent.title });
    // Were it asked again, the answer would never come.
    backend.tickets.getByToken.mockReturnValue(deferred<null>().promise);

    await leaveAndComeBack(user);
    expect(screen.getByRole('article', { name: featuredEvent.title })).toBeInTheDocument();
    expect(loading()).not.toBeInTheDocument();
    expect(backend.tickets.getByToken).toHaveBeenCalledTimes(1);
  });

  it('shows a legacy booking already found at once', async () => {
    const { backend, user } = await openTicket(
      DEMO_LEGACY_BOOKING_IDS.duo,
      await openSpiedBackend(),
    );
    await screen.findByRole('article', { name: pastEventTitle });
    backend.tickets.getLegacyBooking.mockReturnValue(deferred<never>().promise);

    await leaveAndComeBack(user);
    expect(screen.getByRole('article', { name: pastEventTitle })).toBeInTheDocument();
    expect(backend.tickets.getLegacyBooking).toHaveBeenCalledTimes(1);
  });

  it('asks again for a ticket that was not found', async () => {
    const { backend, user } = await openTicket('missing-token', await openSpiedBackend());
    expect(await screen.findByText('Ticket not found or invalid token.')).toBeInTheDocument();

    await leaveAndComeBack(user);
    await screen.findByText('Ticket not found or invalid token.');
    expect(backend.tickets.getByToken).toHaveBeenCalledTimes(2);
  });
});

describe('/ticket/{token} retries', () => {
  it('tries a failed look-up again before saying it failed', async () => {
    const spied = await openSpiedBackend();
    const ticket = await bookTicket(spied);
    spied.backend.tickets.getByToken.mockRejectedValueOnce(new Error('offline'));
    const { backend } = await openTicket(ticket.token, spied, { retries: true });
    expect(await screen.findByRole('article', { name: featuredEvent.title })).toBeInTheDocument();
    expect(backend.tickets.getByToken).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Failed to load ticket.')).not.toBeInTheDocument();
  });

  it('says loading failed after three failed tries', async () => {
    const spied = await openSpiedBackend();
    const ticket = await bookTicket(spied);
    spied.backend.tickets.getByToken.mockRejectedValue(new Error('offline'));
    const { backend } = await openTicket(ticket.token, spied, { retries: true });
    expect(await screen.findByText('Failed to load ticket.')).toBeInTheDocument();
    expect(backend.tickets.getByToken).toHaveBeenCalledTimes(3);
  });
});
