import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  EVENT_TITLE,
  chooseTickets,
  definitions,
  fillBuyer,
  openBooking,
  payThroughDemoCheckout,
  ticketScreen,
} from './support/booking';
import { DESKTOP, MOBILE, collectErrors, type ViewportWidth } from './support/browser';
import { baseURL } from './support/site';
import { POLL, browserForThisFile, horizontalOverflow, untilInteractive } from './page-helpers';

// docs/design.md §12.1, "a ticket nobody loses": once booked here, "Your ticket" is in the header
// of every page (the phone bar and menu, the laptop nav) and on /booking; the ticket offers Add to
// calendar (.ics at the IST start), Directions and Share (copy where there is no Web Share).

const browser = browserForThisFile();
const SCREENSHOT_DIR = join('test-results', 'e2e');

async function saveScreenshot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // From the top, so the fixed header is drawn where it belongs on a full-page shot.
  if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: join(SCREENSHOT_DIR, name), fullPage });
}

/** Books one Basic ticket through the demo checkout; returns its token and the event's facts. */
async function bookOneTicket(page: Page) {
  const form = await openBooking(page);
  const facts = await definitions(page.getByRole('main'));
  await chooseTickets(form, { basic: 1 });
  await fillBuyer(form, 'meera@example.com');
  await payThroughDemoCheckout(page, form);
  const token = new URL(page.url()).searchParams.get('ticket') ?? '';
  expect(token).toMatch(/^[\w-]{24}$/);
  return { token, date: facts['DATE'] ?? '', time: facts['TIME'] ?? '' };
}

