import {
  EVENT_DELETE_FAILED_MESSAGE,
  EVENT_SAVE_FAILED_MESSAGE,
  EVENTS_FETCH_FAILED_MESSAGE,
} from '@/domain/admin-messages';
import { isValidDocumentId } from '@/domain/document-id';
import { sortEventsByDate } from '@/domain/events';
import { seatAvailability } from '@/domain/seats';
import { guard } from '@/engine/errors';
import { createEvent, deleteEvent, toEvent, updateEvent } from '@/engine/flows/events';
import type { AdminEventsApi } from '../../admin-backend';
import type { DemoContext } from '../context';
import { adminRead, type CurrentActor } from './as-admin';

export function createAdminEventsApi(ctx: DemoContext, actor: CurrentActor): AdminEventsApi {
  const { db, env } = ctx;
  return {
    list: () =>
      adminRead(ctx, actor, EVENTS_FETCH_FAILED_MESSAGE, async () => {
        const now = env.now();
        return sortEventsByDate(
          (await db.events.toArray()).map((stored) => ({
            ...toEvent(stored),
            sold: seatAvailability(stored, now).sold,
          })),
        );
      }),
    get: (id) =>
      adminRead(ctx, actor, EVENTS_FETCH_FAILED_MESSAGE, async () => {
        const stored = isValidDocumentId(id) ? await db.events.get(id) : undefined;
        return stored ? toEvent(stored) : null;
      }),
    create: (values) => guard(EVENT_SAVE_FAILED_MESSAGE, () => createEvent(env, actor(), values)),
    update: (id, values) =>
      guard(EVENT_SAVE_FAILED_MESSAGE, () => updateEvent(env, actor(), id, values)),
    remove: (id) => guard(EVENT_DELETE_FAILED_MESSAGE, () => deleteEvent(env, actor(), id)),
  };
}
