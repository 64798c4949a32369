import { EVENTS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { isValidDocumentId } from '@/domain/document-id';
import { sortEventsByDate } from '@/domain/events';
import { seatAvailability } from '@/domain/seats';
import { withShardTotals } from '@/domain/seat-shards';
import { toEvent } from '@/engine/flows/events';
import type { AdminEventsApi } from '../../admin-backend';
import type { DemoContext } from '../context';
import { adminRead, type CurrentActor } from './as-admin';

/** The events screen's reads; its writes are the shared adminWrites. */
export function createAdminEventsReads(
  ctx: DemoContext,
  actor: CurrentActor,
): Pick<AdminEventsApi, 'list' | 'get'> {
  const { db, env } = ctx;
  return {
    list: () =>
      adminRead(ctx, actor, EVENTS_FETCH_FAILED_MESSAGE, async () => {
        const now = env.now();
        const shards = await db.seatShards.toArray();
        return sortEventsByDate(
          (await db.events.toArray()).map((stored) => ({
            ...toEvent(stored),
            sold: seatAvailability(withShardTotals(stored, shards), now).sold,
          })),
        );
      }),
    get: (id) =>
      adminRead(ctx, actor, EVENTS_FETCH_FAILED_MESSAGE, async () => {
        const stored = isValidDocumentId(id) ? await db.events.get(id) : undefined;
        return stored ? toEvent(stored) : null;
      }),
  };
}
