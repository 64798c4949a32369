import { site } from '@/config/site';
import type { Ticket } from '@/domain/booking';
import { ICS_MIME_TYPE, buildIcs } from '@/domain/calendar';
import type { EventWindow } from '@/domain/event-time';
import { ticketsDescription } from '@/domain/payment';
import { downloadFile } from '@/lib/download-file';

export const CALENDAR_FILE_NAME = 'sangeet-vibes-ticket.ics';

/** The ticket's event as a calendar file, with the ticket link to open at the door. */
export function ticketIcs(ticket: Ticket, window: EventWindow, link: string, now: Date): string {
  return buildIcs({
    uid: `ticket-${ticket.bookingId}@${new URL(link).hostname}`,
    title: ticket.title,
    window,
    location: ticket.location,
    description: [
      `Your ticket (show its QR code at the door): ${link}`,
      `Admits: ${ticketsDescription(ticket)}`,
      `Dress code: ${site.dressCode}`,
    ].join('\n'),
    url: link,
    stamp: now,
  });
}

export function downloadTicketIcs(ticket: Ticket, window: EventWindow, link: string): void {
  downloadFile(CALENDAR_FILE_NAME, ICS_MIME_TYPE, ticketIcs(ticket, window, link, new Date()));
}
