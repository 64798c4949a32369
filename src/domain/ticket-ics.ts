import type { Ticket } from './booking';
import { buildIcs } from './calendar';
import type { EventWindow } from './event-time';
import { ticketsDescription } from './payment';

/** The name the ticket's calendar file is saved or attached under. */
export const TICKET_ICS_FILE_NAME = 'sangeet-vibes-ticket.ics';

/**
 * The ticket's event as a calendar file, with the ticket link to open at the door: what the
 * ticket page's "Add to calendar" downloads and the ticket e-mail attaches.
 */
export function ticketIcs(
  ticket: Ticket,
  window: EventWindow,
  link: string,
  dressCode: string,
  now: Date,
): string {
  return buildIcs({
    uid: `ticket-${ticket.bookingId}@${new URL(link).hostname}`,
    title: ticket.title,
    window,
    location: ticket.location,
    description: [
      `Your ticket (show its QR code at the door): ${link}`,
      `Admits: ${ticketsDescription(ticket)}`,
      `Dress code: ${dressCode}`,
    ].join('\n'),
    url: link,
    stamp: now,
  });
}
