import {
  EVENT_DELETE_FAILED_MESSAGE,
  EVENT_NOT_FOUND_MESSAGE,
  EVENT_SAVE_FAILED_MESSAGE,
  EVENTS_FETCH_FAILED_MESSAGE,
} from '@/domain/admin-messages';
import { isValidDocumentId } from '@/domain/booking';
import {
  nextUpcomingEvent,
  parseEventForm,
  remainingCapacity,
  sortEventsByDate,
  type Event,
  type EventFormValues,
} from '@/domain/events';
import { BackendError, type EventAvailability, type EventsApi } from '../backend';
import type { DemoContext } from './context';
import { guard } from './guard';
import { newDocumentId } from './ids';
import { seatsTaken } from './seats';

function validated(values: EventFormValues): EventFormValues {
  // The admin form validated already; the store checks again, as Firestore rules would.
  const parsed = parseEventForm(values);
  if (!parsed.ok) throw new BackendError('invalid-request', parsed.error);
  return parsed.value;
}

export function createEventsApi(ctx: DemoContext): EventsApi {
  const { db } = ctx;

  return {
    list: () =>
      guard(EVENTS_FETCH_FAILED_MESSAGE, async () => sortEventsByDate(await db.events.toArray())),

    get: (id) =>
      guard(EVENTS_FETCH_FAILED_MESSAGE, async () =>
        isValidDocumentId(id) ? ((await db.events.get(id)) ?? null) : null,
      ),

    nextUpcoming: (now = ctx.now()) =>
      guard(EVENTS_FETCH_FAILED_MESSAGE, () =>
        db.transaction('r', [db.events, db.newbookings, db.orders], async () => {
          const event = nextUpcomingEvent(await db.events.toArray(), now);
          if (!event) return null;
          const sold = await seatsTaken(db, event.id, now);
          const availability: EventAvailability = {
            event,
            sold,
            remaining: remainingCapacity(event, sold),
          };
          return availability;
        }),
      ),

    create: (values) =>
      guard(EVENT_SAVE_FAILED_MESSAGE, async () => {
        const event: Event = { id: newDocumentId(ctx.random), ...validated(values) };
        await db.events.add(event);
        return event;
      }),

    update: (id, values) =>
      guard(EVENT_SAVE_FAILED_MESSAGE, async () => {
        const clean = validated(values);
        if (!isValidDocumentId(id)) throw new BackendError('not-found', EVENT_NOT_FOUND_MESSAGE);
        return db.transaction('rw', db.events, async () => {
          if (!(await db.events.get(id))) {
            throw new BackendError('not-found', EVENT_NOT_FOUND_MESSAGE);
          }
          const event: Event = { id, ...clean };
          await db.events.put(event);
          return event;
        });
      }),

    remove: (id) =>
      guard(EVENT_DELETE_FAILED_MESSAGE, async () => {
        if (isValidDocumentId(id)) await db.events.delete(id);
      }),
  };
}
