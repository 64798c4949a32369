import * as z from 'zod/mini';
import { isValidTicketToken, type Ticket } from './booking';
import { LEAD_GUEST_NAME_MAX } from './lead-guest-name';

const count = z.number().check(z.refine(Number.isSafeInteger), z.minimum(0));

const ticketSchema = z.object({
  token: z.string().check(z.refine(isValidTicketToken)),
  bookingId: z.string().check(z.minLength(1), z.maxLength(128)),
  email: z.string().check(z.maxLength(254)),
  name: z.optional(z.string().check(z.maxLength(LEAD_GUEST_NAME_MAX))),
  title: z.string(),
  date: z.string(),
  time: z.string(),
  location: z.string(),
  amountPaid: z.number().check(z.refine(Number.isFinite), z.minimum(0)),
  couponCode: z.nullable(z.string()),
  ticket499Count: count,
  ticket1212Count: count,
  createdAt: z.string(),
});

/**
 * Reads a ticket this browser saved earlier (docs/design.md §9.6: the last ticket survives a
 * refresh). Storage is editable by anyone at the keyboard and may hold an older shape, so anything
 * that is not a whole, well-formed ticket reads as none rather than as a broken card.
 */
export function parseStoredTicket(stored: string | null): Ticket | null {
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  const parsed = ticketSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function serializeTicket(ticket: Ticket): string {
  return JSON.stringify(ticket);
}
