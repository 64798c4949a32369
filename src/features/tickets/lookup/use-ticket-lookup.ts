import { useEffect, useState } from 'react';
import type { LegacyTicketLookup } from '@/backend/backend';
import { useBackend } from '@/backend/backend-context';
import {
  TICKET_LOAD_FAILED_MESSAGE,
  TICKET_NOT_FOUND_MESSAGE,
  isValidTicketToken,
  type Ticket,
} from '@/domain/booking';
import type { Event } from '@/domain/events';
import {
  LEGACY_EVENT_MISSING_MESSAGE,
  LEGACY_TICKET_LOAD_FAILED_MESSAGE,
} from '@/domain/legacy-booking';

type LegacyFound = Extract<LegacyTicketLookup, { kind: 'found' }>;

/** Spec §4 ticket pages: loading → error | loaded (a ticket, or a legacy booking with its event). */
export type TicketLookup =
  | { status: 'loading' }
  | { status: 'found'; ticket: Ticket }
  | { status: 'legacy'; booking: LegacyFound['booking']; event: Event }
  | { status: 'error'; message: string };

interface Options {
  /** DESIGN §9: when no ticket has this token, try it as a legacy booking id. */
  legacyFallback: boolean;
  /** A ticket already in hand (e.g. remembered by this browser), shown without a look-up. */
  known?: Ticket | null;
}

function initial(token: string, known: Ticket | null | undefined): TicketLookup {
  // A malformed or oversized token is never sent to the backend.
  if (!isValidTicketToken(token)) return { status: 'error', message: TICKET_NOT_FOUND_MESSAGE };
  return known ? { status: 'found', ticket: known } : { status: 'loading' };
}

/** Render under `key={token}`: the look-up belongs to one token. */
export function useTicketLookup(token: string, { legacyFallback, known }: Options): TicketLookup {
  const { tickets } = useBackend();
  const [state, setState] = useState<TicketLookup>(() => initial(token, known));
  const needsLookup = state.status === 'loading';

  useEffect(() => {
    if (!needsLookup) return;
    let live = true;
    const settle = (next: TicketLookup) => live && setState(next);
    const lookUp = async () => {
      let ticket: Ticket | null;
      try {
        ticket = await tickets.getByToken(token);
      } catch {
        return settle({ status: 'error', message: TICKET_LOAD_FAILED_MESSAGE });
      }
      if (ticket) return settle({ status: 'found', ticket });
      if (!legacyFallback) return settle({ status: 'error', message: TICKET_NOT_FOUND_MESSAGE });
      try {
        const legacy = await tickets.getLegacyBooking(token);
        if (legacy.kind === 'missing')
          return settle({ status: 'error', message: TICKET_NOT_FOUND_MESSAGE });
        if (!legacy.event)
          return settle({ status: 'error', message: LEGACY_EVENT_MISSING_MESSAGE });
        settle({ status: 'legacy', booking: legacy.booking, event: legacy.event });
      } catch {
        settle({ status: 'error', message: LEGACY_TICKET_LOAD_FAILED_MESSAGE });
      }
    };
    void lookUp();
    return () => {
      live = false;
    };
  }, [needsLookup, tickets, token, legacyFallback]);

  return state;
}
