import { collection, doc, orderBy, query } from 'firebase/firestore';
import { EVENTS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { isValidDocumentId } from '@/domain/document-id';
import { sortEventsByDate } from '@/domain/events';
import { seatAvailability } from '@/domain/seats';
import { withShardTotals } from '@/domain/seat-shards';
import { toEvent } from '@/engine/flows/events';
import type { AdminEventsApi } from '../../admin-backend';
import { adminRead } from './as-admin';
import type { FirebaseAdminContext } from './context';
import { readDoc, readQuery } from './read-docs';
import { readSeatShards } from './read-seat-shards';

/** The events screen's reads; its writes are the shared adminWrites. */
export function createAdminEventsReads(
  ctx: FirebaseAdminContext,
): Pick<AdminEventsApi, 'list' | 'get'> {
  const { db, env } = ctx;
  return {
    // docs/product-spec.md §7: events sorted by date ascending. The seats come from the events'
    // seat shards (docs/design.md §3.10), so the list is two queries however many bookings there are.
    list: () =>
      adminRead(ctx, EVENTS_FETCH_FAILED_MESSAGE, async () => {
        const [stored, shards] = await Promise.all([
          readQuery('events', query(collection(db, 'events'), orderBy('date'))),
          readSeatShards(db),
        ]);
        const now = env.now();
        // Sorted again by the domain: the same day breaks ties by start time, then id.
        return sortEventsByDate(
          stored.map((event) => ({
            ...toEvent(event),
            sold: seatAvailability(withShardTotals(event, shards), now).sold,
          })),
        );
      }),
    get: (id) =>
      adminRead(ctx, EVENTS_FETCH_FAILED_MESSAGE, async () => {
        const stored = isValidDocumentId(id)
          ? await readDoc('events', doc(db, 'events', id))
          : null;
        return stored ? toEvent(stored) : null;
      }),
  };
}
