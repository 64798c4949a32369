import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { Ticket } from '@/domain/booking';
import { encodeTicketQr } from '@/domain/qr-payload';
import { TICKET_ICS_FILE_NAME } from '@/domain/ticket-ics';
import {
  TICKET_QR_FILE_NAME,
  composeTicketMail,
  ticketLink,
  type TicketMailSettings,
} from '@/domain/ticket-mail';

const settings: TicketMailSettings = {
  siteUrl: 'https://sangeetvibes.in',
  siteName: 'Sangeet Vibes',
  tagline: 'No Shaadi. Just Vibes.',
  dressCode: 'Girls must wear a saree. Boys must wear traditional attire.',
  replyTo: 'hello@sangeetvibes.in',
};

const ticket: Ticket = {
  token: 'q1w2e3r4t5y6u7i8o9p0a1s2',
  bookingId: 'Xk3bP0qLm9Zr7TyW2aVd',
  email: 'asha@example.com',
  title: 'Sangeet Vibes: The Mock Sangeet Night',
  date: '2026-12-19',
  time: '6:00 PM – 10:00 PM',
  location: 'The Courtyard, Indiranagar, Bengaluru',
  amountPaid: 2210,
  couponCode: null,
  ticket499Count: 2,
  ticket1212Count: 1,
  createdAt: '2026-11-23T10:00:00.000Z',
};

const NOW = new Date('2026-11-23T10:00:00.000Z');
const LINK = 'https://sangeetvibes.in/ticket/q1w2e3r4t5y6u7i8o9p0a1s2';

function attachment(mail: ReturnType<typeof composeTicketMail>, filename: string) {
  const found = mail.message.attachments.find((a) => a.filename === filename);
  if (!found) throw new Error(`no attachment ${filename}`);
  return found;
}

