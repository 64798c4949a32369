import { EVENTS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { guard } from '@/engine/errors';
import { nextEventOnSale } from '@/engine/reads/next-event';
import type { PublicEventsApi } from '../backend';
import type { VisitorReads } from './document-reads';
import { upcomingEventsQuery } from './upcoming-events-query';

/**
 * The next event with its seats, as the demo gives it: seats come from the event document's own
 * counters (a visitor may read events, never anyone's orders or bookings).
 */
export function createPublicEventsApi(reads: VisitorReads, clock: () => Date): PublicEventsApi {
  return {
    nextUpcoming: (now = clock()) =>
      guard(EVENTS_FETCH_FAILED_MESSAGE, async () => {
        const { fromDate, limit } = upcomingEventsQuery(now);
        return nextEventOnSale(await reads.upcomingEvents(fromDate, limit), now);
      }),
  };
}
