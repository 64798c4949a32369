import { vi } from 'vitest';
import type { VisitorReads } from '@/backend/firebase/document-reads';
import type { CollectionName, Collections } from '@/engine/collections';
import type { StoredEvent } from '@/domain/seats';

type Documents = { [C in CollectionName]?: Record<string, Collections[C]> };

/**
 * VisitorReads over a plain map, recording every read, so a test can say what was (and was not)
 * read. `upcomingEvents` applies the query's own filter, order and limit.
 */
export function fakeReads(documents: Documents = {}) {
  const get = vi.fn(async (collection: CollectionName, id: string) => {
    const found = (documents[collection] as Record<string, unknown> | undefined)?.[id];
    return (found ?? null) as never;
  });
  const upcomingEvents = vi.fn(async (fromDate: string, limit: number) =>
    Object.values((documents.events ?? {}) as Record<string, StoredEvent>)
      .filter((event) => event.date >= fromDate)
      .sort(
        (a, b) =>
          a.date.localeCompare(b.date) ||
          a.startTime.localeCompare(b.startTime) ||
          a.id.localeCompare(b.id),
      )
      .slice(0, limit),
  );
  const seatShards = vi.fn(async (eventId: string) =>
    Object.values(documents.seatShards ?? {}).filter((shard) => shard.eventId === eventId),
  );
  const reads: VisitorReads = { get: get as VisitorReads['get'], upcomingEvents, seatShards };
  return { reads, get, upcomingEvents, seatShards };
}

export { storedEvent } from '../../../support/stored-event';
