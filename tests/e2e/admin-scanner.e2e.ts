import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_ACCOUNT } from '@/backend/demo/demo-accounts';
import { NO_QR_IN_IMAGE_MESSAGE } from '@/domain/check-in';
import { encodeBilevelPng } from '@/domain/png';
import { REPEAT_READ_MARK, REPEAT_WINDOW_MS } from '@/features/admin/scanner/repeat-filter';
import {
  chooseTickets,
  fillBuyer,
  openBooking,
  payThroughDemoCheckout,
  readTicketQr,
  ticketScreen,
} from './support/booking';
import { DESKTOP, MOBILE, collectErrors, launchBrowser, newPage } from './support/browser';
import { writeFakeCameraVideo } from '../../scripts/lib/fake-camera.mjs';
import { POLL, horizontalOverflow, signInAsDemoOrganiser } from './page-helpers';

// The door on the night (docs/design.md §5), on the built site: a ticket booked in this browser is
// checked in by a real camera scan (Chromium's fake camera playing a video of the ticket's QR),
// the same QR again says 'Already checked in', a second tab (another lane of the demo door) sees
// the counter move, an undo is confirmed, and an image file and a manual search check in too.

const workDir = join(tmpdir(), `sangeet-scanner-${process.pid}`);
const cameraVideo = join(workDir, 'door-camera.y4m');
const SCREENSHOT_DIR = join('test-results', 'e2e');

let browser: Browser;

