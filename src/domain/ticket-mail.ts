import type { Ticket } from './booking';
import { ICS_MIME_TYPE } from './calendar';
import { isValidEmail } from './email';
import { ticketEventWindow } from './event-time';
import { formatEventDate, formatRupees } from './format';
import { headerText, type MailAttachment, type OutgoingMail } from './mail';
import { ticketsDescription } from './payment';
import { encodeTicketQr } from './qr-payload';
import { qrPng } from './qr-image';
import { toBase64 } from './png';
import { TICKET_ICS_FILE_NAME, ticketIcs } from './ticket-ics';
import { ticketMailHtml, type TicketMailContent, type TicketMailDetail } from './ticket-mail-html';

/** What the ticket e-mail needs besides the ticket: site facts, passed in (domain is pure). */
export interface TicketMailSettings {
  /** The site's origin, e.g. https://sangeetvibes.in: the ticket link is `${siteUrl}/ticket/{token}`. */
  siteUrl: string;
  siteName: string;
  tagline: string;
  dressCode: string;
  /** The organisers' address, where replies go. */
  replyTo: string;
}

export const TICKET_QR_FILE_NAME = 'ticket-qr.png';

export function ticketLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/ticket/${encodeURIComponent(token)}`;
}

function ticketDetails(ticket: Ticket, settings: TicketMailSettings): TicketMailDetail[] {
  const details: TicketMailDetail[] = [
    // docs/design.md §9.14: whose ticket it is, first, when the buyer gave a name.
    ...(ticket.name ? [{ label: 'Guest', value: ticket.name }] : []),
    { label: 'When', value: `${formatEventDate(ticket.date)}, ${ticket.time}` },
    { label: 'Where', value: ticket.location },
    { label: 'Admits', value: ticketsDescription(ticket) },
    { label: 'Amount paid', value: formatRupees(ticket.amountPaid) },
  ];
  if (ticket.couponCode) details.push({ label: 'Promo', value: ticket.couponCode });
  details.push({ label: 'Dress code', value: settings.dressCode });
  return details;
}

function ticketMailText(content: TicketMailContent): string {
  return [
    content.heading,
    '',
    content.intro,
    '',
    'Your ticket (show its QR code at the door):',
    content.ticketLink,
    '',
    ...content.details.map(({ label, value }) => `${label}: ${value}`),
    '',
    ...(content.calendarNote ? [content.calendarNote] : []),
    'Tickets are non-refundable. Questions? Just reply to this e-mail.',
    '',
    content.signOff,
    content.siteName,
    content.tagline,
    '',
  ].join('\n');
}

/**
 * The e-mail a booker gets when their ticket is issued (docs/design.md §12.2): the ticket link, the
 * event's title, date, time and venue, what they paid for, the dress code, the entry QR code as an
 * inline image (the same payload as the ticket page's QR) and the event as an .ics attachment.
 * Throws when the ticket cannot be mailed (no valid address); the caller books without it.
 */
export function composeTicketMail(
  ticket: Ticket,
  settings: TicketMailSettings,
  now: Date,
): OutgoingMail {
  if (!isValidEmail(ticket.email)) throw new Error('The ticket has no valid e-mail address.');
  const link = ticketLink(settings.siteUrl, ticket.token);
  const host = new URL(link).hostname;
  const qrCid = `ticket-qr.${ticket.bookingId}@${host}`;
  const qr = qrPng(
    encodeTicketQr({
      bookingId: ticket.bookingId,
      email: ticket.email,
      ticket499Count: ticket.ticket499Count,
      ticket1212Count: ticket.ticket1212Count,
    }),
  );
  const attachments: MailAttachment[] = [
    {
      filename: TICKET_QR_FILE_NAME,
      content: toBase64(qr.png),
      encoding: 'base64',
      contentType: 'image/png',
      cid: qrCid,
      contentDisposition: 'inline',
    },
  ];
  const window = ticketEventWindow(ticket);
  if (window) {
    attachments.push({
      filename: TICKET_ICS_FILE_NAME,
      content: ticketIcs(ticket, window, link, settings.dressCode, now),
      contentType: ICS_MIME_TYPE,
      contentDisposition: 'attachment',
    });
  }

  const content: TicketMailContent = {
    heading: "You're in!",
    intro: `Your ticket for ${ticket.title} is booked. We can't wait to see you there.`,
    ticketLink: link,
    details: ticketDetails(ticket, settings),
    qrCid,
    qrSize: qr.side,
    calendarNote: window
      ? `Add it to your calendar with the attached ${TICKET_ICS_FILE_NAME}.`
      : null,
    signOff: 'See you on the dance floor,',
    siteName: settings.siteName,
    tagline: settings.tagline,
    title: ticket.title,
  };
  return {
    to: ticket.email,
    replyTo: settings.replyTo,
    message: {
      subject: headerText(`Your ticket: ${ticket.title}, ${formatEventDate(ticket.date)}`),
      html: ticketMailHtml(content),
      text: ticketMailText(content),
      attachments,
    },
  };
}
