import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import BookingRoute from '@/app/routes/booking-route';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NextEventOnSale } from '@/backend/backend';
import { DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { featuredEvent } from '@/config/featured-event';
import { deferred } from '../support/deferred';
import { renderBooking, waitForForm, type BackendSlot } from './booking-harness';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

/** The seeded event's date as a visitor reads it, e.g. 'Saturday, 19 December 2026'. */
function longDate(isoDate: string) {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

describe('booking page: the event', () => {
  it('shows a spinner, then the next upcoming event with its details', async () => {
    const pending = deferred<NextEventOnSale | null>();
    const { real } = await renderBooking(slot, {
      prepare: ({ backend }) => backend.events.nextUpcoming.mockReturnValueOnce(pending.promise),
    });
    expect(screen.getByText('Loading the next party…')).toBeInTheDocument();

    const seeded = (await real.events.nextUpcoming())!;
    expect(seeded.event.id).toBe(DEMO_UPCOMING_EVENT_ID);
    await act(async () => pending.resolve(seeded));
    expect(
      screen.getByRole('heading', { level: 1, name: featuredEvent.title }),
    ).toBeInTheDocument();
    const details = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(details).toHaveTextContent(longDate(seeded.event.date));
    expect(details).toHaveTextContent('6:00 PM – 10:00 PM');
    expect(details).toHaveTextContent(`${featuredEvent.venue}, ${featuredEvent.city}`);
    expect(details).toHaveTextContent('18+');
    expect(details).toHaveTextContent('4 hours');
    expect(details).toHaveTextContent(
      'Dress code: Girls must wear a saree. Boys must wear traditional attire.',
    );
    expect(screen.getByText(featuredEvent.description)).toBeInTheDocument();
  });

  it('shows the poster with its size set, so the page does not jump', async () => {
    await renderBooking(slot);
    const poster = await screen.findByRole('img', {
      name: `${featuredEvent.title}: event poster`,
    });
    expect(poster).toHaveAttribute('src', '/media/poster.webp');
    expect(poster).toHaveAttribute('width', '1600');
    expect(poster).toHaveAttribute('height', '600');
  });

  it('says so kindly when no event is open for booking', async () => {
    const { backend } = await renderBooking(slot, {
      // The seed's only other event is in the past.
      prepare: ({ db }) => db.events.delete(DEMO_UPCOMING_EVENT_ID),
    });
    expect(await screen.findByText(/no party open for booking right now/)).toBeInTheDocument();
    await expect(backend.events.nextUpcoming.mock.results[0]?.value).resolves.toBeNull();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('form', { name: 'Book tickets' })).not.toBeInTheDocument();
  });

  it('explains a failed load and tries again on request', async () => {
    const { backend, user } = await renderBooking(slot, {
      prepare: ({ backend }) =>
        backend.events.nextUpcoming.mockRejectedValueOnce(new Error('offline')),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the event.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitForForm();
    expect(backend.events.nextUpcoming).toHaveBeenCalledTimes(2);
  });

  it('titles the page for booking', async () => {
    await renderBooking(slot);
    await waitForForm();
    expect(document.title).toBe('Book Tickets | Sangeet Vibes');
  });
});

describe('booking page: the description', () => {
  const clampedHeight = (scrollHeight: number) => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(96);
  };

  it('offers Show more only when the text is longer than 4 lines', async () => {
    clampedHeight(96);
    await renderBooking(slot);
    await waitForForm();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('expands and collapses a long description', async () => {
    clampedHeight(400);
    const { user } = await renderBooking(slot);
    await waitForForm();
    const text = screen.getByText(featuredEvent.description);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(text).toHaveClass('line-clamp-4');

    await user.click(more);
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(text).not.toHaveClass('line-clamp-4');

    await user.click(less);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    expect(text).toHaveClass('line-clamp-4');
  });
});

describe('demo mode banner', () => {
  afterEach(() => sessionStorage.clear());

  it('says bookings are simulated, and can be dismissed', async () => {
    const { user } = await renderBooking(slot);
    const banner = await screen.findByRole('complementary', { name: 'Demo mode' });
    expect(banner).toHaveTextContent('No money moves.');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss demo mode notice' }));
    expect(screen.queryByRole('complementary', { name: 'Demo mode' })).not.toBeInTheDocument();
  });
});

describe('when the backend cannot start', () => {
  it('says booking could not start and offers a reload, instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = Promise.reject(new Error('IndexedDB API missing'));
    failing.catch(() => undefined);
    slot.promise = failing;
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/booking']}>
          <BookingRoute />
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Book Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Booking could not start in this browser.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
