import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { featuredEvent } from '@/config/featured-event';
import { renderBooking, waitForForm, type BackendSlot } from './booking-harness';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

const party = (id: string, title: string, date: string, more: object = {}) => ({
  id,
  title,
  date,
  startTime: '18:00',
  endTime: '22:00',
  location: 'Indiranagar, Bengaluru',
  price: 499,
  capacity: 150,
  imageUrl: '',
  description: '',
  shards: 1,
  status: 'published' as const,
  salesOpenAt: '',
  ...more,
});

describe('booking page: the events visitors may see (docs/design.md §3.12)', () => {
  it('says "On sale from …" for an announced party and sells none of it', async () => {
    await renderBooking(slot, {
      prepare: async ({ db }) => {
        await db.events.delete(DEMO_UPCOMING_EVENT_ID);
        await db.events.put(
          party('ev-later', 'Holi Sangeet', '2099-03-14', { salesOpenAt: '2099-02-01T10:00' }),
        );
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Holi Sangeet' })).toBeVisible();
    expect(
      screen.getByText(
        'On sale from Sunday, 1 February 2099, 10:00 AM IST. Come back then to book.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('form', { name: 'Book tickets' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('offers every open party as a radio group and books the one chosen; drafts, closed and cancelled are not offered', async () => {
    const { user } = await renderBooking(slot, {
      prepare: async ({ db }) => {
        await db.events.bulkPut([
          party('ev-draft', 'Secret Draft', '2099-01-01', { status: 'draft' }),
          party('ev-closed', 'Closed Night', '2099-01-02', { status: 'closed' }),
          party('ev-cancelled', 'Called Off', '2099-01-03', { status: 'cancelled' }),
          party('ev-holi', 'Holi Sangeet', '2099-03-14'),
          party('ev-diwali', 'Diwali Sangeet', '2099-10-20', { salesOpenAt: '2099-09-01T10:00' }),
        ]);
      },
    });
    const choice = await screen.findByRole('group', { name: 'Choose a party' });
    const options = within(choice).getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      expect.stringContaining(featuredEvent.title),
      'Holi Sangeet · Saturday, 14 March 2099 On sale',
      'Diwali Sangeet · Tuesday, 20 October 2099 On sale from Tuesday, 1 September 2099, 10:00 AM IST',
    ]);
    expect(options[0]).toBeChecked();
    await waitForForm();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(featuredEvent.title);

    await user.click(within(choice).getByRole('radio', { name: /Holi Sangeet/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Holi Sangeet' })).toBeVisible();
    await waitForForm();

    await user.click(within(choice).getByRole('radio', { name: /Diwali Sangeet/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Diwali Sangeet' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Book tickets' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Secret Draft|Closed Night|Called Off/)).not.toBeInTheDocument();
  });
});