/** Tag names in an HTML string, and any on… attribute (an event handler) anywhere. */
function markup(html: string) {
  const tags = new Set([...html.matchAll(/<\/?([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase()));
  const handlers = [...html.matchAll(/<[^>]*\son\w+\s*=/gi)].map((m) => m[0]);
  return { tags, handlers };
}

describe('composeTicketMail', () => {
  const mail = composeTicketMail(ticket, settings, NOW);

  it('goes to the booker, replies go to the organisers', () => {
    expect(mail.to).toBe('asha@example.com');
    expect(mail.replyTo).toBe('hello@sangeetvibes.in');
    expect(mail.message.subject).toBe(
      'Your ticket: Sangeet Vibes: The Mock Sangeet Night, Saturday, 19 December 2026',
    );
  });

  it('says everything a guest needs in the text body', () => {
    const { text } = mail.message;
    expect(text).toContain(LINK);
    for (const line of [
      'When: Saturday, 19 December 2026, 6:00 PM – 10:00 PM',
      'Where: The Courtyard, Indiranagar, Bengaluru',
      'Admits: 2 Basic + 1 Premium tickets',
      'Amount paid: ₹2,210',
      `Dress code: ${settings.dressCode}`,
    ]) {
      expect(text.split('\n')).toContain(line);
    }
    expect(text).toContain(`attached ${TICKET_ICS_FILE_NAME}`);
    expect(text).not.toContain('Promo:');
  });

  it('names the lead guest first when the booking has a name (docs/design.md §9.14)', () => {
    const named = composeTicketMail({ ...ticket, name: 'Asha Rao' }, settings, NOW).message;
    const lines = named.text.split('\n');
    expect(lines).toContain('Guest: Asha Rao');
    expect(lines.indexOf('Guest: Asha Rao')).toBeLessThan(
      lines.findIndex((l) => l.startsWith('When:')),
    );
    expect(named.html).toContain('Asha Rao');
    expect(mail.message.text).not.toContain('Guest:');
  });

  it('says the same in the HTML body, with the link and the QR as an inline image', () => {
    const { html } = mail.message;
    expect(html).toContain(`href="${LINK}"`);
    for (const value of [
      'Sangeet Vibes: The Mock Sangeet Night',
      'Saturday, 19 December 2026, 6:00 PM – 10:00 PM',
      'The Courtyard, Indiranagar, Bengaluru',
      '2 Basic + 1 Premium tickets',
      '₹2,210',
      settings.dressCode,
    ]) {
      expect(html).toContain(value);
    }
    const qr = attachment(mail, TICKET_QR_FILE_NAME);
    expect(qr.cid).toMatch(/@sangeetvibes\.in$/);
    expect(html).toContain(`src="cid:${qr.cid}"`);
  });

  it('inlines a PNG whose QR code reads back as the ticket page’s payload', () => {
    const qr = attachment(mail, TICKET_QR_FILE_NAME);
    expect(qr).toMatchObject({
      encoding: 'base64',
      contentType: 'image/png',
      contentDisposition: 'inline',
    });
    const image = PNG.sync.read(Buffer.from(qr.content, 'base64'));
    const pixels = new Uint8ClampedArray(
      image.data.buffer,
      image.data.byteOffset,
      image.data.length,
    );
    expect(jsQR(pixels, image.width, image.height)?.data).toBe(
      encodeTicketQr({
        bookingId: ticket.bookingId,
        email: ticket.email,
        ticket499Count: 2,
        ticket1212Count: 1,
      }),
    );
  });

  it('attaches the same .ics as the ticket page, 6–10 PM IST with the ticket link', () => {
    const ics = attachment(mail, TICKET_ICS_FILE_NAME);
    expect(ics.contentType).toBe('text/calendar;charset=utf-8');
    expect(ics.encoding).toBeUndefined();
    const lines = ics.content.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('DTSTART:20261219T123000Z');
    expect(lines).toContain('DTEND:20261219T163000Z');
    expect(lines).toContain(`URL:${LINK}`);
    expect(lines).toContain('SUMMARY:Sangeet Vibes: The Mock Sangeet Night');
    expect(lines).toContain(`UID:ticket-${ticket.bookingId}@sangeetvibes.in`);
  });

  it('lists the promo code when one was used, and ₹0 for a free booking', () => {
    const free = composeTicketMail(
      { ...ticket, amountPaid: 0, couponCode: 'VIPFREE100', ticket499Count: 0 },
      settings,
      NOW,
    );
    expect(free.message.text.split('\n')).toEqual(
      expect.arrayContaining(['Promo: VIPFREE100', 'Amount paid: ₹0', 'Admits: 1 Premium ticket']),
    );
    expect(free.message.html).toContain('VIPFREE100');
  });

  it('escapes everything it puts into the HTML (a hostile title, venue, code and e-mail)', () => {
    const hostile = composeTicketMail(
      {
        ...ticket,
        title: '<script>alert("t")</script> & <b>Night</b>',
        location: '<img src=x onerror=alert(1)>',
        couponCode: '"><svg onload=alert(2)>',
        email: "o'brien&co@example.com",
        // A name is refused with markup when booked; one stored otherwise is still escaped.
        name: '<i>Asha</i>',
      },
      { ...settings, dressCode: '<a href="javascript:alert(3)">saree</a>' },
      NOW,
    );
    const { html, text } = hostile.message;
    const { tags, handlers } = markup(html);
    expect([...tags].sort()).toEqual(
      [
        'a',
        'body',
        'br',
        'h1',
        'head',
        'html',
        'img',
        'meta',
        'p',
        'span',
        'strong',
        'table',
        'td',
        'title',
        'tr',
      ].sort(),
    );
    expect(handlers).toEqual([]);
    // The only links are the ticket's own; the hostile href stayed text.
    expect(new Set([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]))).toEqual(
      new Set([LINK]),
    );
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt; &amp; &lt;b&gt;Night&lt;/b&gt;',
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;i&gt;Asha&lt;/i&gt;');
    // The text body is plain text: it says what was stored, unescaped.
    expect(text).toContain('Where: <img src=x onerror=alert(1)>');
    expect(hostile.to).toBe("o'brien&co@example.com");
  });

  it('keeps the subject on one line whatever the title holds', () => {
    const sneaky = composeTicketMail(
      { ...ticket, title: 'Party\r\nBcc: everyone@example.com' },
      settings,
      NOW,
    );
    expect(sneaky.message.subject).not.toMatch(/[\r\n]/);
    expect(sneaky.message.subject).toContain('Party Bcc: everyone@example.com');
  });

  it('leaves the calendar file out, and says nothing of it, when the date cannot be read', () => {
    const odd = composeTicketMail({ ...ticket, date: 'sometime' }, settings, NOW);
    expect(odd.message.attachments.map((a) => a.filename)).toEqual([TICKET_QR_FILE_NAME]);
    expect(odd.message.text).not.toContain('.ics');
    expect(odd.message.html).not.toContain('.ics');
  });

  it.each(['', 'not an e-mail', 'a@b'])('refuses a ticket whose e-mail is %j', (email) => {
    expect(() => composeTicketMail({ ...ticket, email }, settings, NOW)).toThrow();
  });
});

describe('ticketLink', () => {
  it.each([
    ['https://sangeetvibes.in', LINK],
    ['https://sangeetvibes.in/', LINK],
    ['http://localhost:4173', 'http://localhost:4173/ticket/q1w2e3r4t5y6u7i8o9p0a1s2'],
  ])('%s → %s', (siteUrl, expected) => {
    expect(ticketLink(siteUrl, ticket.token)).toBe(expected);
  });
});
