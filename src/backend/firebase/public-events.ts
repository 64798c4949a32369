import { EVENTS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { withShardTotals } from '@/domain/seat-shards';
import { guard } from '@/engine/errors';
import { nextEventOnSale } from '@/engine/reads/next-event';
import type { PublicEventsApi } from '../backend';
import type { VisitorReads } from './document-reads';
import { upcomingEventsQuery } from './upcoming-events-query';

/**
 * The next event with its seats, as the demo gives it: seats come from each candidate's seat
 * shards (docs/design.md §3.10; a visitor may read events and their shards, never anyone's
 * orders or bookings), read side by side.
 */
export function createPublicEventsApi(reads: VisitorReads, clock: () => Date): PublicEventsApi {
  return {
    nextUpcoming: (now = clock()) =>
      guard(EVENTS_FETCH_FAILED_MESSAGE, async () => {
        const { fromDate, limit } = upcomingEventsQuery(now);
        const events = await reads.upcomingEvents(fromDate, limit);
        const shards = await Promise.all(events.map((event) => reads.seatShards(event.id)));
        return nextEventOnSale(
          events.map((event, i) => withShardTotals(event, shards[i] ?? [])),
          now,
        );
      }),
  };
}
