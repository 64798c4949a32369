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
  where,
} from 'firebase/firestore';
import { expect, it } from 'vitest';
import { istDate } from '@/domain/format';
import type { StoredEvent } from '@/domain/seats';
import { changeEventStatus, createEvent, deleteEvent, updateEvent } from '@/engine/flows/events';
import { EVENT_FORM, EVENT_ID, anEvent } from './support/fixtures';
import { ADMIN, actor, describeRules } from './support/rules-world';

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

describeRules('events', (world) => {
  it('lets anyone read an event, and the events on sale by date', async () => {
    await world.seed('events', EVENT_ID, anEvent());
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertSucceeds(getDoc(doc(db, 'events', EVENT_ID)));
      await assertSucceeds(
        getDocs(
          query(collection(db, 'events'), where('status', '==', 'published'), orderBy('date')),
        ),
      );
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

  it('refuses moving an upcoming event into the past, not a past one', async () => {
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
    await assertFails(moveTo(day(-10)));
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
    ['an unknown status', { status: 'paused' as never }],
    ['an on-sale time that is not a date and time', { salesOpenAt: 'soon' }],
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

  it('never lets a visitor read a draft; the published query, older events and a missing one read', async () => {
    await world.seed(
      'events',
      'draftEvent0001',
      anEvent({ id: 'draftEvent0001', status: 'draft' }),
    );
    const older: StoredEvent = anEvent({ id: 'olderEvent0001' });
    delete older.status;
    delete older.salesOpenAt;
    await world.seed('events', 'olderEvent0001', older);
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(getDoc(doc(db, 'events', 'draftEvent0001')));
      await assertSucceeds(getDoc(doc(db, 'events', 'olderEvent0001')));
      await assertSucceeds(getDoc(doc(db, 'events', 'goneEvent00001')));
      await assertSucceeds(
        getDocs(
          query(
            collection(db, 'events'),
            where('status', '==', 'published'),
            where('date', '>=', '2026-01-01'),
            orderBy('date'),
          ),
        ),
      );
    }
    await assertSucceeds(getDoc(doc(world.admin(), 'events', 'draftEvent0001')));
  });

  it('refuses a visitor or door staff query that could return a draft', async () => {
    await world.seed(
      'events',
      'draftEvent0001',
      anEvent({ id: 'draftEvent0001', status: 'draft' }),
    );
    await world.seed('events', EVENT_ID, anEvent());
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(getDocs(query(collection(db, 'events'), orderBy('date'))));
      await assertFails(getDocs(collection(db, 'events')));
    }
    const door = world.door();
    await assertFails(getDocs(collection(door, 'events')));
    await assertSucceeds(
      getDocs(query(collection(door, 'events'), where('status', 'in', ['published', 'closed']))),
    );
  });

  it("refuses a visitor writing an event's status", async () => {
    await world.seed('events', EVENT_ID, anEvent());
    for (const db of [world.anon(), world.guest()]) {
      for (const status of ['draft', 'closed', 'cancelled']) {
        await assertFails(updateDoc(doc(db, 'events', EVENT_ID), { status }));
      }
    }
  });

  it('lets an organiser publish, end sales and cancel through the flows', async () => {
    const env = world.flowEnv(world.admin());
    const draft = await assertSucceeds(
      createEvent(env, actor(ADMIN), { ...EVENT_FORM, status: 'draft' }),
    );
    expect(await world.peek(`events/${draft.id}`)).toMatchObject({ status: 'draft' });
    await assertSucceeds(updateEvent(env, actor(ADMIN), draft.id, EVENT_FORM));
    await assertSucceeds(changeEventStatus(env, actor(ADMIN), draft.id, 'end-sales'));
    await assertSucceeds(changeEventStatus(env, actor(ADMIN), draft.id, 'cancel'));
    expect(await world.peek(`events/${draft.id}`)).toMatchObject({ status: 'cancelled' });
  });

  it.each<[string, string | undefined, string, number]>([
    ['a published event back to draft', 'published', 'draft', 0],
    ['a closed event back on sale', 'closed', 'published', 0],
    ['a cancelled event back on sale', 'cancelled', 'published', 0],
    ['a draft straight to closed', 'draft', 'closed', 0],
    ['an event with tickets sold to cancelled', 'published', 'cancelled', 3],
    ['an older event with tickets sold to cancelled', undefined, 'cancelled', 3],
  ])('refuses an organiser moving %s', async (_name, from, to, sold) => {
    const stored: StoredEvent = anEvent({ sold });
    if (from === undefined) delete stored.status;
    else stored.status = from as StoredEvent['status'];
    await world.seed('events', EVENT_ID, stored);
    await assertFails(updateDoc(doc(world.admin(), 'events', EVENT_ID), { status: to }));
  });

  it('refuses an organiser creating an event dated in the past or already closed', async () => {
    const db = world.admin();
    const yesterday = istDate(new Date(Date.now() - 24 * 60 * 60 * 1000));
    const create = (event: StoredEvent) => setDoc(doc(db, 'events', 'newEvent000001'), event);
    await assertFails(create(anEvent({ id: 'newEvent000001', date: yesterday })));
    await assertFails(create(anEvent({ id: 'newEvent000001', status: 'closed' })));
    await assertSucceeds(
      create(anEvent({ id: 'newEvent000001', status: 'draft', salesOpenAt: '2026-12-01T10:00' })),
    );
  });
});
