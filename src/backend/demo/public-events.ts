import { EVENTS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { istDate } from '@/domain/format';
import { withShardTotals } from '@/domain/seat-shards';
import { guard } from '@/engine/errors';
import { nextEventOnSale } from '@/engine/reads/next-event';
import type { PublicEventsApi } from '../backend';
import type { DemoContext } from './context';

export function createPublicEventsApi(ctx: DemoContext): PublicEventsApi {
  const { db } = ctx;
  return {
    // Seats come from the event's seat shards (docs/design.md §3.10), as a visitor can read them
    // in production without seeing anyone's orders or bookings.
    nextUpcoming: (now = ctx.env.now()) =>
      guard(EVENTS_FETCH_FAILED_MESSAGE, async () => {
        const events = await db.events.where('date').aboveOrEqual(istDate(now)).toArray();
        const ids = events.map((event) => event.id);
        const shards = await db.seatShards.where('eventId').anyOf(ids).toArray();
        return nextEventOnSale(
          events.map((event) => withShardTotals(event, shards)),
          now,
        );
      }),
  };
}
