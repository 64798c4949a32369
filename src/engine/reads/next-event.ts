import { nextUpcomingEvent, sortEventsByDate } from '@/domain/events';
import { istDate } from '@/domain/format';
import {
  seatAvailability,
  toEvent,
  type EventAvailability,
  type NextEventOnSale,
  type StoredEvent,
} from '@/domain/seats';

/**
 * What the booking page sells, from the earliest events dated today or later
 * (docs/design.md §4.1): the next event with its seats and, when that one is sold out, the first later event
 * that still has seats, so a visitor who arrives too late is offered the next party rather than a
 * dead end (docs/design.md §12.8). Both adapters read the candidates their own way and ask this.
 */
export function nextEventOnSale(
  candidates: readonly StoredEvent[],
  now: Date,
): NextEventOnSale | null {
  const next = nextUpcomingEvent(candidates, now);
  if (!next) return null;
  const availability = withSeats(next, now);
  if (availability.remaining > 0) return { ...availability, following: null };
  const today = istDate(now);
  const later = sortEventsByDate(candidates).filter(
    (event) => event.id !== next.id && event.date >= today && isAfter(event, next),
  );
  const following =
    later.map((event) => withSeats(event, now)).find((event) => event.remaining > 0) ?? null;
  return { ...availability, following };
}

function withSeats(stored: StoredEvent, now: Date): EventAvailability {
  return { event: toEvent(stored), ...seatAvailability(stored, now) };
}

function isAfter(event: StoredEvent, than: StoredEvent): boolean {
  return sortEventsByDate([than, event])[0] === than;
}
