import { describe, expect, it } from 'vitest';
import { createPublicEventsApi } from '@/backend/firebase/public-events';
import {
  UPCOMING_EVENTS_LIMIT,
  upcomingEventsQuery,
} from '@/backend/firebase/upcoming-events-query';
import { EVENTS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { fakeReads, storedEvent } from './fake-reads';

describe('upcomingEventsQuery: which dates the booking page asks for', () => {
  it.each([
    // IST is UTC+5:30: the Indian date turns at 18:30 UTC.
    ['2026-11-23T18:29:59.999Z', '2026-11-23'],
    ['2026-11-23T18:30:00.000Z', '2026-11-24'],
    ['2026-11-23T00:00:00.000Z', '2026-11-23'],
    ['2026-12-31T18:30:00.000Z', '2027-01-01'],
  ])('at %s asks for events from %s (India), whatever the browser’s zone', (now, fromDate) => {
    expect(upcomingEventsQuery(new Date(now))).toEqual({
      fromDate,
      limit: UPCOMING_EVENTS_LIMIT,
    });
  });
});

describe('Firebase events.nextUpcoming', () => {
  const at = (iso: string) => new Date(iso);

  it('keeps today’s event upcoming after it has started, and never offers yesterday’s', async () => {
    const { reads, upcomingEvents } = fakeReads({
      events: {
        past: storedEvent({ id: 'past', date: '2026-11-22' }),
        today: storedEvent({ id: 'today', date: '2026-11-23', startTime: '18:00' }),
      },
    });
    const events = createPublicEventsApi(reads, () => at('2000-01-01T00:00:00Z'));
    // 23:00 IST on the 23rd, five hours after the doors opened.
    const next = await events.nextUpcoming(at('2026-11-23T17:30:00Z'));
    expect(next?.event.id).toBe('today');
    expect(upcomingEvents).toHaveBeenCalledWith('2026-11-23', UPCOMING_EVENTS_LIMIT);
  });

  it('picks the earliest by date, then start time', async () => {
    const { reads } = fakeReads({
      events: {
        late: storedEvent({ id: 'late', date: '2026-12-05', startTime: '20:00' }),
        early: storedEvent({ id: 'early', date: '2026-12-05', startTime: '17:00' }),
        later: storedEvent({ id: 'later', date: '2026-12-20', startTime: '09:00' }),
      },
    });
    const next = await createPublicEventsApi(reads, () =>
      at('2026-11-23T06:00:00Z'),
    ).nextUpcoming();
    expect(next?.event.id).toBe('early');
  });

  it('counts seats from the event document: sold plus live holds, lapsed holds ignored', async () => {
    const now = at('2026-11-23T06:00:00Z');
    const { reads } = fakeReads({
      events: {
        e1: storedEvent({
          id: 'e1',
          date: '2026-12-05',
          capacity: 20,
          sold: 10,
          holds: {
            live: { seats: 3, until: '2026-11-23T06:10:00Z' },
            lapsed: { seats: 5, until: '2026-11-23T05:59:59Z' },
          },
        }),
      },
    });
    const next = await createPublicEventsApi(reads, () => now).nextUpcoming();
    expect(next).toMatchObject({ sold: 13, remaining: 7 });
    // The counters stay inside the adapter: screens get the event's own fields.
    expect(next?.event).not.toHaveProperty('sold');
    expect(next?.event).not.toHaveProperty('holds');
  });

  it('answers null when nothing is upcoming', async () => {
    const { reads } = fakeReads({
      events: { past: storedEvent({ id: 'past', date: '2026-01-01' }) },
    });
    expect(
      await createPublicEventsApi(reads, () => at('2026-11-23T06:00:00Z')).nextUpcoming(),
    ).toBeNull();
  });

  it('turns a failed read into the spec’s message', async () => {
    const { reads, upcomingEvents } = fakeReads();
    upcomingEvents.mockRejectedValueOnce(new Error('PERMISSION_DENIED'));
    await expect(
      createPublicEventsApi(reads, () => at('2026-11-23T06:00:00Z')).nextUpcoming(),
    ).rejects.toMatchObject({ code: 'unknown', message: EVENTS_FETCH_FAILED_MESSAGE });
  });
});
