import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { featuredEvent } from '@/config/featured-event';
import { SOLD_OUT_MESSAGE } from '@/domain/quantities';
import { addButton, renderBooking, waitForForm, type BackendSlot } from './booking-harness';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

const NEXT_PARTY = {
  id: 'ev-next-party',
  title: 'Winter Sangeet Encore',
  date: '2027-01-16',
  startTime: '18:00',
  endTime: '22:00',
  location: 'Indiranagar, Bengaluru',
  price: 499,
  capacity: 150,
  imageUrl: '',
  description: 'The encore.',
  sold: 0,
  holds: {},
};

describe('booking page: a sold-out event', () => {
  it('says so first, shows no form for it, and offers the next party with its own form', async () => {
    const { user } = await renderBooking(slot, {
      remaining: 0,
      prepare: ({ db }) => db.events.put(NEXT_PARTY),
    });
    const notice = await screen.findByRole('region', { name: /sold out|·/i });
    expect(
      screen.getByRole('heading', { level: 1, name: `${featuredEvent.title} · ${longDate()}` }),
    ).toBeInTheDocument();
    expect(within(notice).getByRole('status')).toHaveTextContent(SOLD_OUT_MESSAGE);
    expect(notice).toHaveTextContent('Winter Sangeet Encore on Saturday, 16 January 2027');

    // The form below sells the next party, not the sold-out one.
    await waitForForm();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Winter Sangeet Encore' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Next party')).toBeInTheDocument();
    await user.click(addButton('Basic'));
    expect(screen.queryByText(SOLD_OUT_MESSAGE, { selector: 'form *' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pay ₹499/ })).toBeInTheDocument();
  });

  it('with no later party: the sold-out notice, no form, and a way to ask', async () => {
    await renderBooking(slot, { remaining: 0 });
    expect(await screen.findByText(SOLD_OUT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(featuredEvent.title);
    expect(screen.queryByRole('form', { name: 'Book tickets' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('an event with seats left keeps its own form', async () => {
    await renderBooking(slot, { remaining: 1, prepare: ({ db }) => db.events.put(NEXT_PARTY) });
    await waitForForm();
    expect(
      screen.getByRole('heading', { level: 1, name: featuredEvent.title }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Next party')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /·/ })).not.toBeInTheDocument();
  });
});

/** The seeded event's date as the notice writes it, e.g. 'Saturday, 19 December 2026'. */
function longDate() {
  return new Date(`${featuredEvent.date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
