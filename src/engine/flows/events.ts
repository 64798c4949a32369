import { EVENT_NOT_FOUND_MESSAGE } from '@/domain/admin-messages';
import { isValidDocumentId } from '@/domain/document-id';
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
  EVENT_SOLD_INTO_PAST_MESSAGE,
  movesSoldEventIntoPast,
  seatsTaken,
} from '@/domain/seats';
import { BackendError } from '../errors';
import type { Actor, FlowEnv } from '../flow-env';
import { newDocumentId } from '../ids';
import { requireAdmin } from '../require-admin';
import { readEventShards } from '../seat-shards';

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
    // The shard count is fixed here for the event's life (docs/design.md §3.10); a shard with
    // no document has nothing sold or held, so none is written until an order takes seats.
    tx.set('events', id, { ...event, shards: shardCountForCapacity(event.capacity) });
    return event;
  });
}

/**
 * Replaces the organiser's fields and keeps the seat counters. Capacity may not drop below the
 * seats already sold or held: those people have paid or are paying. The shards re-split the new
 * capacity, so no shard may drop below what it has sold or holds (docs/design.md §3.10). For the
 * same people, an upcoming event they hold seats for may not move into the past
 * (docs/design.md §9.10).
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
    const shards = await readEventShards(tx, stored);
    const taken = shards.reduce((sum, shard) => sum + seatsTaken(shard.counters, now), 0);
    if (movesSoldEventIntoPast({ from: stored.date, to: clean.date, taken }, now)) {
      throw new BackendError('invalid-request', EVENT_SOLD_INTO_PAST_MESSAGE);
    }
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
