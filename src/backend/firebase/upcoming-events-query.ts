import { istDate } from '@/domain/format';

/**
 * How many of the earliest events from today are read to pick the next one. The query orders by
 * date and start time, so the first readable one is the answer; the rest only stand in for
 * documents the domain refuses (a malformed date written by an older tool).
 */
export const UPCOMING_EVENTS_LIMIT = 5;

/**
 * What the booking page's event query asks for at `now`: events dated today or later in India
 * (an event stays upcoming all day, so the door can still scan after it starts), wherever the
 * visitor's own clock and time zone are.
 */
export function upcomingEventsQuery(now: Date): { fromDate: string; limit: number } {
  return { fromDate: istDate(now), limit: UPCOMING_EVENTS_LIMIT };
}
