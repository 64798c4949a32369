// Straight from document-id (what isValidTicketToken checks): the site header reads this file.
import type { Ticket } from './booking';
import { isValidDocumentId as isValidTicketToken } from './document-id';

/**
 * What this browser keeps about each ticket booked in it, so the header can lead back to it:
 * enough to tell two bookings for one party apart (their tickets and amount), no e-mail, no
 * booking id.
 */
export interface BookedTicketEntry {
  token: string;
  title: string;
  /** The event's date, YYYY-MM-DD. */
  date: string;
  /** When it was booked (ISO instant): the list is newest first. */
  bookedAt: string;
  /** Basic and Premium tickets and the amount paid; absent in entries kept before they were. */
  ticket499Count?: number;
  ticket1212Count?: number;
  amountPaid?: number;
}

/** What this browser keeps of `ticket`. */
export function bookedTicketEntry(ticket: Ticket): BookedTicketEntry {
  return {
    token: ticket.token,
    title: ticket.title,
    date: ticket.date,
    bookedAt: ticket.createdAt,
    ticket499Count: ticket.ticket499Count,
    ticket1212Count: ticket.ticket1212Count,
    amountPaid: ticket.amountPaid,
  };
}

/** A browser that books more than this keeps the newest ones. */
export const MAX_BOOKED_TICKETS = 20;
const MAX_TEXT = 200;

const isText = (value: unknown, max = MAX_TEXT): value is string =>
  typeof value === 'string' && value.length <= max;

function toEntry(value: unknown): BookedTicketEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, title, date, bookedAt } = value as Record<string, unknown>;
  if (!isValidTicketToken(token) || !isText(title) || !isText(date, 32) || !isText(bookedAt, 64)) {
    return null;
  }
  if (Number.isNaN(Date.parse(bookedAt))) return null;
  return { token, title, date, bookedAt, ...toAmounts(value as Record<string, unknown>) };
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COUNT;
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
// Far above any order (docs/product-spec.md §2: at most 20 tickets); only keeps nonsense out.
const MAX_COUNT = 1000;

/** The tickets and amount, all three or none: a part of them would mislead. */
function toAmounts({ ticket499Count, ticket1212Count, amountPaid }: Record<string, unknown>) {
  if (!isCount(ticket499Count) || !isCount(ticket1212Count) || !isAmount(amountPaid)) return {};
  return { ticket499Count, ticket1212Count, amountPaid };
}

/** Newest first, one entry per token, at most MAX_BOOKED_TICKETS. */
function tidy(entries: BookedTicketEntry[]): BookedTicketEntry[] {
  const seen = new Set<string>();
  return [...entries]
    .sort((a, b) => Date.parse(b.bookedAt) - Date.parse(a.bookedAt))
    .filter((entry) => !seen.has(entry.token) && seen.add(entry.token))
    .slice(0, MAX_BOOKED_TICKETS);
}

/**
 * The stored list. Storage is editable by anyone at the keyboard, so corrupt JSON reads as no
 * tickets and a malformed entry is dropped, never shown.
 */
export function parseBookedTickets(stored: string | null): BookedTicketEntry[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return tidy(value.map(toEntry).filter((entry) => entry !== null));
}

/** The list with `entry` added (or refreshed, if that token is already listed). */
export function withBookedTicket(
  list: BookedTicketEntry[],
  entry: BookedTicketEntry,
): BookedTicketEntry[] {
  return tidy([entry, ...list.filter((item) => item.token !== entry.token)]);
}
