import type { Event } from '@/domain/events';
import { formatEventDate, formatEventDay } from '@/domain/format';
import type { Registration } from '@/domain/registrations';
import type { EventOption } from './registration-filters';

export interface EventLabels {
  /** The filter's choices: every event, newest date first, then events only bookings name. */
  options: EventOption[];
  /** What a card and the CSV call a registration's event. */
  labelOf: (registration: Registration) => string;
  /** The same event as the table shows it: its title, and under it its date. */
  eventNameOf: (registration: Registration) => EventName;
}

export interface EventName {
  title: string;
  /** The event's date ('19 December 2026'), or for an event no longer listed its id. */
  detail: string;
}

export const UNKNOWN_EVENT_LABEL = 'Event no longer listed';

/**
 * Names events by title and date: the seeded past party and the upcoming one share a title.
 * Without the events list (still loading, or failed) a new booking's copied title still names it.
 */
export function eventLabels(
  events: readonly Event[] | undefined,
  registrations: readonly Registration[],
): EventLabels {
  const labels = new Map<string, string>();
  const names = new Map<string, EventName>();
  const listed = [...(events ?? [])].sort((a, b) => b.date.localeCompare(a.date));
  for (const event of listed) {
    labels.set(event.id, `${event.title} (${formatEventDate(event.date)})`);
    names.set(event.id, { title: event.title, detail: formatEventDay(event.date) });
  }
  const options: EventOption[] = listed.map((event) => ({
    id: event.id,
    label: labels.get(event.id) ?? event.title,
  }));
  for (const registration of registrations) {
    if (labels.has(registration.eventId)) continue;
    const label = registration.eventTitle ?? `${UNKNOWN_EVENT_LABEL} (${registration.eventId})`;
    labels.set(registration.eventId, label);
    names.set(
      registration.eventId,
      registration.eventTitle
        ? { title: registration.eventTitle, detail: '' }
        : { title: UNKNOWN_EVENT_LABEL, detail: registration.eventId },
    );
    options.push({ id: registration.eventId, label });
  }
  return {
    options,
    labelOf: (registration) => labels.get(registration.eventId) ?? UNKNOWN_EVENT_LABEL,
    eventNameOf: (registration) =>
      names.get(registration.eventId) ?? { title: UNKNOWN_EVENT_LABEL, detail: '' },
  };
}
