import type { CollectionName, Collections } from '@/engine/collections';
import type { StoredEvent } from '@/domain/seats';
import type { SeatShardDoc } from '@/domain/seat-shards';

/**
 * The reads the visitors' half makes, as plain functions of plain values: lite-reads.ts does
 * them with firestore/lite, and the unit tests hand in their own, so what is read when (and what
 * is never read) is tested without a Firestore emulator.
 */
export interface VisitorReads {
  /** A `get` of collection/{id}, decoded (ISO dates, id field set); null when there is none. */
  get<C extends CollectionName>(collection: C, id: string): Promise<Collections[C] | null>;
  /**
   * Published events dated `fromDate` (YYYY-MM-DD) or later, by date then start time, at most
   * `limit` (docs/design.md §3.12).
   */
  upcomingEvents(fromDate: string, limit: number): Promise<StoredEvent[]>;
  /** The seat shards of an event (docs/design.md §3.10): one query on its subcollection. */
  seatShards(eventId: string): Promise<SeatShardDoc[]>;
}
