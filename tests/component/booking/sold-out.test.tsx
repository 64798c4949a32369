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
  it('offers the choice, the next party with seats chosen, and says which one is sold out', async () => {
    const { user } = await renderBooking(slot, {
      remaining: 0,
      prepare: ({ db }) => db.events.put(NEXT_PARTY),
    });
    const choice = await screen.findByRole('group', { name: 'Choose a party' });
    const full = within(choice).getByRole('radio', { name: new RegExp(`${longDate()} Sold out$`) });
    const encore = within(choice).getByRole('radio', {
      name: 'Winter Sangeet Encore · Saturday, 16 January 2027 On sale',
    });
    expect(encore).toBeChecked();
    expect(full).not.toBeChecked();

    // The form sells the next party, not the sold-out one.
    await waitForForm();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Winter Sangeet Encore' }),
    ).toBeInTheDocument();
    await user.click(addButton('Basic'));
    expect(screen.getByRole('button', { name: /Pay ₹499/ })).toBeInTheDocument();

    // Choosing the sold-out one says so, with no form.
    await user.click(full);
    const notice = await screen.findByRole('region', { name: /·/ });
    expect(within(notice).getByRole('status')).toHaveTextContent(SOLD_OUT_MESSAGE);
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
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
