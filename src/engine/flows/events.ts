import { EVENT_NOT_FOUND_MESSAGE } from '@/domain/admin-messages';
import { isValidDocumentId } from '@/domain/document-id';
import {
  canTransition,
  EVENT_LIFE_MESSAGES,
  eventState,
  isPastDateChange,
  refusedActionMessage,
  STATUS_AFTER,
  storedStatus,
  type EventAction,
  type EventStatus,
} from '@/domain/event-life';
import { parseEventForm, type Event } from '@/domain/events';
import {
  capacityBelowShardsMessage,
  resplitRefusal,
  shardCountForCapacity,
  shardDocId,
} from '@/domain/seat-shards';
import {
  capacityBelowSoldMessage,
  EVENT_HAS_BOOKINGS_MESSAGE,
  seatsTaken,
  toEvent,
} from '@/domain/seats';
import { BackendError } from '../errors';
import type { Actor, FlowEnv } from '../flow-env';
import { newDocumentId } from '../ids';
import { requireAdmin } from '../require-admin';
import { readEventShards } from '../seat-shards';

/** The form's values, refused when they name a date that has passed and `from` did not. */
function formValues(values: unknown, from: string | null, now: Date) {
  const parsed = parseEventForm(values);
  if (!parsed.ok) throw new BackendError('invalid-request', parsed.error);
  if (isPastDateChange(from, parsed.value.date, now)) {
    throw new BackendError('invalid-request', EVENT_LIFE_MESSAGES.dateInPast);
  }
  return parsed.value;
}

/** A saved draft stays one or is published; any other event keeps its status. */
function statusAfterSave(stored: { status?: unknown }, asked: 'draft' | 'published'): EventStatus {
  const status = storedStatus(stored);
  if (status === 'draft') return asked;
  if (asked === 'draft') throw new BackendError('invalid-request', EVENT_LIFE_MESSAGES.backToDraft);
  return status;
}

export { toEvent };

export async function createEvent(env: FlowEnv, actor: Actor, values: unknown): Promise<Event> {
  const id = newDocumentId(env.random);
  const now = env.now();
  return env.store.transaction(async (tx) => {
    await requireAdmin(tx, actor);
    const event: Event = { id, ...formValues(values, null, now) };
    // The shard count is fixed here for the event's life (docs/design.md §3.10); a shard with
    // no document has nothing sold or held, so none is written until an order takes seats.
    tx.set('events', id, { ...event, shards: shardCountForCapacity(event.capacity) });
    return event;
  });
}

/**
 * Replaces the organiser's fields and keeps the seat counters. Capacity may not drop below the
 * seats already sold or held: those people have paid or are paying. The shards re-split the new
 * capacity, so no shard may drop below what it has sold or holds (docs/design.md §3.10). An
 * upcoming event may not move to a date that has passed (docs/design.md §9.10). Saving a draft
 * without "draft" publishes it (docs/design.md §3.12).
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
    const stored = isValidDocumentId(id) ? await tx.get('events', id) : null;
    if (!stored) throw new BackendError('not-found', EVENT_NOT_FOUND_MESSAGE);
    const form = formValues(values, stored.date, now);
    const clean = { ...form, status: statusAfterSave(stored, form.status) };
    const shards = await readEventShards(tx, stored);
    const refusal = resplitRefusal(
      clean.capacity,
      shards.map((shard) => shard.counters),
      now,
    );
    if (refusal) {
      const least = refusal.leastCapacity;
      throw new BackendError(
        'invalid-request',
        shards.length === 1
          ? capacityBelowSoldMessage(least)
          : capacityBelowShardsMessage(least, shards.length),
      );
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
    const shards = await readEventShards(tx, stored);
    if (shards.some((shard) => seatsTaken(shard.counters, now) > 0)) {
      throw new BackendError('conflict', EVENT_HAS_BOOKINGS_MESSAGE);
    }
    for (const shard of shards) tx.delete('seatShards', shardDocId(id, shard.index));
    tx.delete('events', id);
  });
}

/**
 * "End sales now" and "Cancel event" (docs/design.md §3.12). Orders already made are settled as
 * before (a late payment is honoured or refunded by fulfil-order.ts). An event with seats sold or
 * being paid for is not cancelled until organisers can refund from the back-office: it says so.
 */
export async function changeEventStatus(
  env: FlowEnv,
  actor: Actor,
  id: string,
  action: Exclude<EventAction, 'publish'>,
): Promise<Event> {
  const now = env.now();
  return env.store.transaction(async (tx) => {
    await requireAdmin(tx, actor);
    const stored = isValidDocumentId(id) ? await tx.get('events', id) : null;
    if (!stored) throw new BackendError('not-found', EVENT_NOT_FOUND_MESSAGE);
    const state = eventState(stored, now);
    if (!canTransition(state, action)) {
      throw new BackendError('conflict', refusedActionMessage(state, action));
    }
    if (action === 'cancel') {
      const shards = await readEventShards(tx, stored);
      if (shards.some((shard) => seatsTaken(shard.counters, now) > 0)) {
        throw new BackendError('conflict', EVENT_LIFE_MESSAGES.cancelWithTickets);
      }
    }
    const status = STATUS_AFTER[action];
    tx.update('events', id, { status });
    return { ...toEvent(stored), status };
  });
}