beforeAll(async () => {
  mkdirSync(workDir, { recursive: true });
  // Chromium opens the fake camera's file when a page starts the camera, so the test writes it
  // after booking the ticket it shows.
  browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${cameraVideo}`,
  ]);
});

afterAll(async () => {
  await browser?.close();
  rmSync(workDir, { recursive: true, force: true });
});

async function bookTicket(page: Page, counts: { basic?: number; premium?: number }, email: string) {
  const form = await openBooking(page);
  await chooseTickets(form, counts);
  await fillBuyer(form, email);
  await payThroughDemoCheckout(page, form);
  const ticket = ticketScreen(page);
  const payload = await readTicketQr(ticket.qr);
  return { bookingId: String(payload['bookingId']), qrPng: await ticket.qr.screenshot() };
}

const verdict = (page: Page) => page.locator('[data-verdict]');
/** How many camera reads the scanner has dropped as the same guest's ticket again. */
const repeatReads = (page: Page) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length, REPEAT_READ_MARK);
const counter = (page: Page) => page.getByRole('status', { name: 'People checked in' });

async function saveScreenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, name), fullPage: true });
}

describe('the door scanner', () => {
  it('checks in a booked ticket by a real camera scan, once, live on a second lane; undo', async () => {
    const page = await newPage(browser, { width: MOBILE });
    const errors = collectErrors(page);
    const { bookingId, qrPng } = await bookTicket(
      page,
      { basic: 2, premium: 1 },
      'door.guest@example.com',
    );
    // A second lane: another tab of the same browser, on the scanner before the camera video
    // exists, so its own camera cannot start and only the first lane scans the ticket.
    await page.goto('/admin/login');
    await signInAsDemoOrganiser(page);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    const lane2 = await page.context().newPage();
    await lane2.goto('/admin/dashboard/qr-scanner');
    await lane2.getByRole('heading', { name: 'QR Scanner' }).waitFor();
    await lane2.getByRole('button', { name: 'Start camera' }).waitFor();
    const before = await counter(lane2).innerText();
    const [inBefore, bookedBefore] = before.split('/').map((n) => Number(n.trim()));
    expect(bookedBefore).toBeGreaterThanOrEqual(3);

    writeFakeCameraVideo(cameraVideo, [qrPng]);
    await page.goto('/admin/dashboard/qr-scanner');
    await page.getByRole('heading', { name: 'QR Scanner' }).waitFor();
    // On a phone the camera is at the top of the screen, not below the event and counter.
    const cameraTop = (
      await page.getByRole('heading', { name: 'Camera', exact: true }).boundingBox()
    )?.y;
    expect(cameraTop).toBeLessThan(300);

    // The camera starts by itself and reads the ticket in front of it.
    await page.bringToFront();
    await expect.poll(() => verdict(page).getAttribute('data-verdict'), POLL).toBe('admit');
    const shown = await verdict(page).innerText();
    expect(shown).toContain('Check-in successful!');
    expect(shown).toContain('Admit 3 — 2 Basic, 1 Premium');
    expect(shown).toContain('door.guest@example.com');
    await saveScreenshot(page, `admin-scanner-verdict-${MOBILE}.png`);

    // The other lane's counter follows within 2 s.
    const started = Date.now();
    await expect
      .poll(() => counter(lane2).innerText(), { timeout: 2000, interval: 100 })
      .toBe(`${(inBefore ?? 0) + 3} / ${bookedBefore}`);
    console.log(`second lane counter updated in ${Date.now() - started} ms`);

    // While the guest still holds the ticket up, the camera keeps reading it: every read is
    // dropped as a repeat, none answered again. Shown again once the repeat window has passed
    // (the page's clock jumps over it), it is amber, naming the first check-in.
    await page.getByRole('button', { name: 'Next guest' }).click();
    const readsBefore = await repeatReads(page);
    await expect.poll(() => repeatReads(page), POLL).toBeGreaterThanOrEqual(readsBefore + 5);
    expect(await verdict(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Stop camera' }).click();
    // Playwright's clock from here on (its performance object records no marks): timers and
    // dates run as usual, and the jump stands for the guest stepping away for a while.
    await page.clock.install();
    await page.clock.fastForward(REPEAT_WINDOW_MS + 100);
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect.poll(() => verdict(page).getAttribute('data-verdict'), POLL).toBe('already');
    const again = await verdict(page).innerText();
    await page.screenshot({ path: join(SCREENSHOT_DIR, `admin-scanner-already-${MOBILE}.png`) });
    expect(again).toContain('Already checked in');
    expect(again).toContain(`by ${DEMO_ADMIN_ACCOUNT.email}`);
    await page.getByRole('button', { name: 'Next guest' }).click();
    await page.getByRole('button', { name: 'Stop camera' }).click();

    // Exactly one admission in the store, and the history lists it.
    const history = page.getByRole('list', { name: 'Check-in History' });
    await expect
      .poll(() => history.getByRole('listitem').first().innerText(), POLL)
      .toContain('door.guest@example.com');

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `admin-scanner-${MOBILE}.png`);

    // Undo asks first; Cancel keeps it, confirming takes it back on both lanes.
    const undo = page.getByRole('button', { name: 'Undo check-in of door.guest@example.com' });
    await undo.click();
    await page.getByRole('alertdialog', { name: 'Undo this check-in?' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOT_DIR, `admin-scanner-undo-${MOBILE}.png`) });
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await undo.count()).toBe(1);
    await undo.click();
    await page
      .getByRole('alertdialog', { name: 'Undo this check-in?' })
      .getByRole('button', { name: 'Undo check-in' })
      .click();
    await expect.poll(() => undo.count(), POLL).toBe(0);
    await expect
      .poll(() => counter(lane2).innerText(), { timeout: 2000, interval: 100 })
      .toBe(before);

    // Manual check-in by e-mail after the undo.
    await page.getByLabel('Name, e-mail or booking ID').fill('door.guest');
    await page.getByRole('button', { name: 'Check in door.guest@example.com' }).click();
    await expect.poll(() => verdict(page).getAttribute('data-verdict'), POLL).toBe('admit');
    expect(await verdict(page).innerText()).toContain('Admit 3');
    await page.getByRole('button', { name: 'Next guest' }).click();
    expect(bookingId).toMatch(/^[A-Za-z0-9]+$/);
    expect(errors).toEqual([]);
  });

  it('scans a ticket from an image file, and says which event a wrong ticket is for', async () => {
    const page = await newPage(browser, { width: DESKTOP });
    const errors = collectErrors(page);
    const { qrPng } = await bookTicket(page, { basic: 1 }, 'photo.guest@example.com');
    await page.goto('/admin/dashboard/qr-scanner');
    await signInAsDemoOrganiser(page);
    await page.getByRole('heading', { name: 'QR Scanner' }).waitFor();
    await page.getByRole('button', { name: 'Stop camera' }).click();

    await page.getByLabel('Scan from an image').setInputFiles({
      name: 'ticket.png',
      mimeType: 'image/png',
      buffer: qrPng,
    });
    await expect.poll(() => verdict(page).getAttribute('data-verdict'), POLL).toBe('admit');
    expect(await verdict(page).innerText()).toContain('Admit 1 — 1 Basic');
    await page.keyboard.press('Escape');

    // The same ticket at the past party's door: red, naming the event it is for.
    const options = await page.getByLabel('Event').locator('option').allInnerTexts();
    expect(options.filter((option) => option.endsWith('(past)')).length).toBeGreaterThan(0);
    expect(options.every((option) => /— \S.*\d{4}/.test(option))).toBe(true);
    await page.getByLabel('Event').selectOption({ index: 0 });
    await page.getByLabel('Scan from an image').setInputFiles({
      name: 'ticket.png',
      mimeType: 'image/png',
      buffer: qrPng,
    });
    await expect.poll(() => verdict(page).getAttribute('data-verdict'), POLL).toBe('refuse');
    expect(await verdict(page).innerText()).toMatch(/different event[\s\S]*It is for Sangeet/);
    await page.keyboard.press('Escape');

    // A picture without a QR code: one message, saying what to try.
    await page.getByLabel('Scan from an image').setInputFiles({
      name: 'stripes.png',
      mimeType: 'image/png',
      buffer: Buffer.from(encodeBilevelPng(240, 240, (x, y) => (x + y) % 24 < 12)),
    });
    await expect
      .poll(() => page.getByRole('alert').allInnerTexts(), POLL)
      .toEqual([NO_QR_IN_IMAGE_MESSAGE]);
    expect(await verdict(page).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `admin-scanner-${DESKTOP}.png`);
    expect(errors).toEqual([]);
  });

  it('decodes with the browser’s own BarcodeDetector where there is one, and fetches no WebAssembly', async () => {
    const page = await newPage(browser, { width: MOBILE });
    const errors = collectErrors(page);
    const { qrPng } = await bookTicket(page, { premium: 1 }, 'native.guest@example.com');
    // Chromium on Linux has no BarcodeDetector: a stand-in, as Chrome on Android has, that
    // "reads" the ticket's QR text from a picture file (camera frames, and the enlarged scan box
    // of one that the camera's second look makes, show nothing).
    const payload = await readTicketQr(ticketScreen(page).qr);
    await page.addInitScript((text) => {
      class BarcodeDetector {
        static async getSupportedFormats() {
          return ['qr_code'];
        }
        async detect(image: unknown) {
          if (image instanceof HTMLVideoElement || image instanceof ImageData) return [];
          (window as unknown as { nativeReads: number }).nativeReads += 1;
          return [{ rawValue: text }];
        }
      }
      Object.assign(window, { BarcodeDetector, nativeReads: 0 });
    }, JSON.stringify(payload));
    const wasm: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.wasm')) wasm.push(request.url());
    });
    await page.goto('/admin/dashboard/qr-scanner');
    await signInAsDemoOrganiser(page);
    await page.getByRole('heading', { name: 'QR Scanner' }).waitFor();
    await page.getByLabel('Scan from an image').setInputFiles({
      name: 'ticket.png',
      mimeType: 'image/png',
      buffer: qrPng,
    });
    await expect.poll(() => verdict(page).getAttribute('data-verdict'), POLL).toBe('admit');
    expect(await verdict(page).innerText()).toContain('native.guest@example.com');
    expect(
      await page.evaluate(() => (window as unknown as { nativeReads: number }).nativeReads),
    ).toBe(1);
    expect(wasm).toEqual([]);
    expect(errors).toEqual([]);
  });
});
