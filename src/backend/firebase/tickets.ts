import { TICKET_LOAD_FAILED_MESSAGE, isValidTicketToken } from '@/domain/booking';
import { isValidDocumentId } from '@/domain/document-id';
import { LEGACY_TICKET_LOAD_FAILED_MESSAGE } from '@/domain/legacy-booking';
import { guard } from '@/engine/errors';
import { toEvent } from '@/domain/seats';
import type { TicketsApi } from '../backend';
import type { VisitorReads } from './document-reads';

/**
 * Tickets by link (docs/design.md §3.2, §9.4): one `get` of an id only the link holds; the rules
 * allow that `get` and refuse any listing. An id that could not be one we issued is answered
 * without a read.
 */
export function createTicketsApi(reads: VisitorReads): TicketsApi {
  return {
    getByToken: (token) =>
      guard(TICKET_LOAD_FAILED_MESSAGE, async () =>
        isValidTicketToken(token) ? reads.get('tickets', token) : null,
      ),

    getLegacyBooking: (bookingId) =>
      guard(LEGACY_TICKET_LOAD_FAILED_MESSAGE, async () => {
        if (!isValidDocumentId(bookingId)) return { kind: 'missing' };
        const booking = await reads.get('bookings', bookingId);
        if (!booking) return { kind: 'missing' };
        const event = isValidDocumentId(booking.eventId)
          ? await reads.get('events', booking.eventId)
          : null;
        return { kind: 'found', booking, event: event ? toEvent(event) : null };
      }),
  };
}
