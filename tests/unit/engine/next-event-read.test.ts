import { describe, expect, it } from 'vitest';
import { nextEventOnSale } from '@/engine/reads/next-event';
import { storedEvent } from '../../support/stored-event';

// 11:30 IST on 23 Nov 2026.
const NOW = new Date('2026-11-23T06:00:00Z');

describe('nextEventOnSale: what the booking page sells', () => {
  it('offers nothing else while the next event has seats', () => {
    const next = nextEventOnSale(
      [
        storedEvent({ id: 'later', date: '2026-12-20' }),
        storedEvent({ id: 'next', date: '2026-12-05', capacity: 10, sold: 9 }),
      ],
      NOW,
    );
    expect(next).toMatchObject({ event: { id: 'next' }, sold: 9, remaining: 1, following: null });
  });

  it('when the next event is sold out, offers the first later one with seats', () => {
    const next = nextEventOnSale(
      [
        storedEvent({ id: 'past', date: '2026-11-01' }),
        storedEvent({ id: 'full', date: '2026-12-05', capacity: 10, sold: 10 }),
        storedEvent({ id: 'also-full', date: '2026-12-12', capacity: 4, sold: 4 }),
        storedEvent({ id: 'last', date: '2027-01-09' }),
        storedEvent({ id: 'open', date: '2026-12-20', sold: 3 }),
      ],
      NOW,
    );
    expect(next).toMatchObject({ event: { id: 'full' }, remaining: 0 });
    expect(next?.following).toMatchObject({ event: { id: 'open' }, sold: 3, remaining: 197 });
  });

  it('counts live holds as taken: seats held by unpaid orders sell out the event too', () => {
    const until = new Date(NOW.getTime() + 10 * 60_000).toISOString();
    const next = nextEventOnSale(
      [
        storedEvent({
          id: 'held',
          date: '2026-12-05',
          capacity: 4,
          sold: 2,
          holds: { h1: { seats: 2, until } },
        }),
        storedEvent({ id: 'open', date: '2026-12-20' }),
      ],
      NOW,
    );
    expect(next).toMatchObject({ event: { id: 'held' }, remaining: 0 });
    expect(next?.following?.event.id).toBe('open');
  });

  it('a later event on the same day counts as later; an earlier start on that day does not', () => {
    const next = nextEventOnSale(
      [
        storedEvent({
          id: 'matinee',
          date: '2026-12-05',
          startTime: '12:00',
          capacity: 1,
          sold: 1,
        }),
        storedEvent({ id: 'evening', date: '2026-12-05', startTime: '19:00' }),
      ],
      NOW,
    );
    expect(next?.event.id).toBe('matinee');
    expect(next?.following?.event.id).toBe('evening');
  });

  it('says so when nothing later has seats, and null when there is no event at all', () => {
    const soldOut = nextEventOnSale(
      [storedEvent({ id: 'full', date: '2026-12-05', capacity: 1, sold: 1 })],
      NOW,
    );
    expect(soldOut).toMatchObject({ remaining: 0, following: null });
    expect(nextEventOnSale([storedEvent({ id: 'past', date: '2026-11-01' })], NOW)).toBeNull();
  });

  it('shows visitors only events on sale (sold out or not) or announced, and lists them all', () => {
    const next = nextEventOnSale(
      [
        storedEvent({ id: 'draft', date: '2026-12-01', status: 'draft' }),
        storedEvent({ id: 'closed', date: '2026-12-02', status: 'closed' }),
        storedEvent({ id: 'cancelled', date: '2026-12-03', status: 'cancelled' }),
        storedEvent({ id: 'announced', date: '2026-12-04', salesOpenAt: '2026-11-30T10:00' }),
        storedEvent({ id: 'full', date: '2026-12-05', capacity: 10, sold: 10 }),
        storedEvent({ id: 'open', date: '2026-12-20', status: 'published', salesOpenAt: '' }),
      ],
      NOW,
    );
    expect(next).toMatchObject({
      event: { id: 'announced' },
      following: { event: { id: 'open' } },
    });
    expect(next?.open.map((shown) => shown.event.id)).toEqual(['announced', 'full', 'open']);
  });

  it('offers nothing when every upcoming event is a draft, closed or cancelled', () => {
    const hidden = (['draft', 'closed', 'cancelled'] as const).map((status) =>
      storedEvent({ id: status, date: '2026-12-05', status }),
    );
    expect(nextEventOnSale(hidden, NOW)).toBeNull();
  });
});
