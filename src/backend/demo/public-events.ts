import { EVENTS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { istDate } from '@/domain/format';
import { guard } from '@/engine/errors';
import { nextEventOnSale } from '@/engine/reads/next-event';
import type { PublicEventsApi } from '../backend';
import type { DemoContext } from './context';

export function createPublicEventsApi(ctx: DemoContext): PublicEventsApi {
  const { db } = ctx;
  return {
    // Seats come from the event document's own counters, as a visitor can read them in
    // production without seeing anyone's orders or bookings.
    nextUpcoming: (now = ctx.env.now()) =>
      guard(EVENTS_FETCH_FAILED_MESSAGE, async () => {
        const candidates = await db.events.where('date').aboveOrEqual(istDate(now)).toArray();
        return nextEventOnSale(candidates, now);
      }),
  };
}
