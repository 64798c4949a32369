import { describe, expect, it } from 'vitest';
import { EVENT_NOT_FOUND_MESSAGE } from '@/domain/admin-messages';
import { EVENT_LIFE_MESSAGES } from '@/domain/event-life';
import { EVENT_MESSAGES, type Event } from '@/domain/events';
import {
  EVENT_HAS_BOOKINGS_MESSAGE,
  capacityBelowSoldMessage,
  type SeatHold,
  type StoredEvent,
} from '@/domain/seats';
import { createEvent, deleteEvent, toEvent, updateEvent } from '@/engine/flows/events';
import { ADMIN, EVENT_ID, anEvent, holdFor } from './support/fixtures';
import { expectRefusedWritingNothing, snapshot, testWorld } from './support/seeded-store';
import { eventSeats } from './support/event-seats';

const VALUES = {
  title: '  Garba Night ',
  date: '2030-07-01',
  startTime: '19:00',
  endTime: '23:30',
  location: 'Pune',
  price: '0',
  capacity: '50',
  imageUrl: ' /images/garba.jpg ',
  description: '',
};

const CLEAN = {
  title: 'Garba Night',
  date: '2030-07-01',
  startTime: '19:00',
  endTime: '23:30',
  location: 'Pune',
  price: 0,
  capacity: 50,
  imageUrl: '/images/garba.jpg',
  description: '',
  salesOpenAt: '',
  status: 'published' as const,
};

const INVALID_VALUES: [string, Record<string, unknown>, string][] = [
  ['no title', { title: '   ' }, EVENT_MESSAGES.titleRequired],
  ['a 121-character title', { title: 'T'.repeat(121) }, EVENT_MESSAGES.titleTooLong],
  ['an impossible date', { date: '2030-02-30' }, EVENT_MESSAGES.dateInvalid],
  ['a time that is not HH:mm', { startTime: '7pm' }, EVENT_MESSAGES.timeInvalid],
  ['an end before the start', { endTime: '18:30' }, EVENT_MESSAGES.endNotAfterStart],
  ['capacity 0', { capacity: 0 }, EVENT_MESSAGES.capacityInvalid],
  ['capacity 1.5', { capacity: 1.5 }, EVENT_MESSAGES.capacityInvalid],
  ['a negative price', { price: -1 }, EVENT_MESSAGES.priceInvalid],
  ['a javascript: image URL', { imageUrl: 'javascript:alert(1)' }, EVENT_MESSAGES.imageUrlInvalid],
  [
    'a 5001-character description',
    { description: 'd'.repeat(5001) },
    EVENT_MESSAGES.descriptionTooLong,
  ],
];

describe('createEvent', () => {
  it('stores the cleaned fields and one seat shard, whatever counters were sent', async () => {
    const { env, store } = testWorld();
    const event = await createEvent(env, ADMIN, {
      ...VALUES,
      sold: 40,
      holds: { x: holdFor(5, 10) },
      id: 'chosen',
    });
    expect(event).toEqual<Event>({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/) as string,
      ...CLEAN,
    });
    expect(event.id).not.toBe('chosen');
    // One shard for an ordinary event; it has no document until an order takes seats.
    expect(store.peek('events', event.id)).toEqual({ ...event, shards: 1 });
    expect(store.all('events')).toHaveLength(1);
    expect(store.all('seatShards')).toEqual([]);
    expect(eventSeats(store, event.id)).toEqual({ sold: 0, holds: {} });
  });

  it.each(INVALID_VALUES)('refuses %s, writing nothing', async (_name, more, message) => {
    const world = testWorld();
    await expectRefusedWritingNothing(
      world,
      () => createEvent(world.env, ADMIN, { ...VALUES, ...more }),
      'invalid-request',
      message,
    );
  });
});

