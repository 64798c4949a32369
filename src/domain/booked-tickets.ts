// Straight from document-id (what isValidTicketToken checks): the site header reads this file.
import { isValidDocumentId as isValidTicketToken } from './document-id';

/**
 * What this browser keeps about each ticket booked in it, so the header can lead back to it:
 * just enough to list it (no e-mail, no amount, no booking id).
 */
export interface BookedTicketEntry {
  token: string;
  title: string;
  /** The event's date, YYYY-MM-DD. */
  date: string;
  /** When it was booked (ISO instant): the list is newest first. */
  bookedAt: string;
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
  return { token, title, date, bookedAt };
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
