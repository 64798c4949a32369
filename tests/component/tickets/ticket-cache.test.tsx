import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import TicketRoute from '@/app/routes/ticket-route';
import type { PublicBackend } from '@/backend/backend';
import { createFakeBackend, deferred } from '../support/fake-backend';
import { createTestQueryClient } from '../support/query-client';
import { legacyDuo, ticket } from './ticket-fixtures';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

type Fake = ReturnType<typeof createFakeBackend>;

function HomeStandIn() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

/** /ticket/{token} with a home page to leave it for, on a fresh cache. */
async function openTicket(
  token: string,
  options: { retries?: boolean } = {},
  prepare?: (fake: Fake) => void,
) {
  const fake = createFakeBackend();
  prepare?.(fake);
  slot.promise = Promise.resolve(fake.backend);
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
  return { backend: fake.backend, user: userEvent.setup() };
}

/** Leaves the ticket page for the home page, then comes back with the browser's Back. */
async function leaveAndComeBack(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('link', { name: 'Back to Sangeet Vibes' }));
  await user.click(screen.getByRole('button', { name: 'Browser back' }));
}

const loading = () => screen.queryByText('Loading your ticket…');

describe('/ticket/{token} on Back', () => {
  it('shows a ticket already found at once, without a second look-up', async () => {
    const { backend, user } = await openTicket(ticket.token, {}, ({ backend }) =>
      backend.tickets.getByToken.mockResolvedValueOnce(ticket),
    );
    await screen.findByRole('article', { name: ticket.title });
    // Were it asked again, the answer would never come.
    backend.tickets.getByToken.mockReturnValue(deferred<null>().promise);

    await leaveAndComeBack(user);
    expect(screen.getByRole('article', { name: ticket.title })).toBeInTheDocument();
    expect(loading()).not.toBeInTheDocument();
    expect(backend.tickets.getByToken).toHaveBeenCalledTimes(1);
  });

  it('shows a legacy booking already found at once', async () => {
    const { backend, user } = await openTicket('legacy-duo-1', {}, ({ backend }) =>
      backend.tickets.getLegacyBooking.mockResolvedValueOnce(legacyDuo),
    );
    await screen.findByRole('article', { name: 'Sangeet Vibes: July Night' });
    backend.tickets.getLegacyBooking.mockReturnValue(deferred<never>().promise);

    await leaveAndComeBack(user);
    expect(screen.getByRole('article', { name: 'Sangeet Vibes: July Night' })).toBeInTheDocument();
    expect(backend.tickets.getLegacyBooking).toHaveBeenCalledTimes(1);
  });

  it('asks again for a ticket that was not found', async () => {
    const { backend, user } = await openTicket('missing-token');
    expect(await screen.findByText('Ticket not found or invalid token.')).toBeInTheDocument();

    await leaveAndComeBack(user);
    await screen.findByText('Ticket not found or invalid token.');
    expect(backend.tickets.getByToken).toHaveBeenCalledTimes(2);
  });
});

describe('/ticket/{token} retries', () => {
  it('tries a failed look-up again before saying it failed', async () => {
    const { backend } = await openTicket(ticket.token, { retries: true }, ({ backend }) =>
      backend.tickets.getByToken
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValueOnce(ticket),
    );
    expect(await screen.findByRole('article', { name: ticket.title })).toBeInTheDocument();
    expect(backend.tickets.getByToken).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Failed to load ticket.')).not.toBeInTheDocument();
  });

  it('says loading failed after three failed tries', async () => {
    const { backend } = await openTicket(ticket.token, { retries: true }, ({ backend }) =>
      backend.tickets.getByToken.mockRejectedValue(new Error('offline')),
    );
    expect(await screen.findByText('Failed to load ticket.')).toBeInTheDocument();
    expect(backend.tickets.getByToken).toHaveBeenCalledTimes(3);
  });
});
