import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BASIC_PRICE,
  PREMIUM_PRICE,
  chooseTickets,
  definitions,
  fillBuyer,
  openBooking,
  payThroughDemoCheckout,
  readTicketQr,
  rupees,
  ticketScreen,
} from './support/booking';
import { DESKTOP, MOBILE, collectErrors } from './support/browser';
import {
  FAQ_QUESTIONS,
  browserForThisFile,
  horizontalOverflow,
  scrollTo,
  untilInteractive,
} from './page-helpers';

// The booking page and the ticket screen on a phone and on a laptop, and what the marketing
// pages do not download (docs/design.md §10.1).

const browser = browserForThisFile();

const SCREENSHOT_DIR = join('test-results', 'e2e');

/** A full-page screenshot from the top, so the fixed header sits where a visitor first sees it. */
async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await scrollTo(page, 0);
  await page.screenshot({ path: join(SCREENSHOT_DIR, name), fullPage: true });
}

describe('booking at both widths', () => {
  it.each([MOBILE, DESKTOP])(
    'at %i px a paid booking ends on its ticket and nothing sticks out sideways',
    async (width) => {
      const page = await browser.newPage({ width });
      const errors = collectErrors(page);
      const form = await openBooking(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await chooseTickets(form, { basic: 2, premium: 1 });
      await fillBuyer(form, `wide${width}@example.com`);
      await saveScreenshot(page, `booking-${width}.png`);
      await payThroughDemoCheckout(page, form);

      const ticket = ticketScreen(page);
      expect(await ticket.card.isVisible()).toBe(true);
      expect((await definitions(ticket.card))['AMOUNT PAID']).toBe(
        rupees(2 * BASIC_PRICE + PREMIUM_PRICE),
      );
      expect(await readTicketQr(ticket.qr)).toMatchObject({
        email: `wide${width}@example.com`,
        ticket499Count: 2,
        ticket1212Count: 1,
      });
      // The whole card and both actions fit the window's width.
      for (const part of [ticket.card, ticket.copyLink, ticket.downloadImage]) {
        const box = await part.boundingBox();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `ticket-screen-${width}.png`);
      expect(errors).toEqual([]);
    },
  );
});

/**
 * Parts of chunk names that mean booking, ticket or admin code: the backend, its database, the
 * card tools, the admin area and the organisers' half of the backend.
 */
const BACKEND_CHUNKS =
  /create-demo-backend|dexie|html2canvas|qrcode|admin-route|create-demo-admin/i;

function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

describe('what the marketing pages download', () => {
  it.each([
    ['/', 'Send Message'],
    ['/faq', FAQ_QUESTIONS[FAQ_QUESTIONS.length - 1]],
  ] as const)(
    '%s requests no backend, database, QR or image-capture chunk, even scrolled to the end',
    async (path, lastButton) => {
      const page = await browser.newPage({ width: MOBILE });
      const errors = collectErrors(page);
      const scripts = scriptRequests(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Deferred sections load their code as they come into view: wait for the last one's.
      await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
      await untilInteractive(page.getByRole('button', { name: lastButton }));

      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((url) => BACKEND_CHUNKS.test(url))).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it('while /booking does load the demo backend (so the names above are the real ones)', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const scripts = scriptRequests(page);
    await openBooking(page);
    expect(scripts.filter((url) => BACKEND_CHUNKS.test(url))).toEqual([
      expect.stringMatching(/^\/assets\/create-demo-backend-[\w-]+\.js$/),
    ]);
  });
});
