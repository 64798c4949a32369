import { isPastEvent, nextUpcomingEvent, sortEventsByDate, type Event } from './events';
import { parseIsoDate } from './format';

/** The event the overview leads with, and whether it is still to come. */
export interface OverviewEvent<E extends Event> {
  event: E;
  /** 'past' only when no event is dated today or later: then the latest one that has been. */
  when: 'upcoming' | 'past';
}

/**
 * docs/design.md §14.4: the event the door checks in (nextUpcomingEvent, today's included all
 * day); with none to come, the most recent one that has been, labelled as past, so the overview
 * still shows how the last party went rather than nothing.
 */
export function overviewEvent<E extends Event>(
  events: readonly E[],
  now: Date,
): OverviewEvent<E> | null {
  const next = nextUpcomingEvent(events, now);
  if (next) return { event: next, when: 'upcoming' };
  const past = events.filter(
    (event) => parseIsoDate(event.date) !== null && isPastEvent(event, now),
  );
  const latest = sortEventsByDate(past).at(-1);
  return latest ? { event: latest, when: 'past' } : null;
}
