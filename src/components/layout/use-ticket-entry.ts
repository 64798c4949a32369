import { useEffect, useState } from 'react';
import { BOOKED_TICKETS_KEY, watchBookedTickets } from '@/lib/booked-tickets-signal';
import { readFlag } from '@/lib/safe-storage';
import type * as TicketEntryModule from './your-ticket-entry';

type TicketEntry = typeof TicketEntryModule;
let loaded: TicketEntry | null = null;

/**
 * The header's "Your ticket" parts, loaded only once this browser has booked a ticket: checked
 * after hydration (the prerendered header is the same for everyone) and again when one is booked.
 */
export function useTicketEntry(): TicketEntry | null {
  const [entry, setEntry] = useState(loaded);
  useEffect(() => {
    const check = () => {
      if (loaded) setEntry(loaded);
      else if (readFlag('local', BOOKED_TICKETS_KEY)) {
        void import('./your-ticket-entry').then((module) => setEntry((loaded = module)));
      }
    };
    check();
    return watchBookedTickets(check);
  }, []);
  return entry;
}
