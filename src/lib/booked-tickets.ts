import { useSyncExternalStore } from 'react';
import {
  parseBookedTickets,
  withBookedTicket,
  type BookedTicketEntry,
} from '@/domain/booked-tickets';
import {
  BOOKED_TICKETS_CHANGED,
  BOOKED_TICKETS_KEY,
  watchBookedTickets,
} from './booked-tickets-signal';
import { readFlag, writeFlag } from './safe-storage';

export { BOOKED_TICKETS_KEY };

export function rememberBookedTicket(entry: BookedTicketEntry): void {
  const list = parseBookedTickets(readFlag('local', BOOKED_TICKETS_KEY));
  writeFlag('local', BOOKED_TICKETS_KEY, JSON.stringify(withBookedTicket(list, entry)));
  window.dispatchEvent(new Event(BOOKED_TICKETS_CHANGED));
}

const none: BookedTicketEntry[] = [];
let cache: { raw: string | null; list: BookedTicketEntry[] } = { raw: null, list: none };

function snapshot(): BookedTicketEntry[] {
  const raw = readFlag('local', BOOKED_TICKETS_KEY);
  if (raw !== cache.raw) cache = { raw, list: parseBookedTickets(raw) };
  return cache.list;
}

/**
 * The tickets booked in this browser, newest first. Empty on the server and while hydrating
 * (the prerendered HTML is the same for everyone); read from storage right after.
 */
export function useBookedTickets(): BookedTicketEntry[] {
  return useSyncExternalStore(watchBookedTickets, snapshot, () => none);
}
