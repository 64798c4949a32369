import * as z from 'zod/mini';
import {
  salesOpenAtField,
  salesOpenBeforeStart,
  EVENT_LIFE_MESSAGES,
  type EventStatus,
} from './event-life';
import { parseForm, requiredText, wholeNumber, type ParseResult } from './form-fields';
import { istDate, isValidTime, parseIsoDate } from './format';

/** events/{id}. Dates are IST calendar dates; times are 24-hour HH:mm, IST. */
export interface Event {
  id: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  startTime: string;
  /** HH:mm */
  endTime: string;
  location: string;
  /** Whole rupees. */
  price: number;
  capacity: number;
  imageUrl: string;
  description: string;
  /** docs/design.md §3.12; absent on events stored before events had a life (read as published). */
  status?: EventStatus;
  /** When sales open, 'YYYY-MM-DDTHH:mm' IST; '' or absent: as soon as it is published. */
  salesOpenAt?: string;
}

export const EVENT_TITLE_MAX = 120;
export const EVENT_LOCATION_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_PRICE_MIN = 0;
export const EVENT_PRICE_MAX = 1_000_000;
export const EVENT_CAPACITY_MIN = 1;
export const EVENT_CAPACITY_MAX = 100_000;

export const EVENT_MESSAGES = {
  titleRequired: 'Please enter the event title.',
  titleTooLong: `Title must be ${EVENT_TITLE_MAX} characters or fewer.`,
  dateRequired: 'Please enter the event date.',
  dateInvalid: 'Please enter a real date (YYYY-MM-DD).',
  startRequired: 'Please enter the start time.',
  endRequired: 'Please enter the end time.',
  timeInvalid: 'Please enter a time as HH:mm (24-hour).',
  endNotAfterStart: 'End time must be after the start time.',
  locationRequired: 'Please enter the location.',
  locationTooLong: `Location must be ${EVENT_LOCATION_MAX} characters or fewer.`,
  priceRequired: 'Please enter the ticket price.',
  priceInvalid: `Price must be a whole number of rupees from 0 to ${EVENT_PRICE_MAX}.`,
  capacityRequired: 'Please enter the capacity.',
  capacityInvalid: `Capacity must be a whole number from 1 to ${EVENT_CAPACITY_MAX}.`,
  imageUrlInvalid: 'Image URL must start with https:// or /.',
  statusInvalid: 'An event is saved as a draft or published.',
  descriptionTooLong: `Description must be ${EVENT_DESCRIPTION_MAX} characters or fewer.`,
} as const;

const M = EVENT_MESSAGES;

function timeField(required: string) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.refine(isValidTime, M.timeInvalid),
    );
}

/** Unreadable times are left to their own fields' messages; HH:mm compares as text. */
export function endsAfterStart(startTime: unknown, endTime: unknown): boolean {
  if (typeof startTime !== 'string' || typeof endTime !== 'string') return true;
  const start = startTime.trim();
  const end = endTime.trim();
  if (!isValidTime(start) || !isValidTime(end)) return true;
  return end > start;
}

// Only https and site-relative addresses: a javascript: or data: URL must never reach an <img>,
// and an http:// poster is blocked as mixed content on the https site, leaving a broken image
// on /booking (docs/design.md §9.10).
function isSafeImageUrl(url: string): boolean {
  return url === '' || /^https:\/\/\S+$/i.test(url) || /^\/(?!\/)\S*$/.test(url);
}

/**
 * The admin event form. The end must come after the start on the same date (docs/design.md §9.10:
 * "end after start"): an event is one evening, and a time earlier than the start is far more often
 * a slip of the finger than a party running past midnight.
 */
