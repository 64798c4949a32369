import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DOOR_ACCOUNT } from '@/backend/demo/demo-accounts';
import {
  chooseTickets,
  fillBuyer,
  openBooking,
  payThroughDemoCheckout,
  readTicketQr,
  ticketScreen,
} from './support/booking';
import { DESKTOP, MOBILE, collectErrors, launchBrowser, newPage } from './support/browser';
import { POLL, horizontalOverflow, signInAsDemoOrganiser } from './page-helpers';

// Staff who can only scan (docs/design.md §6.1), on the built demo: the door account signs in from
// the login page's own hint, sees only the scanner, is told why an organiser's screen does not
// open, and checks in a ticket of its event; the organiser's Team screen at phone and desk width.

const SCREENSHOT_DIR = join('test-results', 'e2e');
/** Where the closing note takes its pictures from, when that folder is there. */
const SHOTS_DIR = process.env['ROLE_SHOTS_DIR'];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
  ]);
});

afterAll(async () => {
  await browser?.close();
});

async function saveScreenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, name);
  await page.screenshot({ path, fullPage: true });
  if (SHOTS_DIR) copyFileSync(path, join(SHOTS_DIR, name));
}

/** Signs in with the door account exactly as the login page's demo panel prints it. */
async function signInAsDoorStaff(page: Page) {
  const panel = page.getByRole('region', { name: 'Demo accounts' });
  const line = panel.getByRole('listitem').filter({ hasText: DEMO_DOOR_ACCOUNT.email });
  const [email, password] = (await line.innerText()).split('\n').at(-1)!.split(' / ');
  await page.getByLabel('Email').fill(email!.trim());
  await page.getByLabel('Password').fill(password!.trim());
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('door staff on the demo', () => {
  it('see only the door, are told why the wallet does not open, and check a ticket in', async () => {
    const page = await newPage(browser, { width: MOBILE });
    const errors = collectErrors(page);
    const form = await openBooking(page);
    await chooseTickets(form, { basic: 1 });
    await fillBuyer(form, 'steward.guest@example.com');
    await payThroughDemoCheckout(page, form);
    const ticket = ticketScreen(page);
    await readTicketQr(ticket.qr);
    const qrPng = await ticket.qr.screenshot();

    await page.goto('/admin/wallet');
    await signInAsDoorStaff(page);
    await page.getByRole('heading', { name: 'Organisers only' }).waitFor();
    expect(await page.getByText(/This screen is for organisers/).isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['QR Scanner']);
    await saveScreenshot(page, `door-staff-refused-${MOBILE}.png`);

    await page.getByRole('link', { name: 'Go to the QR scanner' }).click();
    await page.getByRole('heading', { name: 'QR Scanner' }).waitFor();
    // Only the event assigned to this account is offered.
    await expect.poll(() => page.getByLabel('Event').locator('option').count(), POLL).toBe(1);
    await page.getByLabel('Scan from an image').setInputFiles({
      name: 'ticket.png',
      mimeType: 'image/png',
      buffer: qrPng,
    });
    const verdict = page.locator('[data-verdict]');
    await expect.poll(() => verdict.getAttribute('data-verdict'), POLL).toBe('admit');
    await page.keyboard.press('Escape');
    // The scan log names who admitted the guest.
    await page.getByText('Scan log', { exact: true }).click();
    const log = page.getByRole('list', { name: 'Scan log' });
    await expect.poll(() => log.innerText(), POLL).toContain(DEMO_DOOR_ACCOUNT.email);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it.each([MOBILE, DESKTOP])('the Team screen at %i px', async (width) => {
    const page = await newPage(browser, { width });
    const errors = collectErrors(page);
    await page.goto('/admin/dashboard/team');
    await signInAsDemoOrganiser(page);
    await page.getByRole('heading', { name: 'Team' }).waitFor();
    const list = page.getByRole('list', { name: 'Team members' });
    await expect.poll(() => list.innerText(), POLL).toContain(DEMO_DOOR_ACCOUNT.email);
    expect(
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Team' })
        .count(),
    ).toBe(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `team-${width}.png`);
    expect(errors).toEqual([]);
  });
});
