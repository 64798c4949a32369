import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { expect, it } from 'vitest';
import { istDate } from '@/domain/format';
import type { StoredEvent } from '@/domain/seats';
import { createEvent, deleteEvent, updateEvent } from '@/engine/flows/events';
import { EVENT_FORM, EVENT_ID, anEvent } from './support/fixtures';
import { ADMIN, actor, describeRules } from './support/rules-world';

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

describeRules('events', (world) => {
  it('lets anyone read events, one or all by date', async () => {
    await world.seed('events', EVENT_ID, anEvent());
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertSucceeds(getDoc(doc(db, 'events', EVENT_ID)));
      await assertSucceeds(getDocs(query(collection(db, 'events'), orderBy('date'))));
    }
  });

  it('lets an organiser create, edit and delete an event through the flows', async () => {
    const env = world.flowEnv(world.admin());
    const created = await assertSucceeds(createEvent(env, actor(ADMIN), EVENT_FORM));
    const stored = await world.peek(`events/${created.id}`);
    expect(stored).toMatchObject({ shards: 1 });
    expect(stored).not.toHaveProperty('sold');
    await assertSucceeds(
      updateEvent(env, actor(ADMIN), created.id, { ...EVENT_FORM, capacity: 300, imageUrl: '' }),
    );
    expect(await world.peek(`events/${created.id}`)).toMatchObject({ capacity: 300 });
    await assertSucceeds(deleteEvent(env, actor(ADMIN), created.id));
    expect(await world.peek(`events/${created.id}`)).toBeNull();
  });

  it('keeps the seat counters when an organiser edits an event with sales', async () => {
    const holds = { hold1: { seats: 2, until: inAMinute() } };
    await world.seed('events', EVENT_ID, anEvent({ sold: 10, holds }));
    const env = world.flowEnv(world.admin());
    await assertSucceeds(
      updateEvent(env, actor(ADMIN), EVENT_ID, { ...EVENT_FORM, capacity: 12, title: 'New' }),
    );
    expect(await world.peek(`events/${EVENT_ID}`)).toMatchObject({ sold: 10, holds, capacity: 12 });
  });

  it('refuses an organiser writing the seat counters (only the order flows do)', async () => {
    const holds = { hold1: { seats: 2, until: inAMinute() } };
    await world.seed('events', EVENT_ID, anEvent({ sold: 10, holds }));
    const db = world.admin();
    await assertFails(updateDoc(doc(db, 'events', EVENT_ID), { sold: 0 }));
    await assertFails(updateDoc(doc(db, 'events', EVENT_ID), { sold: 11 }));
    await assertFails(updateDoc(doc(db, 'events', EVENT_ID), { holds: {} }));
    await assertFails(
      updateDoc(doc(db, 'events', EVENT_ID), {
        holds: { mine: { seats: 190, until: inAMinute() } },
      }),
    );
    await assertFails(
      updateDoc(doc(db, 'events', EVENT_ID), { ...EVENT_FORM, id: EVENT_ID, sold: 0 }),
    );
  });

  it('refuses an organiser creating an event with seats already taken', async () => {
    const db = world.admin();
    await assertFails(
      setDoc(doc(db, 'events', 'newEvent000001'), anEvent({ id: 'newEvent000001', sold: 5 })),
    );
    await assertFails(
      setDoc(
        doc(db, 'events', 'newEvent000001'),
        anEvent({ id: 'newEvent000001', holds: { h: { seats: 1, until: inAMinute() } } }),
      ),
    );
    await assertFails(
      setDoc(doc(db, 'events', 'newEvent000001'), anEvent({ id: 'otherId0000001' })),
    );
  });

  it('refuses a capacity below the tickets sold and deleting an event with sales', async () => {
    await world.seed('events', EVENT_ID, anEvent({ sold: 10 }));
    const db = world.admin();
    await assertFails(updateDoc(doc(db, 'events', EVENT_ID), { capacity: 9 }));
    await assertFails(deleteDoc(doc(db, 'events', EVENT_ID)));
    await assertSucceeds(updateDoc(doc(db, 'events', EVENT_ID), { capacity: 10 }));
  });

  it('refuses moving an upcoming event with tickets sold into the past, not a past or unbooked one', async () => {
    // Dates in India, where the rules' today turns (docs/design.md §9.10).
    const day = (days: number) => istDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
    const db = world.admin();
    const moveTo = (date: string) => updateDoc(doc(db, 'events', EVENT_ID), { date });
    await world.seed('events', EVENT_ID, anEvent({ sold: 10, date: day(10) }));
    await assertFails(moveTo(day(-10)));
    await assertSucceeds(moveTo(day(0)));
    await world.seed('events', EVENT_ID, anEvent({ sold: 10, date: day(-5) }));
    await assertSucceeds(moveTo(day(-10)));
    await world.seed('events', EVENT_ID, anEvent({ sold: 0, date: day(10) }));
    await assertSucceeds(moveTo(day(-10)));
  });

  it.each<[string, Partial<StoredEvent> & Record<string, unknown>]>([
    ['an empty title', { title: '' }],
    ['a title of 121 characters', { title: 'x'.repeat(121) }],
    ['a date that is not YYYY-MM-DD', { date: '12/12/2026' }],
    ['a start time that is not HH:mm', { startTime: '6 PM' }],
    ['an end before the start', { startTime: '22:00', endTime: '18:00' }],
    ['an empty location', { location: '' }],
    ['a negative price', { price: -1 }],
    ['a fractional price', { price: 499.5 }],
    ['a price above the maximum', { price: 1_000_001 }],
    ['a capacity of 0', { capacity: 0 }],
    ['a capacity above the maximum', { capacity: 100_001 }],
    ['a javascript: image address', { imageUrl: 'javascript:alert(1)' }],
    ['an http:// image address', { imageUrl: 'http://example.com/x.png' }],
    ['a protocol-relative image address', { imageUrl: '//evil.example/x.png' }],
    ['a description of 5001 characters', { description: 'x'.repeat(5001) }],
    ['an extra field', { featured: true }],
  ])('refuses an organiser saving an event with %s', async (_name, overrides) => {
    const db = world.admin();
    await assertFails(
      setDoc(doc(db, 'events', 'newEvent000001'), anEvent({ id: 'newEvent000001', ...overrides })),
    );
    await world.seed('events', EVENT_ID, anEvent());
    await assertFails(updateDoc(doc(db, 'events', EVENT_ID), overrides));
  });

  it('accepts every bound the event form allows', async () => {
    const db = world.admin();
    await assertSucceeds(
      setDoc(
        doc(db, 'events', 'newEvent000001'),
        anEvent({
          id: 'newEvent000001',
          title: 'x'.repeat(120),
          location: 'y'.repeat(200),
          description: 'z'.repeat(5000),
          price: 0,
          capacity: 100_000,
          startTime: '00:00',
          endTime: '23:59',
          imageUrl: '/images/poster.webp',
        }),
      ),
    );
  });

  it('refuses a visitor and a non-admin creating, editing or deleting an event', async () => {
    await world.seed('events', EVENT_ID, anEvent());
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(
        setDoc(doc(db, 'events', 'newEvent000001'), anEvent({ id: 'newEvent000001' })),
      );
      await assertFails(updateDoc(doc(db, 'events', EVENT_ID), { title: 'Mine' }));
      await assertFails(deleteDoc(doc(db, 'events', EVENT_ID)));
    }
  });
});
