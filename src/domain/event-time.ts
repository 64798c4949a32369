import { parseIsoDate } from './format';

/** India has no daylight saving: IST is always UTC+05:30. */
const IST_OFFSET_MS = 330 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** docs/product-spec.md §1: the party lasts 4 hours; used when an event records no end time. */
export const DEFAULT_EVENT_HOURS = 4;

/** When an event happens, as instants. `allDay` when it records no start time. */
export interface EventWindow {
  start: Date;
  end: Date;
  allDay: boolean;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutesOf(time: string | null | undefined): number | null {
  const match = time ? HH_MM.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * An event on `date` (YYYY-MM-DD, India) from `start` to `end` (24-hour HH:mm, IST). An end not
 * after the start is on the next day (a party from 8 PM to 1 AM); no end means the spec's 4 hours;
 * no start means the whole day. null when the date is not a real date.
 */
export function eventWindow(
  date: string,
  start?: string | null,
  end?: string | null,
): EventWindow | null {
  const day = parseIsoDate(date);
  if (!day) return null;
  const midnight = day.getTime() - IST_OFFSET_MS;
  const from = minutesOf(start);
  if (from === null) {
    return { start: new Date(midnight), end: new Date(midnight + DAY_MS), allDay: true };
  }
  const startAt = midnight + from * 60_000;
  const to = minutesOf(end);
  let endAt = to === null ? startAt + DEFAULT_EVENT_HOURS * HOUR_MS : midnight + to * 60_000;
  if (endAt <= startAt) endAt += DAY_MS;
  return { start: new Date(startAt), end: new Date(endAt), allDay: false };
}

const CLOCK = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

/** '6:00 PM' → '18:00' (the inverse of formatTime); null for anything else. */
function to24Hour(clock: string): string | null {
  const match = CLOCK.exec(clock.trim());
  if (!match) return null;
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2] ?? '00'}`;
}

/**
 * A ticket stores its time as shown ('6:00 PM – 10:00 PM', '6:00 PM' or 'N/A', from
 * formatTimeRange); this reads the start and end back as HH:mm.
 */
export function parseTimeRange(display: string): { start: string; end: string | null } | null {
  const [from = '', to, ...rest] = display.split(/\s+[–-]\s+/);
  if (rest.length > 0) return null;
  const start = to24Hour(from);
  if (!start) return null;
  if (to === undefined) return { start, end: null };
  const end = to24Hour(to);
  return end ? { start, end } : null;
}

/** When a ticket's event happens, from its date and its displayed time. */
export function ticketEventWindow(ticket: { date: string; time: string }): EventWindow | null {
  const range = parseTimeRange(ticket.time);
  return eventWindow(ticket.date, range?.start, range?.end);
}

/** Ended: strictly after the end time (IST) on the event's date. Unknown dates never end. */
export function hasEventEnded(window: EventWindow | null, now: Date): boolean {
  return window !== null && now.getTime() > window.end.getTime();
}
