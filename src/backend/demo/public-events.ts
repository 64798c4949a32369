import { EVENTS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { nextUpcomingEvent } from '@/domain/events';
import { seatAvailability, toEvent } from '@/domain/seats';
import { istDate } from '@/domain/format';
import { guard } from '@/engine/errors';
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
        const next = nextUpcomingEvent(candidates, now);
        if (!next) return null;
        return { event: toEvent(next), ...seatAvailability(next, now) };
      }),
  };
}
