import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTRO_DONE_FLAGS, presetStorage, viewportOptions } from '../../scripts/lib/chromium.mjs';
import { startFirebaseLocal, type FirebaseLocal } from '../../scripts/lib/firebase-local.mjs';
import { firestoreEmulatorSupport } from '../../scripts/lib/firestore-emulator.mjs';
import { GOOGLE_LOCAL_STACK_NOTE } from '@/domain/sign-in';
import { DESKTOP, MOBILE, collectErrors, launchBrowser } from './support/browser';
import {
  EVENT_TITLE,
  applyCoupon,
  chooseTickets,
  fillBuyer,
  openBooking,
  readTicketQr,
  ticketScreen,
  untilEnabled,
} from './support/booking';
import { POLL, untilInteractive } from './page-helpers';

// The production (Firebase) configuration in a browser, as `npm run start:firebase` runs it
// (docs/design.md §16.5): the same module starts the emulators on free ports with the emulator
// build, and a visitor pays through the test checkout, books free with the 100 % code, opens the
// ticket link on a second device, and organisers sign in and check that ticket in.

const support = firestoreEmulatorSupport();
const STACK_TIMEOUT_MS = 600_000;
const TEST_CHECKOUT_TITLE = 'Test checkout — no money moves';
const NOT_ADMIN = 'Access denied. Admin privileges required.';

let stack: FirebaseLocal | undefined;
let browser: Browser | undefined;
const output: string[] = [];
const pages: Page[] = [];
/** What the visitors' tests hand the later ones. */
const booked: { paid?: { bookingId: string; link: string; qrPng: Buffer } } = {};

function local(): FirebaseLocal {
  if (!stack) throw new Error('The emulator stack did not start (see beforeAll).');
  return stack;
}

/** A page in a fresh context (a device of its own) on the emulator build's site. */
async function newDevice(width: number, context: BrowserContextOptions = {}): Promise<Page> {
  if (!browser) throw new Error('The browser did not start.');
  const made = await browser.newContext({
    baseURL: local().siteUrl,
    ...viewportOptions(width, browser.version()),
    ...context,
  });
  await presetStorage(made, INTRO_DONE_FLAGS);
  const page = await made.newPage();
  page.setDefaultTimeout(30_000);
  pages.push(page);
  return page;
}

/** The ticket screen's link, as Copy Ticket Link puts it on the clipboard. */
async function copiedTicketLink(page: Page): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await ticketScreen(page).copyLink.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), POLL).not.toBe('');
  return page.evaluate(() => navigator.clipboard.readText());
}

async function signIn(page: Page, account: { email: string; password: string }) {
  const button = page.getByRole('button', { name: 'Sign in' });
  await untilInteractive(button);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await button.click();
}

