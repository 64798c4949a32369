import { eventState, isSelling, isShownToVisitors } from '@/domain/event-life';
import { sortEventsByDate } from '@/domain/events';
import {
  seatAvailability,
  toEvent,
  type EventAvailability,
  type NextEventOnSale,
  type StoredEvent,
} from '@/domain/seats';

/**
 * What the booking page sells, from the events visitors may see (docs/design.md §4.1, §3.12: on
 * sale, sold out or announced): the next one with its seats and, when that one is sold out or
 * not yet on sale, the first later event on sale that still has seats, so a visitor who arrives
 * too late is offered the next party rather than a dead end (docs/design.md §12.8); and all of
 * them, for the page to offer a choice. Both adapters read the candidates their own way and ask
 * this.
 */
export function nextEventOnSale(
  candidates: readonly StoredEvent[],
  now: Date,
): NextEventOnSale | null {
  const open = sortEventsByDate(
    candidates.filter((event) => isShownToVisitors(eventState(event, now))),
  ).map((event) => withSeats(event, now));
  const [next, ...later] = open;
  if (!next) return null;
  if (isSelling(next, now)) return { ...next, following: null, open };
  const following = later.find((event) => isSelling(event, now)) ?? null;
  return { ...next, following, open };
}

function withSeats(stored: StoredEvent, now: Date): EventAvailability {
  return { event: toEvent(stored), ...seatAvailability(stored, now) };
}
