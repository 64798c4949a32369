import type { TicketCounts } from './prices';
import { ticketCountsIssue, type TicketCountsIssue } from './quantities';
import {
  NO_SEATS_TAKEN,
  seatCounters,
  seatsTaken,
  type SeatCounters,
  type StoredEvent,
} from './seats';

/**
 * docs/design.md §3.10: an event's seats are split across N shard documents,
 * events/{id}/seatShards/{0…N−1}, each owning a fixed slice of the capacity with its own
 * `sold` and `holds`, so N orders can commit at once instead of queueing on one document.
 */

/** More shards than this cost every seats-left view more reads than a launch gains. */
export const MAX_SEAT_SHARDS = 10;

/** An event gets one shard per this many seats when it is created (at least 1, at most 10). */
export const SEATS_PER_SHARD = 1000;

/** events/{eventId}/seatShards/{index}: one slice's counters (docs/design.md §3.3, per shard). */
export interface SeatShardDoc extends SeatCounters {
  /** The engine's id of the document: shardDocId(eventId, index). */
  id: string;
  eventId: string;
  index: number;
}

/** The shard count of a new event of `capacity` seats: ordinary events keep one. */
export function shardCountForCapacity(capacity: number): number {
  const wanted = Math.ceil(Math.max(0, capacity) / SEATS_PER_SHARD);
  return Math.min(MAX_SEAT_SHARDS, Math.max(1, wanted));
}

/** An event's shard count as stored, read defensively: absent or odd means one (older events). */
export function shardCountOf(event: { shards?: unknown }): number {
  const n = event.shards;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 && n <= MAX_SEAT_SHARDS ? n : 1;
}

const SEPARATOR = ':';

/**
 * The Store's id of a shard document. The Store addresses documents by collection and id, so a
 * shard's id carries its event; the Firestore adapters turn it into the subcollection path.
 */
export function shardDocId(eventId: string, index: number): string {
  return `${eventId}${SEPARATOR}${index}`;
}

/** The event and index a shard id names, or null when it names none. */
export function parseShardDocId(id: string): { eventId: string; index: number } | null {
  const at = id.lastIndexOf(SEPARATOR);
  if (at <= 0) return null;
  const digits = id.slice(at + 1);
  if (!/^\d{1,2}$/.test(digits)) return null;
  const index = Number(digits);
  if (index >= MAX_SEAT_SHARDS) return null;
  return { eventId: id.slice(0, at), index };
}