describe('updateEvent', () => {
  const live: Record<string, SeatHold> = { liveHold: holdFor(2, 10) };
  const lapsed: Record<string, SeatHold> = { oldHold: holdFor(2, -1) };

  it("replaces the organiser's fields and keeps the seat counters", async () => {
    const stored = anEvent({ sold: 3, holds: { ...live, ...lapsed } });
    const { env, store } = testWorld({ events: [stored] });
    const event = await updateEvent(env, ADMIN, EVENT_ID, { ...VALUES, sold: 0, holds: {} });
    expect(event).toEqual({ id: EVENT_ID, ...CLEAN });
    expect(store.peek('events', EVENT_ID)).toEqual({
      ...CLEAN,
      id: EVENT_ID,
      sold: 3,
      holds: stored.holds,
    });
    expect(toEvent(store.peek('events', EVENT_ID) ?? stored)).toEqual(event);
  });

  it.each<{
    name: string;
    sold: number;
    holds: Record<string, SeatHold>;
    capacity: number;
    taken: number;
  }>([
    { name: 'below the seats sold', sold: 5, holds: {}, capacity: 4, taken: 5 },
    { name: 'below sold + held', sold: 3, holds: live, capacity: 4, taken: 5 },
    {
      name: 'below sold + live holds (a lapsed one not counted)',
      sold: 3,
      holds: { ...live, ...lapsed },
      capacity: 4,
      taken: 5,
    },
  ])('refuses a capacity $name', async ({ sold, holds, capacity, taken }) => {
    const world = testWorld({ events: [anEvent({ sold, holds })] });
    await expectRefusedWritingNothing(
      world,
      () => updateEvent(world.env, ADMIN, EVENT_ID, { ...VALUES, capacity }),
      'invalid-request',
      capacityBelowSoldMessage(taken),
    );
  });

  it.each<{ name: string; sold: number; holds: Record<string, SeatHold>; capacity: number }>([
    { name: 'equal to sold + held', sold: 3, holds: live, capacity: 5 },
    { name: 'that only a lapsed hold would block', sold: 3, holds: lapsed, capacity: 3 },
    { name: 'above the seats taken', sold: 3, holds: live, capacity: 100 },
  ])('accepts a capacity $name', async ({ sold, holds, capacity }) => {
    const { env, store } = testWorld({ events: [anEvent({ sold, holds })] });
    await updateEvent(env, ADMIN, EVENT_ID, { ...VALUES, capacity });
    expect(store.peek('events', EVENT_ID)).toMatchObject({ capacity, sold });
  });

  // The clock reads noon on 1 June 2030 in India (support/clock.ts); the event is on 20 June.
  it.each<{ name: string; sold: number; holds: Record<string, SeatHold> }>([
    { name: 'tickets sold', sold: 9, holds: {} },
    { name: 'seats being paid for', sold: 0, holds: live },
    { name: 'nothing sold', sold: 0, holds: {} },
  ])(
    'refuses moving an upcoming event with $name to a date that has passed',
    async ({ sold, holds }) => {
      const world = testWorld({ events: [anEvent({ sold, holds })] });
      await expectRefusedWritingNothing(
        world,
        () => updateEvent(world.env, ADMIN, EVENT_ID, { ...VALUES, date: '2030-05-31' }),
        'invalid-request',
        EVENT_LIFE_MESSAGES.dateInPast,
      );
    },
  );

  it.each<{ name: string; stored: Partial<StoredEvent> & { sold: number }; date: string }>([
    { name: 'an event nobody booked', stored: { sold: 0, holds: lapsed }, date: '2030-06-10' },
    {
      name: 'a past event with tickets sold',
      stored: { sold: 9, date: '2030-05-20' },
      date: '2030-05-10',
    },
    { name: 'an event with tickets sold, to today', stored: { sold: 9 }, date: '2030-06-01' },
  ])('moves $name', async ({ stored, date }) => {
    const { env, store } = testWorld({ events: [anEvent(stored)] });
    await updateEvent(env, ADMIN, EVENT_ID, { ...VALUES, date });
    expect(store.peek('events', EVENT_ID)).toMatchObject({ date, sold: stored.sold });
  });

  it.each([
    ['an unknown event', 'noSuchEvent'],
    ['an id that is a path', 'events/x'],
    ['an empty id', ''],
  ])('answers not-found for %s and creates nothing', async (_name, id) => {
    const world = testWorld({ events: [anEvent()] });
    await expectRefusedWritingNothing(
      world,
      () => updateEvent(world.env, ADMIN, id, VALUES),
      'not-found',
      EVENT_NOT_FOUND_MESSAGE,
    );
  });

  it.each(INVALID_VALUES)('refuses %s, writing nothing', async (_name, more, message) => {
    const world = testWorld({ events: [anEvent()] });
    await expectRefusedWritingNothing(
      world,
      () => updateEvent(world.env, ADMIN, EVENT_ID, { ...VALUES, ...more }),
      'invalid-request',
      message,
    );
  });
});

describe('deleteEvent', () => {
  it.each<{ name: string; sold: number; holds: Record<string, SeatHold> }>([
    { name: 'no seats taken', sold: 0, holds: {} },
    { name: 'only a lapsed hold', sold: 0, holds: { oldHold: holdFor(2, -1) } },
  ])('deletes an event with $name', async ({ sold, holds }) => {
    const { env, store } = testWorld({
      events: [anEvent({ sold, holds }), anEvent({ id: 'keepMe' })],
    });
    await deleteEvent(env, ADMIN, EVENT_ID);
    expect(store.peek('events', EVENT_ID)).toBeNull();
    expect(store.peek('events', 'keepMe')).not.toBeNull();
  });

  it.each<{ name: string; sold: number; holds: Record<string, SeatHold> }>([
    { name: 'sold seats', sold: 1, holds: {} },
    { name: 'a live hold', sold: 0, holds: { liveHold: holdFor(1, 10) } },
  ])('refuses an event with $name as a conflict, writing nothing', async ({ sold, holds }) => {
    const world = testWorld({ events: [anEvent({ sold, holds })] });
    await expectRefusedWritingNothing(
      world,
      () => deleteEvent(world.env, ADMIN, EVENT_ID),
      'conflict',
      EVENT_HAS_BOOKINGS_MESSAGE,
    );
  });

  it.each([
    ['an unknown event', 'noSuchEvent'],
    ['an id that is a path', 'events/x'],
  ])('does nothing for %s', async (_name, id) => {
    const { env, store } = testWorld({ events: [anEvent()] });
    const before = snapshot(store);
    await deleteEvent(env, ADMIN, id);
    expect(snapshot(store)).toEqual(before);
  });
});
