import type { Ticket } from '@/domain/booking';
import { parseStoredTicket, serializeTicket } from '@/domain/stored-ticket';
import { readFlag, writeFlag } from '@/lib/safe-storage';

/** docs/design.md §9.6: the last ticket booked in this browser survives a refresh. */
export const LAST_TICKET_KEY = 'lastTicket';

export function rememberTicket(ticket: Ticket): void {
  writeFlag('local', LAST_TICKET_KEY, serializeTicket(ticket));
}

/** The remembered ticket, if it is the one asked for. */
export function recallTicket(token: string): Ticket | null {
  const ticket = parseStoredTicket(readFlag('local', LAST_TICKET_KEY));
  return ticket?.token === token ? ticket : null;
}
