import { escapeHtml as e } from './mail';
/** One line of the ticket's details, as both bodies list them. */
export interface TicketMailDetail {
  label: string;
  value: string;
}

/** What both bodies say, worked out once so the HTML and the text cannot disagree. */
export interface TicketMailContent {
  heading: string;
  intro: string;
  ticketLink: string;
  details: TicketMailDetail[];
  /** The inline QR image's Content-ID, and its width and height in pixels. */
  qrCid: string;
  qrSize: number;
  calendarNote: string | null;
  signOff: string;
  siteName: string;
  tagline: string;
  title: string;
}

/** The ticket card's colours (features/tickets/card/ticket-colours.ts), for mail clients. */
const colour = {
  night: '#1a0b1e',
  plum: '#3b0f3f',
  paper: '#fff6e9',
  ink: '#2a1430',
  inkSoft: '#6b4a70',
  marigold: '#f7a600',
  cream: '#fff6e9',
  rule: '#e5d3c0',
} as const;

const font = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif";

function detailRows(content: TicketMailContent): string {
  return content.details
    .map(
      ({ label, value }) =>
        `<tr><td style="padding:6px 12px 6px 0;color:${colour.inkSoft};font-size:13px;vertical-align:top;white-space:nowrap">${e(label)}</td>` +
        `<td style="padding:6px 0;color:${colour.ink};font-size:15px;font-weight:600">${e(value)}</td></tr>`,
    )
    .join('');
}

/**
 * The HTML body: one table-laid card (mail clients ignore stylesheets and flexbox), every
 * interpolated value escaped. The QR is an inline attachment referenced by its Content-ID.
 */
export function ticketMailHtml(content: TicketMailContent): string {
  const link = e(content.ticketLink);
  // Shown at its own size, whole pixels per module, so it stays crisp for the door's scanners.
  const qrSide = content.qrSize;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(content.title)}</title></head>
<body style="margin:0;padding:0;background:${colour.night};${font}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colour.night}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${colour.paper};border-radius:16px;overflow:hidden">
<tr><td align="center" style="background:${colour.plum};padding:28px 24px">
<p style="margin:0;color:${colour.marigold};font-size:12px;font-weight:700;letter-spacing:4px">${e(content.siteName.toUpperCase())} · EVENT TICKET</p>
<h1 style="margin:12px 0 0;color:${colour.cream};font-size:24px;line-height:1.25">${e(content.heading)}</h1>
</td></tr>
<tr><td style="padding:24px;color:${colour.ink}">
<p style="margin:0 0 20px;font-size:16px;line-height:1.5">${e(content.intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px">${detailRows(content)}</table>
<p style="margin:0;text-align:center"><img src="cid:${e(content.qrCid)}" width="${qrSide}" height="${qrSide}" alt="Your entry QR code" style="display:inline-block;width:${qrSide}px;max-width:100%;height:auto;border:0"></p>
<p style="margin:8px 0 20px;text-align:center;color:${colour.inkSoft};font-size:13px">Show this QR code at the door.</p>
<p style="margin:0 0 20px;text-align:center"><a href="${link}" style="display:inline-block;background:${colour.marigold};color:${colour.ink};font-weight:700;font-size:16px;text-decoration:none;padding:12px 24px;border-radius:999px">Open your ticket</a></p>
<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:${colour.inkSoft}">Or copy this link: <a href="${link}" style="color:${colour.plum};word-break:break-all">${link}</a></p>
${content.calendarNote ? `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:${colour.inkSoft}">${e(content.calendarNote)}</p>` : ''}
<p style="margin:0;font-size:13px;line-height:1.5;color:${colour.inkSoft}">Tickets are non-refundable. Questions? Just reply to this e-mail.</p>
</td></tr>
<tr><td style="border-top:1px solid ${colour.rule};padding:20px 24px;color:${colour.ink};font-size:15px;line-height:1.5">${e(content.signOff)}<br><strong>${e(content.siteName)}</strong><br><span style="color:${colour.inkSoft}">${e(content.tagline)}</span></td></tr>
</table>
</td></tr></table>
</body></html>
`;
}