/** Each shard's slice of `capacity`: capacity ÷ n, the remainder to the first shards. */
export function splitCapacity(capacity: number, n: number): number[] {
  const seats = Math.max(0, Math.floor(capacity));
  const base = Math.floor(seats / n);
  const extra = seats % n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

/**
 * A shard's counters from its document, or, for shard 0 of an event from before shards, from the
 * counters still on the event document (docs/design.md §3.10: the first write of shard 0 copies
 * them, so no deploy step moves data). Any other missing shard has nothing taken.
 */
export function shardCountersFrom(
  doc: Partial<SeatCounters> | null,
  index: number,
  legacy: Partial<SeatCounters>,
): SeatCounters {
  if (doc) return seatCounters(doc);
  return index === 0 ? seatCounters(legacy) : seatCounters(NO_SEATS_TAKEN);
}

/**
 * The order in which one buyer tries the shards: a random first, then the rest in a random
 * order too — not the next in rotation, which would send every buyer who met a sold-out shard
 * to the same neighbour and pile them onto it. `draws` are the buyer's random bytes, one per
 * possible shard; ties go to the lower index.
 */
export function shardTryOrder(draws: ArrayLike<number>, n: number): number[] {
  const indexes = Array.from({ length: n }, (_, i) => i);
  return indexes.sort((a, b) => (draws[a] ?? 0) - (draws[b] ?? 0) || a - b);
}

/** What one shard's seats say to an order. */
export type ShardVerdict =
  | { kind: 'fits' }
  /** A problem with the request itself, the same on every shard: answered at once. */
  | { kind: 'request'; issue: TicketCountsIssue }
  | { kind: 'sold-out' }
  /** Fewer seats left in this shard than the order asks. */
  | { kind: 'short'; left: number };

export interface ShardSeats {
  capacity: number;
  counters: SeatCounters;
}

/** Seats left in one shard now: its slice less sold and live holds. */
export function shardSeatsLeft(shard: ShardSeats, now: Date): number {
  return Math.max(0, shard.capacity - seatsTaken(shard.counters, now));
}

/** One shard's answer to an order for `counts`, by the seats it has left. */
export function shardVerdict(shard: ShardSeats, counts: TicketCounts, now: Date): ShardVerdict {
  const left = shardSeatsLeft(shard, now);
  const issue = ticketCountsIssue(counts, left);
  if (issue?.kind === 'sold-out') return { kind: 'sold-out' };
  if (issue?.kind === 'over-capacity') return { kind: 'short', left };
  if (issue) return { kind: 'request', issue };
  return { kind: 'fits' };
}

/** The answer to a buyer no shard could seat: what the refusals of the shards tried add up to. */
export type ShardsRefusal = { kind: 'short'; left: number } | { kind: 'sold-out' };

/**
 * The best answer of the shards that refused (an order is never split across shards): "only N
 * left" with the most any one shard has, else sold out. With one shard it is that shard's own
 * answer, as before shards.
 */
export function combineRefusals(refusals: readonly ShardsRefusal[]): ShardsRefusal {
  let most = 0;
  for (const refusal of refusals) {
    if (refusal.kind === 'short') most = Math.max(most, refusal.left);
  }
  return most > 0 ? { kind: 'short', left: most } : { kind: 'sold-out' };
}

/**
 * The least capacity that keeps every shard's sold and held seats in its slice, given the
 * shards' seats taken now: slice i of capacity C is at least t when C ≥ (t − 1)·N + i + 1.
 * With one shard it is the seats taken, as before shards.
 */
export function leastCapacityForShards(shards: readonly SeatCounters[], now: Date): number {
  const n = shards.length;
  let least = 0;
  for (const [index, counters] of shards.entries()) {
    const taken = seatsTaken(counters, now);
    if (taken > 0) least = Math.max(least, (taken - 1) * n + index + 1);
  }
  return least;
}

/**
 * A capacity change re-splits the same N shards: each takes its new slice (more seats go evenly
 * to the shards, fewer come from their unsold seats), and the change is refused when a shard's
 * new slice would be below what it has sold and holds — those people have paid or are paying.
 * Null when the capacity keeps every shard's seats, else the least capacity that would.
 */
export function resplitRefusal(
  capacity: number,
  shards: readonly SeatCounters[],
  now: Date,
): { leastCapacity: number } | null {
  const least = leastCapacityForShards(shards, now);
  return capacity < least ? { leastCapacity: least } : null;
}

export function capacityBelowShardsMessage(least: number, shards: number): string {
  return `Capacity cannot be below ${least}: the seats are split into ${shards} equal parts for a fast on-sale, and each part keeps the tickets sold or held in it.`;
}

/** The counters of all an event's shards added up: what visitors and organisers see. */
export function sumShards(shards: readonly SeatCounters[]): SeatCounters {
  const total: SeatCounters = { sold: 0, holds: {} };
  for (const shard of shards) {
    total.sold += shard.sold;
    Object.assign(total.holds, shard.holds);
  }
  return total;
}

/**
 * The event as visitors and organisers see its seats: its counters replaced by the sum of its
 * shards' (with shard 0 read from the event itself until it has a document), so every screen
 * keeps reading `sold` and `holds` off one event as it did before shards.
 */
export function withShardTotals(
  event: StoredEvent,
  shardDocs: readonly SeatShardDoc[],
): StoredEvent {
  const n = shardCountOf(event);
  const byIndex = new Map<number, SeatShardDoc>();
  for (const doc of shardDocs) if (doc.eventId === event.id) byIndex.set(doc.index, doc);
  const counters = Array.from({ length: n }, (_, index) =>
    shardCountersFrom(byIndex.get(index) ?? null, index, event),
  );
  return { ...event, ...sumShards(counters) };
}
