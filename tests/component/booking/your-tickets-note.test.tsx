import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBooking, type BackendSlot } from './booking-harness';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

const first = {
  token: 'FirstTokenAbCdEfGhIjKlMn',
  title: 'Sangeet Vibes: Monsoon Night',
  date: '2026-12-05',
  bookedAt: '2026-11-01T10:00:00.000Z',
};
const second = {
  token: 'SecondTokenAbCdEfGhIjKlM',
  title: 'Sangeet Vibes: Winter Night',
  date: '2026-12-19',
  bookedAt: '2026-11-20T10:00:00.000Z',
};

async function openBooking(stored?: string) {
  if (stored !== undefined) localStorage.setItem('bookedTickets', stored);
  await renderBooking(slot);
  await screen.findByRole('form', { name: 'Book tickets' });
}

describe('/booking leads back to the tickets booked in this browser', () => {
  it.each([
    ['none booked', undefined],
    ['corrupt storage', '}{'],
  ])('shows nothing with %s', async (_case, stored) => {
    await openBooking(stored);
    expect(screen.queryByRole('complementary', { name: /Your ticket/ })).not.toBeInTheDocument();
  });

  it('links to the one ticket', async () => {
    await openBooking(JSON.stringify([first]));
    const note = screen.getByRole('complementary', { name: 'Your ticket' });
    expect(note).toHaveTextContent(
      `You have a ticket for ${first.title} on Saturday, 5 December 2026.`,
    );
    expect(within(note).getByRole('link', { name: 'Your ticket' })).toHaveAttribute(
      'href',
      `/ticket/${first.token}`,
    );
  });

  it('lists several tickets, newest first', async () => {
    await openBooking(JSON.stringify([first, second]));
    const note = screen.getByRole('complementary', { name: 'Your tickets' });
    expect(
      within(note)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [`${second.title}, Saturday, 19 December 2026`, `/ticket/${second.token}`],
      [`${first.title}, Saturday, 5 December 2026`, `/ticket/${first.token}`],
    ]);
  });

  it('tells two bookings for one party apart by their tickets and amount', async () => {
    const party = { title: second.title, date: second.date };
    const basic = {
      ...party,
      token: 'BasicTokenAbCdEfGhIjKlMn',
      bookedAt: '2026-11-20T10:00:00.000Z',
      ticket499Count: 2,
      ticket1212Count: 0,
      amountPaid: 998,
    };
    const premium = {
      ...party,
      token: 'PremiumTokenAbCdEfGhIjKl',
      bookedAt: '2026-11-21T10:00:00.000Z',
      ticket499Count: 1,
      ticket1212Count: 1,
      amountPaid: 1711,
    };
    await openBooking(JSON.stringify([basic, premium]));
    const items = within(screen.getByRole('complementary', { name: 'Your tickets' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Sangeet Vibes: Winter Night, Saturday, 19 December 2026 ?1 Basic \+ 1 Premium · ₹1,711 · booked 21 Nov, /,
      ),
      expect.stringMatching(
        /^Sangeet Vibes: Winter Night, Saturday, 19 December 2026 ?2 Basic · ₹998 · booked 20 Nov, /,
      ),
    ]);
  });
});
