import {
  TICKET_LOAD_FAILED_MESSAGE,
  isValidDocumentId,
  isValidTicketToken,
} from '@/domain/booking';
import { LEGACY_TICKET_LOAD_FAILED_MESSAGE } from '@/domain/legacy-booking';
import type { TicketsApi } from '../backend';
import type { DemoContext } from './context';
import { guard } from './guard';

export function createTicketsApi(ctx: DemoContext): TicketsApi {
  const { db } = ctx;
  return {
    // A token that could not be one we issued is answered without a look-up (DESIGN §3: a `get`
    // of one known id, never a query).
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
          ? ((await db.events.get(booking.eventId)) ?? null)
          : null;
        return { kind: 'found', booking, event };
      }),
  };
}