describe.skipIf(!support.ok)(
  `the production configuration on the emulators${support.ok ? '' : ` (skipped: ${support.reason})`}`,
  () => {
    beforeAll(async () => {
      try {
        stack = await startFirebaseLocal({ onOutput: (text) => output.push(text) });
      } catch (error) {
        console.log(output.join('').slice(-20_000));
        throw error;
      }
      // A fake camera, so the scanner page starts as it does at the door.
      browser = await launchBrowser([
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ]);
    }, STACK_TIMEOUT_MS);

    afterAll(async () => {
      for (const page of pages) await page.context().close();
      await browser?.close();
      await stack?.stop();
    }, 60_000);

    it('pays through the test checkout and shows the ticket', async () => {
      const page = await newDevice(MOBILE, { permissions: ['clipboard-read', 'clipboard-write'] });
      const errors = collectErrors(page);
      const form = await openBooking(page);
      await chooseTickets(form, { basic: 1 });
      await fillBuyer(form, 'paid.guest@example.com');
      await untilEnabled(form.pay);
      await form.pay.click();

      const checkout = page.getByRole('dialog', { name: TEST_CHECKOUT_TITLE });
      await checkout.waitFor();
      await checkout.getByRole('button', { name: 'Pay ₹499' }).click();
      const ticket = ticketScreen(page);
      await ticket.heading.waitFor();
      await ticket.card.waitFor();
      const payload = await readTicketQr(ticket.qr);
      expect(payload).toMatchObject({
        email: 'paid.guest@example.com',
        ticket499Count: 1,
        ticket1212Count: 0,
      });
      const link = await copiedTicketLink(page);
      expect(link).toMatch(new RegExp(`^${local().siteUrl}/ticket/[\\w-]+$`));
      booked.paid = {
        bookingId: String(payload['bookingId']),
        link,
        qrPng: await ticket.qr.screenshot(),
      };
      expect(errors).toEqual([]);
    });

    it('books free with the 100 % code', async () => {
      const page = await newDevice(MOBILE);
      const errors = collectErrors(page);
      const form = await openBooking(page);
      await chooseTickets(form, { premium: 2 });
      await applyCoupon(form, local().freeCode);
      await fillBuyer(form, 'free.guest@example.com');
      await untilEnabled(form.freeBooking);
      await form.freeBooking.click();
      const ticket = ticketScreen(page);
      await ticket.heading.waitFor();
      expect(await readTicketQr(ticket.qr)).toMatchObject({
        email: 'free.guest@example.com',
        ticket499Count: 0,
        ticket1212Count: 2,
      });
      expect(errors).toEqual([]);
    });

    it('opens the paid ticket’s link on a second device', async () => {
      const paid = booked.paid;
      if (!paid) throw new Error('The paid booking did not happen.');
      const page = await newDevice(DESKTOP);
      const errors = collectErrors(page);
      await page.goto(paid.link);
      const card = page.getByRole('article', { name: EVENT_TITLE });
      await card.waitFor();
      const payload = await readTicketQr(card.getByRole('img', { name: 'Entry QR code' }));
      expect(payload['bookingId']).toBe(paid.bookingId);
      expect(errors).toEqual([]);
    });

    it('lets the organiser sign in and check that ticket in from its image', async () => {
      const paid = booked.paid;
      if (!paid) throw new Error('The paid booking did not happen.');
      const page = await newDevice(DESKTOP);
      const errors = collectErrors(page);
      await page.goto('/admin/dashboard/qr-scanner');
      await signIn(page, local().accounts.organiser);
      await page.getByRole('heading', { name: 'QR Scanner' }).waitFor();
      await page.getByRole('button', { name: 'Stop camera' }).click();
      await page.getByLabel('Scan from an image').setInputFiles({
        name: 'ticket.png',
        mimeType: 'image/png',
        buffer: paid.qrPng,
      });
      const verdict = page.locator('[data-verdict]');
      await expect.poll(() => verdict.getAttribute('data-verdict'), POLL).toBe('admit');
      expect(await verdict.innerText()).toContain('Admit 1 — 1 Basic');
      expect(errors).toEqual([]);
    });

    it('refuses a signed-in guest who is not an organiser', async () => {
      const page = await newDevice(MOBILE);
      await page.goto('/admin/login');
      await signIn(page, local().accounts.guest);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toBe(NOT_ADMIN);
      expect(new URL(page.url()).pathname).toBe('/admin/login');
    });

    it('says by the Google button that it needs the internet here, and loads nothing for it first', async () => {
      // docs/design.md §6.2: Google's loader (apis.google.com) comes only with the press.
      const page = await newDevice(MOBILE);
      const google: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('https://apis.google.com/')) google.push(request.url());
      });
      const response = await page.goto('/admin/login');
      const button = page.getByRole('button', { name: 'Continue with Google' });
      await untilInteractive(button);
      expect(await button.getAttribute('aria-describedby')).not.toBeNull();
      expect(await page.locator('#google-sign-in-note').innerText()).toBe(GOOGLE_LOCAL_STACK_NOTE);
      await page.waitForLoadState('networkidle');
      expect(google).toEqual([]);
      // Its frame is the Auth emulator's, which this build's policy lets in.
      const frames = (response?.headers()['content-security-policy'] ?? '')
        .split(';')
        .find((directive) => directive.trim().startsWith('frame-src'));
      expect(frames).toContain(`http://127.0.0.1:${local().ports.auth}`);
    });

    it('runs the scheduled reconcile by hand', async () => {
      await expect(local().reconcile()).resolves.toBeUndefined();
    });
  },
);
