import * as z from 'zod/mini';
import { eventWindow } from './event-time';
import { formatEventDate, formatTime, istDate, parseIsoDate } from './format';
import { INVALID_EVENT_MESSAGE } from './order-request';
import type { EventAvailability } from './seats';

/**
 * An event's life (docs/design.md §3.12). What the organiser stores is one of these; "announced"
 * and "ended" are read from the clock, so no job has to run for an event to open or end.
 */
export const EVENT_STATUSES = ['draft', 'published', 'closed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** What the event is at a moment: the stored status read against the clock. */
export type EventState = 'draft' | 'announced' | 'on-sale' | 'sales-closed' | 'ended' | 'cancelled';

/** The organiser's buttons. Publishing is saving a draft without "draft". */
export type EventAction = 'publish' | 'end-sales' | 'cancel';

/** What an event stores of its life; older events store neither field. */
export interface EventLifeFields {
  date: string;
  startTime: string;
  status?: EventStatus;
  /** 'YYYY-MM-DDTHH:mm' in IST; '' (or absent) when sales open as soon as it is published. */
  salesOpenAt?: string;
}

/** An event stored before events had a life was on sale: it still is (docs/design.md §3.12). */
export function storedStatus(event: { status?: unknown }): EventStatus {
  if (event.status === undefined) return 'published';
  return EVENT_STATUSES.find((status) => status === event.status) ?? 'draft';
}

const SALES_OPEN_AT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The instant 'YYYY-MM-DDTHH:mm' (IST) names, or null for anything else. */
export function salesOpenInstant(salesOpenAt: string | undefined): Date | null {
  const match = SALES_OPEN_AT.exec(salesOpenAt ?? '');
  if (!match) return null;
  const window = eventWindow(match[1] ?? '', match[2] ?? '');
  return window && !window.allDay ? window.start : null;
}

/**
 * Ended the day after its date in India, as /booking and the door have always read it; a date
 * nobody can read never sells.
 */
export function eventState(event: EventLifeFields, now: Date): EventState {
  const status = storedStatus(event);
  if (status === 'draft' || status === 'cancelled') return status;
  if (parseIsoDate(event.date) === null || event.date < istDate(now)) return 'ended';
  if (status === 'closed') return 'sales-closed';
  const opens = salesOpenInstant(event.salesOpenAt);
  return opens && opens.getTime() > now.getTime() ? 'announced' : 'on-sale';
}

const ACTIONS: Record<EventState, readonly EventAction[]> = {
  draft: ['publish'],
  announced: ['end-sales', 'cancel'],
  'on-sale': ['end-sales', 'cancel'],
  'sales-closed': ['cancel'],
  ended: [],
  cancelled: [],
};

/** The buttons an organiser may press on an event in this state. */
export function allowedActions(state: EventState): readonly EventAction[] {
  return ACTIONS[state];
}

export function canTransition(state: EventState, action: EventAction): boolean {
  return ACTIONS[state].includes(action);
}

/** The status an action stores. */
export const STATUS_AFTER: Record<EventAction, EventStatus> = {
  publish: 'published',
  'end-sales': 'closed',
  cancel: 'cancelled',
};

/** Visitors see an event on sale (sold out or not) or announced; nothing else. */
export function isShownToVisitors(state: EventState): boolean {
  return state === 'on-sale' || state === 'announced';
}

/** On sale now with seats left: what /booking sells first. */
export function isSelling(availability: EventAvailability, now: Date): boolean {
  return availability.remaining > 0 && eventState(availability.event, now) === 'on-sale';
}

/** 'Saturday, 5 December 2026, 7:00 PM IST'. */
export function formatSalesOpen(salesOpenAt: string): string {
  const match = SALES_OPEN_AT.exec(salesOpenAt);
  if (!match) return salesOpenAt;
  return `${formatEventDate(match[1] ?? '')}, ${formatTime(match[2] ?? '') ?? ''} IST`;
}

export const EVENT_STATE_LABELS: Record<EventState, string> = {
  draft: 'Draft',
  announced: 'Announced',
  'on-sale': 'On sale',
  'sales-closed': 'Sales closed',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

export const EVENT_LIFE_MESSAGES = {
  dateInPast: 'The event date has passed. Please choose today or a later date.',
  salesOpenInvalid: 'Please enter when sales open as a date and a time.',
  salesOpenAfterStart: 'Sales must open before the event starts.',
  backToDraft: 'A published event cannot go back to being a draft.',
  cancelWithTickets:
    'This event has tickets sold or being paid for, so it cannot be cancelled yet: refunds ' +
    'cannot be made from the back-office so far, and cancelling will refund every ticket ' +
    'holder once they can. Until then, use "End sales now" to stop new bookings.',
  // A draft is not named to visitors; an ended event says what it always has.
  notOnSale: {
    draft: INVALID_EVENT_MESSAGE,
    'sales-closed': 'Sales for this event have closed.',
    ended: INVALID_EVENT_MESSAGE,
    cancelled: 'This event has been cancelled.',
  },
} as const;

/** Why an action cannot be taken on an event in this state, in the organiser's words. */
export function refusedActionMessage(state: EventState, action: EventAction): string {
  const label = EVENT_STATE_LABELS[state].toLowerCase();
  const verb = { publish: 'be published', 'end-sales': 'end its sales', cancel: 'be cancelled' };
  return `This event is ${label}, so it cannot ${verb[action]}.`;
}

/** Why a visitor cannot order tickets for an event in this state; null when it is on sale. */
export function notOnSaleMessage(event: EventLifeFields, now: Date): string | null {
  const state = eventState(event, now);
  if (state === 'on-sale') return null;
  if (state === 'announced')
    return `Tickets go on sale on ${formatSalesOpen(event.salesOpenAt ?? '')}.`;
  return EVENT_LIFE_MESSAGES.notOnSale[state];
}

/**
 * A new event, or one dated today or later, may not be given a date that has passed in India
 * (docs/design.md §9.10): its tickets would read as ended and /booking would offer nothing. A
 * past event's date may still be corrected.
 */
export function isPastDateChange(from: string | null, to: string, now: Date): boolean {
  const today = istDate(now);
  return parseIsoDate(to) !== null && to < today && (from === null || from >= today);
}

/** The form's on-sale field: '' or a real 'YYYY-MM-DDTHH:mm'. */
export const salesOpenAtField = z.pipe(
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => (value ?? '').trim()),
  ),
  z
    .string()
    .check(
      z.refine(
        (value) => value === '' || salesOpenInstant(value) !== null,
        EVENT_LIFE_MESSAGES.salesOpenInvalid,
      ),
    ),
);

/** Sales open before the start; unreadable values are left to their own fields' messages. */
export function salesOpenBeforeStart(form: {
  date: unknown;
  startTime: unknown;
  salesOpenAt: unknown;
}): boolean {
  if (typeof form.salesOpenAt !== 'string' || typeof form.date !== 'string') return true;
  const opens = salesOpenInstant(form.salesOpenAt);
  const starts = eventWindow(form.date.trim(), String(form.startTime).trim());
  return !opens || !starts || starts.allDay || opens.getTime() < starts.start.getTime();
}
