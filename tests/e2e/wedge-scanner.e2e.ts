import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chooseTickets,
  fillBuyer,
  openBooking,
  payThroughDemoCheckout,
  readQr,
  ticketScreen,
} from './support/booking';
import { DESKTOP, MOBILE, collectErrors, type ViewportWidth } from './support/browser';
import {
  POLL,
  browserForThisFile,
  horizontalOverflow,
  signInAsDemoOrganiser,
} from './page-helpers';

// A hardware (keyboard-wedge) scanner at the door (docs/design.md §5.8), on the built site: it
// types the ticket's QR text a few milliseconds a key, then Enter, with no field focused. A person
// types with page.keyboard.

// The camera runs too (Chromium's fake camera, with no QR in view), as at a real door.
const browser = browserForThisFile([
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
]);

/** About a USB scanner's pace: each key a few milliseconds after the last. */
const SCANNER_KEY_GAP_MS = 4;

/**
 * Types `text` and Enter as a wedge scanner does: real key presses, each stamped
 * SCANNER_KEY_GAP_MS after the last as the OS stamps a scanner's keys. page.keyboard's keys are
 * stamped when the test gets to send them, which on this shared machine left 66 ms and more
 * between some of them: a person's pace, not a scanner's.
 */
async function scanWithWedge(page: Page, text: string) {
  const cdp = await page.context().newCDPSession(page);
  const startedAt = Date.now() / 1000;
  const keys = [...text].map((key) => ({ key, text: key }));
  const enter = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' };
  for (const [index, key] of [...keys, enter].entries()) {
    const timestamp = startedAt + (index * SCANNER_KEY_GAP_MS) / 1000;
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', timestamp, ...key });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', timestamp, key: key.key });
  }
  await cdp.detach();
}

const verdict = (page: Page) => page.locator('[data-verdict]');

async function openScannerWithTicket(width: ViewportWidth, email: string) {
  const page = await browser.newPage({ width });
  const errors = collectErrors(page);
  const form = await openBooking(page);
  await chooseTickets(form, { basic: 1, premium: 1 });
  await fillBuyer(form, email);
  await payThroughDemoCheckout(page, form);
  const qrText = await readQr(ticketScreen(page).qr);
  await page.goto('/admin/dashboard/qr-scanner');
  await signInAsDemoOrganiser(page);
  await page.getByRole('heading', { name: 'QR Scanner' }).waitFor();
  await page.getByText('Checking in for').waitFor();
  return { page, errors, qrText };
}

describe('a hardware scanner at the door', () => {
  it.each([MOBILE, DESKTOP])(
    'admits the ticket it types at %i px, and a focused control is not pressed by its Enter',
    async (width) => {
      const { page, errors, qrText } = await openScannerWithTicket(
        width,
        `wedge.${width}@example.com`,
      );
      const hint = page.getByText(/USB or Bluetooth ticket scanner works here too/);
      expect(await hint.isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Stop camera' }).waitFor();
      // The door person last opened the scan log: its summary has focus, and an Enter of its
      // own would close it again.
      const scanLog = page.locator('details', { has: page.getByText('Scan log', { exact: true }) });
      await page.getByText('Scan log', { exact: true }).click();
      expect(await scanLog.getAttribute('open')).not.toBeNull();

      await scanWithWedge(page, qrText);
      await expect.poll(() => verdict(page).getAttribute('data-verdict'), POLL).toBe('admit');
      const shown = await verdict(page).innerText();
      expect(shown).toContain('Admit 2 — 1 Basic, 1 Premium');
      expect(shown).toContain(`wedge.${width}@example.com`);
      expect(await scanLog.getAttribute('open')).not.toBeNull();
      await page.getByRole('button', { name: 'Next guest' }).click();

      // The same ticket scanned again after the guest stepped away: amber, as from the camera.
      await page.clock.install();
      await page.clock.fastForward(4000);
      await scanWithWedge(page, qrText);
      await expect.poll(() => verdict(page).getAttribute('data-verdict'), POLL).toBe('already');
      await page.getByRole('button', { name: 'Next guest' }).click();
      await expect
        .poll(() => page.getByRole('list', { name: 'Scan log' }).innerText(), POLL)
        .toContain(`wedge.${width}@example.com`);
      expect(errors).toEqual([]);
    },
  );

  it('takes nothing a person types for a scan: in the manual search, or slowly', async () => {
    const { page, errors, qrText } = await openScannerWithTicket(MOBILE, 'typed@example.com');
    const search = page.getByLabel('Name, e-mail or booking ID');
    await search.click();
    await scanWithWedge(page, qrText);
    expect(await search.inputValue()).toBe(qrText);
    await page.getByText(/^No booking for this event matches/).waitFor();
    // The code, one long word, is quoted back; it wraps rather than push the page sideways.
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // With nothing focused, typed at a person's pace (120 ms a key), then Enter.
    await search.blur();
    await page.keyboard.type('{"bookingId":"nobody"}', { delay: 120 });
    await page.keyboard.press('Enter');

    // Then a real scan, green: had the code typed into the search been taken for a scan, this
    // one would be amber; had the slow typing, its refusal would be in the scan log.
    await scanWithWedge(page, qrText);
    await expect.poll(() => verdict(page).getAttribute('data-verdict'), POLL).toBe('admit');
    await page.getByRole('button', { name: 'Next guest' }).click();
    await page.getByText('Scan log', { exact: true }).click();
    const log = page.getByRole('list', { name: 'Scan log' });
    await expect.poll(() => log.innerText(), POLL).toContain('typed@example.com');
    expect(await log.innerText()).not.toContain('Refused');
    expect(errors).toEqual([]);
  });
});
