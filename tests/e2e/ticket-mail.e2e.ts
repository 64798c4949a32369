import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chooseTickets,
  fillBuyer,
  openBooking,
  payThroughDemoCheckout,
  readQr,
  readTicketQr,
  ticketScreen,
} from './support/booking';
import { MOBILE, collectErrors } from './support/browser';
import { baseURL } from './support/site';
import {
  POLL,
  browserForThisFile,
  horizontalOverflow,
  signInAsDemoOrganiser,
  untilInteractive,
} from './page-helpers';

// The ticket e-mail (docs/design.md §12.2) on the built demo: a booking writes it to the outbox,
// and the organiser reads it on the Messages screen, clearly marked as never sent, at 390 px.

const browser = browserForThisFile();
const SCREENSHOT_DIR = join('test-results', 'e2e');

describe('the ticket e-mail', () => {
  it('after a paid booking, the organiser finds its e-mail in the outbox, with the link and QR', async () => {
    const page = await browser.newPage({
      width: MOBILE,
      context: { permissions: ['clipboard-read', 'clipboard-write'] },
    });
    const errors = collectErrors(page);
    const form = await openBooking(page);
    await chooseTickets(form, { basic: 2, premium: 0 });
    await fillBuyer(form, 'Kavya.Iyer@Example.com');
    await payThroughDemoCheckout(page, form);
    const ticket = ticketScreen(page);
    const payload = await readTicketQr(ticket.qr);
    await untilInteractive(ticket.copyLink);
    await ticket.copyLink.click();
    await page.getByText('Link copied').waitFor();
    const ticketLink = await page.evaluate(() => navigator.clipboard.readText());
    expect(ticketLink).toMatch(new RegExp(`^${baseURL()}/ticket/[\\w-]{24}$`));

    await page.goto('/admin/login');
    await signInAsDemoOrganiser(page);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Messages' })
      .click();

    const outbox = page.getByRole('region', { name: 'Ticket e-mails' });
    // The Messages screen loads its code on the click: wait for it rather than look at once.
    await outbox.getByText('Demo mode: no e-mail is sent.').waitFor();
    const item = outbox.getByRole('list', { name: 'Ticket e-mails' }).getByRole('listitem');
    await expect.poll(() => item.count(), POLL).toBe(1);
    const summary = item.locator('summary');
    expect(await summary.innerText()).toContain('To kavya.iyer@example.com');
    expect(await summary.innerText()).toMatch(/^Your ticket: Sangeet Vibes/);

    await summary.click();
    const text = await item.getByText(/^You're in!/).innerText();
    // The e-mail links to the very ticket the page shows, on this site.
    expect(text.split('\n')).toContain(ticketLink);
    expect(text).toContain('Admits: 2 Basic tickets');
    expect(text).toContain(
      'Dress code: Girls must wear a saree. Boys must wear traditional attire.',
    );

    // The e-mail's QR code is the ticket's: what a door scanner reads from it is the same payload.
    const qr = item.getByRole('img', { name: 'The entry QR code in this e-mail' });
    expect(JSON.parse(await readQr(qr))).toEqual(payload);

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `admin-outbox-${MOBILE}.png`),
      fullPage: true,
    });

    // The link in the e-mail opens the ticket.
    await page.goto(ticketLink);
    await page.getByRole('article').getByRole('img', { name: 'Entry QR code' }).waitFor();
    expect(errors).toEqual([]);
  });
});
