import type { LegacyTicketLookup } from '@/backend/backend';
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
import { useLegacyBookingQuery } from '../api/legacy-booking-query';
import { useTicketQuery } from '../api/ticket-query';

type LegacyFound = Extract<LegacyTicketLookup, { kind: 'found' }>;

/**
 * docs/product-spec.md §4 ticket pages: loading → error | loaded (a ticket, or a legacy booking
 * with its event).
 */
export type TicketLookup =
  | { status: 'loading' }
  | { status: 'found'; ticket: Ticket }
  | { status: 'legacy'; booking: LegacyFound['booking']; event: Event }
  | { status: 'error'; message: string };

interface Options {
  /** docs/design.md §9.4: when no ticket has this token, try it as a legacy booking id. */
  legacyFallback: boolean;
  /** A ticket already in hand (e.g. remembered by this browser), shown without a look-up. */
  known?: Ticket | null;
}

interface Read<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
}

const notFound: TicketLookup = { status: 'error', message: TICKET_NOT_FOUND_MESSAGE };

/** Nothing to show yet: still loading, or failed with `message`. */
const pending = (read: Read<unknown>, message: string): TicketLookup =>
  read.isError && !read.isFetching ? { status: 'error', message } : { status: 'loading' };

function legacyState(legacy: Read<LegacyTicketLookup>): TicketLookup {
  if (!legacy.data) return pending(legacy, LEGACY_TICKET_LOAD_FAILED_MESSAGE);
  if (legacy.data.kind === 'missing') return notFound;
  const { booking, event } = legacy.data;
  return event
    ? { status: 'legacy', booking, event }
    : { status: 'error', message: LEGACY_EVENT_MISSING_MESSAGE };
}

export function useTicketLookup(token: string, { legacyFallback, known }: Options): TicketLookup {
  // A malformed or oversized token is never sent to the backend.
  const valid = isValidTicketToken(token);
  const ticket = useTicketQuery(token, { enabled: valid, known: valid ? (known ?? null) : null });
  const tryLegacy = valid && legacyFallback && ticket.data === null;
  const legacy = useLegacyBookingQuery(token, { enabled: tryLegacy });

  if (!valid) return notFound;
  if (ticket.data) return { status: 'found', ticket: ticket.data };
  if (ticket.data === undefined) return pending(ticket, TICKET_LOAD_FAILED_MESSAGE);
  return tryLegacy ? legacyState(legacy) : notFound;
}