/** 'Saturday, 19 December 2026' + '6:00 PM – 10:00 PM' → the start as an iCalendar UTC time. */
function istStartAsIcs(date: string, time: string): string {
  const day = new Date(`${date.replace(/^\w+, /, '')} 00:00 UTC`);
  const [, h = '0', m = '0', half] = /^(\d+):(\d+) (AM|PM)/.exec(time) ?? [];
  const hours = (Number(h) % 12) + (half === 'PM' ? 12 : 0);
  const utc = new Date(day.getTime() + (hours * 60 + Number(m) - 330) * 60_000);
  return utc
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

async function newVisitor(width: ViewportWidth) {
  const page = await browser.newPage({
    width,
    context: { permissions: ['clipboard-read', 'clipboard-write'] },
  });
  return { page, errors: collectErrors(page) };
}

describe('a ticket booked on a phone', () => {
  it('offers Add to calendar, Directions and Share, and the header leads back to it', async () => {
    const { page, errors } = await newVisitor(MOBILE);
    const { token, date, time } = await bookOneTicket(page);
    expect(time).toBe('6:00 PM – 10:00 PM');
    const screen = ticketScreen(page);
    await saveScreenshot(page, 'ticket-kept-ticket-screen-390.png', true);

    // Add to calendar: an .ics whose DTSTART is the event's IST start.
    const addToCalendar = page.getByRole('button', { name: 'Add to calendar' });
    await untilInteractive(addToCalendar);
    const [download] = await Promise.all([page.waitForEvent('download'), addToCalendar.click()]);
    expect(download.suggestedFilename()).toBe('sangeet-vibes-ticket.ics');
    const ics = (await readFile(await download.path(), 'utf8')).replace(/\r\n /g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`\r\nDTSTART:${istStartAsIcs(date, time)}\r\n`);
    expect(ics).toContain(`\r\nSUMMARY:${EVENT_TITLE}\r\n`);
    expect(ics).toContain(`\r\nURL:${baseURL()}/ticket/${token}\r\n`);

    // Directions: a maps search for the venue, in a new tab.
    const directions = page.getByRole('link', { name: 'Directions' });
    expect(await directions.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=\S+/,
    );
    expect(await directions.getAttribute('target')).toBe('_blank');
    expect(await directions.getAttribute('rel')).toMatch(/\bnoopener\b/);

    // Share: headless Chromium on Linux has no Web Share API, so the link is copied.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('status').getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL()}/ticket/${token}`,
    );
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Home: the phone's header bar and its menu both lead to the ticket.
    await page.goto('/');
    const header = page.getByRole('banner');
    const barLink = header.getByRole('link', { name: 'Your ticket', exact: true });
    await barLink.waitFor();
    expect(await barLink.getAttribute('href')).toBe(`/ticket/${token}`);
    await saveScreenshot(page, 'ticket-kept-header-390.png');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await untilInteractive(menuButton);
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const menuLink = menu.getByRole('link', { name: /^Your ticket/ });
    await menuLink.waitFor();
    await saveScreenshot(page, 'ticket-kept-menu-390.png');
    await menuLink.click();
    await page.waitForURL((url) => url.pathname === `/ticket/${token}`);
    await screen.card.waitFor();
    expect(await page.getByRole('button', { name: 'Add to calendar' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'ticket-kept-ticket-page-390.png', true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // /booking says so too.
    await page.goto('/booking');
    const note = page.getByRole('complementary', { name: 'Your ticket' });
    await note.waitFor();
    await note.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'ticket-kept-booking-note-390.png');
    expect(await note.getByRole('link', { name: 'Your ticket' }).getAttribute('href')).toBe(
      `/ticket/${token}`,
    );
    expect(errors).toEqual([]);
  });
});

describe('tickets booked on a laptop', () => {
  it('are in the main nav, one as a link, two as a list newest first, without moving the nav', async () => {
    // Where Book Now sits for a visitor with no ticket.
    const fresh = await newVisitor(DESKTOP);
    await fresh.page.goto('/');
    const bookNow = (page: Page) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Now' });
    await untilInteractive(bookNow(fresh.page));
    const freshBox = await bookNow(fresh.page).boundingBox();
    expect(
      await fresh.page
        .getByRole('banner')
        .getByText(/Your ticket/)
        .count(),
      'no entry without a ticket',
    ).toBe(0);

    const { page, errors } = await newVisitor(DESKTOP);
    const first = await bookOneTicket(page);
    await saveScreenshot(page, 'ticket-kept-ticket-screen-1280.png', true);

    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const entry = nav.getByRole('link', { name: 'Your ticket', exact: true });
    await entry.waitFor();
    expect(await entry.getAttribute('href')).toBe(`/ticket/${first.token}`);
    expect(await bookNow(page).boundingBox()).toEqual(freshBox);
    await saveScreenshot(page, 'ticket-kept-header-1280.png');

    // A second booking: the entry becomes a list, newest first.
    await page.goto('/booking');
    await page.getByRole('complementary', { name: 'Your ticket' }).waitFor();
    const second = await bookOneTicket(page);
    await page.goto('/');
    const list = nav.getByText('Your tickets', { exact: true });
    await untilInteractive(list);
    await list.click();
    const links = nav.getByRole('link').filter({ hasText: EVENT_TITLE });
    await expect.poll(() => links.count(), POLL).toBe(2);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      `/ticket/${second.token}`,
      `/ticket/${first.token}`,
    ]);
    expect(await bookNow(page).boundingBox()).toEqual(freshBox);
    await saveScreenshot(page, 'ticket-kept-header-two-1280.png');

    await links.first().click();
    await page.waitForURL((url) => url.pathname === `/ticket/${second.token}`);
    await ticketScreen(page).card.waitFor();
    await saveScreenshot(page, 'ticket-kept-ticket-page-1280.png', true);
    expect(errors).toEqual([]);
    expect(fresh.errors).toEqual([]);
  });
});

describe('a ticket for a party that is over', () => {
  it('says "This event has ended" and stamps the QR (the seed’s July 2025 legacy booking)', async () => {
    const { page, errors } = await newVisitor(MOBILE);
    await page.goto('/ticket/legacy-duo-1');
    const card = page.getByRole('article', { name: EVENT_TITLE });
    await card.waitFor();
    expect(await card.getByText('This event has ended').isVisible()).toBe(true);
    expect(await card.getByText('EVENT ENDED').isVisible()).toBe(true);
    await saveScreenshot(page, 'ticket-kept-ended-390.png', true);
    expect(errors).toEqual([]);
  });
});
