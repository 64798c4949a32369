import { EVENT_NOT_FOUND_MESSAGE } from '@/domain/admin-messages';
import { isValidDocumentId } from '@/domain/document-id';
import { parseEventForm, type Event } from '@/domain/events';
import {
  NO_SEATS_TAKEN,
  capacityBelowSoldMessage,
  EVENT_HAS_BOOKINGS_MESSAGE,
  seatCounters,
  seatsTaken,
} from '@/domain/seats';
import { BackendError } from '../errors';
import type { Actor, FlowEnv } from '../flow-env';
import { newDocumentId } from '../ids';
import { requireAdmin } from '../require-admin';

function formValues(values: unknown) {
  const parsed = parseEventForm(values);
  if (!parsed.ok) throw new BackendError('invalid-request', parsed.error);
  return parsed.value;
}

export { toEvent } from '@/domain/seats';

export async function createEvent(env: FlowEnv, actor: Actor, values: unknown): Promise<Event> {
  const id = newDocumentId(env.random);
  return env.store.transaction(async (tx) => {
    await requireAdmin(tx, actor);
    const event: Event = { id, ...formValues(values) };
    tx.set('events', id, { ...event, ...NO_SEATS_TAKEN });
    return event;
  });
}

/**
 * Replaces the organiser's fields and keeps the seat counters. Capacity may not drop below the
 * seats already sold or held: those people have paid or are paying.
 */
export async function updateEvent(
  env: FlowEnv,
  actor: Actor,
  id: string,
  values: unknown,
): Promise<Event> {
  const now = env.now();
  return env.store.transaction(async (tx) => {
    await requireAdmin(tx, actor);
    const clean = formValues(values);
    const stored = isValidDocumentId(id) ? await tx.get('events', id) : null;
    if (!stored) throw new BackendError('not-found', EVENT_NOT_FOUND_MESSAGE);
    const taken = seatsTaken(seatCounters(stored), now);
    if (clean.capacity < taken) {
      throw new BackendError('invalid-request', capacityBelowSoldMessage(taken));
    }
    const event: Event = { id, ...clean };
    tx.update('events', id, clean);
    return event;
  });
}

/** Deletes an event nobody has booked or is booking; one with bookings stays, saying why. */
export async function deleteEvent(env: FlowEnv, actor: Actor, id: string): Promise<void> {
  const now = env.now();
  await env.store.transaction(async (tx) => {
    await requireAdmin(tx, actor);
    const stored = isValidDocumentId(id) ? await tx.get('events', id) : null;
    if (!stored) return;
    if (seatsTaken(seatCounters(stored), now) > 0) {
      throw new BackendError('conflict', EVENT_HAS_BOOKINGS_MESSAGE);
    }
    tx.delete('events', id);
  });
}
