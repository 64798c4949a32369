import { remainingCapacity, type Event } from './events';

/**
 * Seats of an event, kept on the event document itself (docs/design.md §1.2: a flow reads by id
 * only, so the aggregate it needs lives on a document it reads and writes in the same transaction).
 *
 * `sold` counts tickets of confirmed bookings. `holds` are unpaid orders' seats, keyed by a
 * random hold id (never the order id: the event document is public, and an order id would let
 * a stranger abandon someone else's checkout). A hold counts only until its `until`; lapsed
 * entries are ignored when counting and dropped by the next write, so a closed tab never keeps
 * seats from other buyers longer than the 15-minute hold.
 */
export interface SeatHold {
  seats: number;
  /** ISO time the hold lapses. */
  until: string;
}

export interface SeatCounters {
  sold: number;
  holds: Record<string, SeatHold>;
}

/**
 * events/{id} as stored: the organiser's fields and how many seat shards keep its counters
 * (domain/seat-shards.ts; absent means one). `sold`/`holds` are found only on events written
 * before shards: shard 0 takes them over on its first write, and nothing writes them again.
 */
export type StoredEvent = Event & { shards?: number } & Partial<SeatCounters>;

export const NO_SEATS_TAKEN: SeatCounters = { sold: 0, holds: {} };

function wholeOrZero(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

function isLive(hold: SeatHold | undefined, now: Date): hold is SeatHold {
  if (!hold) return false;
  const until = Date.parse(hold.until);
  return Number.isFinite(until) && until > now.getTime();
}

/** The counters of a stored event, read defensively: a missing or odd field counts as nothing. */
export function seatCounters(stored: Partial<SeatCounters>): SeatCounters {
  const holds: Record<string, SeatHold> = {};
  const raw = stored.holds;
  if (raw && typeof raw === 'object') {
    for (const [id, hold] of Object.entries(raw)) {
      if (hold && typeof hold.until === 'string')
        holds[id] = { seats: wholeOrZero(hold.seats), until: hold.until };
    }
  }
  return { sold: wholeOrZero(stored.sold), holds };
}

/** Seats taken now: sold plus live holds, optionally leaving one hold out (the order being paid). */
export function seatsTaken(
  counters: SeatCounters,
  now: Date,
  exceptHoldId: string | null = null,
): number {
  let held = 0;
  for (const [id, hold] of Object.entries(counters.holds)) {
    if (id !== exceptHoldId && isLive(hold, now)) held += hold.seats;
  }
  return counters.sold + held;
}

/** The holds of `counters` still live at `now`, by hold id, leaving out `without`. */
export function liveHolds(counters: SeatCounters, now: Date, without: string | null = null) {
  const holds: Record<string, SeatHold> = {};
  for (const [id, hold] of Object.entries(counters.holds)) {
    if (id !== without && isLive(hold, now)) holds[id] = hold;
  }
  return holds;
}

/** The counters after an unpaid order takes `seats` until `until` (lapsed holds are dropped). */
export function withHold(
  counters: SeatCounters,
  holdId: string,
  seats: number,
  until: string,
  now: Date,
): SeatCounters {
  return {
    sold: counters.sold,
    holds: { ...liveHolds(counters, now, holdId), [holdId]: { seats, until } },
  };
}

/** The counters after a hold is given back (the checkout was closed or the hold lapsed). */
export function withoutHold(
  counters: SeatCounters,
  holdId: string | null,
  now: Date,
): SeatCounters {
  return { sold: counters.sold, holds: liveHolds(counters, now, holdId) };
}

/** The counters after an order becomes a booking of `seats` tickets: its hold turns into a sale. */
export function withSale(
  counters: SeatCounters,
  holdId: string | null,
  seats: number,
  now: Date,
): SeatCounters {
  return { sold: counters.sold + seats, holds: liveHolds(counters, now, holdId) };
}

export const EVENT_HAS_BOOKINGS_MESSAGE =
  'This event has bookings, so it cannot be deleted. Edit it instead.';

export function capacityBelowSoldMessage(taken: number): string {
  return `Capacity cannot be below the ${taken} ${taken === 1 ? 'ticket' : 'tickets'} already sold.`;
}

/** What a visitor sees of an event's seats: taken (sold + live holds) and left, from its document. */
export function seatAvailability(
  stored: Pick<Event, 'capacity'> & Partial<SeatCounters>,
  now: Date,
): { sold: number; remaining: number } {
  const sold = seatsTaken(seatCounters(stored), now);
  return { sold, remaining: remainingCapacity(stored, sold) };
}

export interface EventAvailability {
  event: Event;
  /**
   * Seats taken: tickets of confirmed bookings of this event plus those held by unpaid orders
   * still inside their 15-minute hold (so two buyers cannot pay for the last seat).
   */
  sold: number;
  /** capacity − sold, never below 0. */
  remaining: number;
}

/** The next event and, when it is sold out, the first later one with seats (docs/design.md §12.8). */
export interface NextEventOnSale extends EventAvailability {
  following: EventAvailability | null;
  /** Every upcoming event visitors may see, this one first (docs/design.md §3.12). */
  open: EventAvailability[];
}

/** The event without its counters, as screens show it. */
export function toEvent(stored: StoredEvent): Event {
  const { sold: _sold, holds: _holds, shards: _shards, ...event } = stored;
  return event;
}
