import { site } from '@/config/site';
import type { Ticket } from '@/domain/booking';
import { ICS_MIME_TYPE } from '@/domain/calendar';
import type { EventWindow } from '@/domain/event-time';
import { TICKET_ICS_FILE_NAME, ticketIcs } from '@/domain/ticket-ics';
import { downloadFile } from '@/lib/download-file';

export function downloadTicketIcs(ticket: Ticket, window: EventWindow, link: string): void {
  downloadFile(
    TICKET_ICS_FILE_NAME,
    ICS_MIME_TYPE,
    ticketIcs(ticket, window, link, site.dressCode, new Date()),
  );
}
