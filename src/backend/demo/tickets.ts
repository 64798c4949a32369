import { TICKET_LOAD_FAILED_MESSAGE, isValidTicketToken } from '@/domain/booking';
import { isValidDocumentId } from '@/domain/document-id';
import { LEGACY_TICKET_LOAD_FAILED_MESSAGE } from '@/domain/legacy-booking';
import { guard } from '@/engine/errors';
import { toEvent } from '@/domain/seats';
import type { TicketsApi } from '../backend';
import type { DemoContext } from './context';

export function createTicketsApi(ctx: DemoContext): TicketsApi {
  const { db } = ctx;
  return {
    // A token that could not be one we issued is answered without a look-up (docs/design.md §3.2: a
    // `get` of one known id, never a query).
    getByToken: (token) =>
      guard(TICKET_LOAD_FAILED_MESSAGE, async () =>
        isValidTicketToken(token) ? ((await db.tickets.get(token)) ?? null) : null,
      ),

    getLegacyBooking: (bookingId) =>
      guard(LEGACY_TICKET_LOAD_FAILED_MESSAGE, async () => {
        if (!isValidDocumentId(bookingId)) return { kind: 'missing' };
        const booking = await db.bookings.get(bookingId);
        if (!booking) return { kind: 'missing' };
        const event = isValidDocumentId(booking.eventId)
          ? await db.events.get(booking.eventId)
          : undefined;
        return { kind: 'found', booking, event: event ? toEvent(event) : null };
      }),
  };
}