export const eventFormSchema = z
  .object({
    title: requiredText(M.titleRequired, EVENT_TITLE_MAX, M.titleTooLong),
    date: z.string({ error: M.dateRequired }).check(
      z.trim(),
      z.minLength(1, { error: M.dateRequired, abort: true }),
      z.refine((value) => parseIsoDate(value) !== null, M.dateInvalid),
    ),
    startTime: timeField(M.startRequired),
    endTime: timeField(M.endRequired),
    location: requiredText(M.locationRequired, EVENT_LOCATION_MAX, M.locationTooLong),
    price: wholeNumber({
      required: M.priceRequired,
      invalid: M.priceInvalid,
      min: EVENT_PRICE_MIN,
      max: EVENT_PRICE_MAX,
    }),
    capacity: wholeNumber({
      required: M.capacityRequired,
      invalid: M.capacityInvalid,
      min: EVENT_CAPACITY_MIN,
      max: EVENT_CAPACITY_MAX,
    }),
    imageUrl: z.pipe(
      z.pipe(
        z.optional(z.string()),
        z.transform((value) => (value ?? '').trim()),
      ),
      z.string().check(z.refine(isSafeImageUrl, M.imageUrlInvalid)),
    ),
    description: z.pipe(
      z.pipe(
        z.optional(z.string()),
        z.transform((value) => (value ?? '').trim()),
      ),
      z.string().check(z.maxLength(EVENT_DESCRIPTION_MAX, M.descriptionTooLong)),
    ),
    salesOpenAt: salesOpenAtField,
    // "Save as draft" keeps it from visitors; anything else publishes it (docs/design.md §3.12).
    status: z.pipe(
      z.optional(z.enum(['draft', 'published'], { error: M.statusInvalid })),
      z.transform((value): Extract<EventStatus, 'draft' | 'published'> => value ?? 'published'),
    ),
  })
  .check(
    z.refine((form) => endsAfterStart(form.startTime, form.endTime), {
      error: M.endNotAfterStart,
      path: ['endTime'],
    }),
    z.refine(salesOpenBeforeStart, {
      error: EVENT_LIFE_MESSAGES.salesOpenAfterStart,
      path: ['salesOpenAt'],
    }),
  );

type ParsedEventForm = z.output<typeof eventFormSchema>;

/** What the form hands the port: the on-sale time and draft are optional (a published event). */
export type EventFormValues = Omit<ParsedEventForm, 'salesOpenAt' | 'status'> &
  Pick<Event, 'salesOpenAt' | 'status'>;

export function parseEventForm(input: unknown): ParseResult<ParsedEventForm> {
  return parseForm(eventFormSchema, input);
}

function byStart(a: Event, b: Event): number {
  return (
    a.date.localeCompare(b.date) ||
    a.startTime.localeCompare(b.startTime) ||
    a.id.localeCompare(b.id)
  );
}

/** Ascending by date, then start time; ties broken by id so the order is stable everywhere. */
export function sortEventsByDate<E extends Event>(events: readonly E[]): E[] {
  return [...events].sort(byStart);
}

/**
 * The event the booking page sells and the scanner checks in: the earliest one dated today or
 * later in India. Today's event stays "upcoming" all day so doors can still scan after it starts.
 */
export function nextUpcomingEvent<E extends Event>(events: readonly E[], now: Date): E | null {
  const today = istDate(now);
  const upcoming = events.filter(
    (event) => parseIsoDate(event.date) !== null && event.date >= today,
  );
  return sortEventsByDate(upcoming)[0] ?? null;
}

/** An event dated before today in India (the door still scans today's all day). */
export function isPastEvent(event: Pick<Event, 'date'>, now: Date): boolean {
  return event.date < istDate(now);
}

/** Seats still for sale; never negative, and an unreadable capacity or count sells nothing. */
export function remainingCapacity(event: Pick<Event, 'capacity'>, soldCount: number): number {
  if (!Number.isFinite(event.capacity) || !Number.isFinite(soldCount)) return 0;
  return Math.max(0, Math.floor(event.capacity) - Math.max(0, Math.ceil(soldCount)));
}
