import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  INTRO_DONE_FLAGS,
  presetStorage,
  viewportOptions,
} from '../../scripts/lib/chromium.mjs';
import {
  PREMIUM_PRICE,
  applyCoupon,
  chooseTickets,
  definitions,
  demoCheckout,
  fillBuyer,
  openBooking,
  rupees,
  ticketScreen,
  untilEnabled,
  type BookingForm,
} from './support/booking';
import { DESKTOP, MOBILE, collectErrors, findChromium } from './support/browser';
import { baseURL } from './support/site';
import { POLL, browserForThisFile } from './page-helpers';

// docs/design.md §4.7 "A checkout left open": a buyer closes the page (or the browser) while the
// demo Checkout is open, comes back to /booking and applies the same code. The order that page
// left is released first, unless its page is still open — that buyer may be paying right now.

const browser = browserForThisFile();

const ORDER = { basic: 1, premium: 2 };
const FULL = rupees(499 + 2 * PREMIUM_PRICE);
const DISCOUNTED = rupees(499 + PREMIUM_PRICE);
const RESERVED = 'This coupon is being used in another booking. Please try again in 15 minutes.';

/** On /booking: the order, VIPHALF50 applied, Pay pressed; resolves with the checkout open. */
async function openCheckoutWithCode(page: Page): Promise<void> {
  const form = await openBooking(page);
  await chooseTickets(form, ORDER);
  await applyCoupon(form, 'VIPHALF50');
  await form.removeCoupon.waitFor();
  expect((await definitions(form.summary))['Total']).toBe(DISCOUNTED);
  await fillBuyer(form, 'meera@example.com');
  await untilEnabled(form.pay);
  await form.pay.click();
  await demoCheckout(page).dialog.waitFor();
}

/** A new visit to /booking applies the same code; resolves with the form. */
async function applySameCode(page: Page): Promise<BookingForm> {
  const form = await openBooking(page);
  await chooseTickets(form, ORDER);
  await applyCoupon(form, 'VIPHALF50');
  return form;
}

async function expectDiscounted(form: BookingForm): Promise<void> {
  await form.removeCoupon.waitFor();
  expect(await form.alerts.allInnerTexts()).toEqual([]);
  expect((await definitions(form.summary))['Total']).toBe(DISCOUNTED);
}

describe('a checkout left open', () => {
  it('by a page that was closed is released when the buyer opens /booking again', async () => {
    const first = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(first);
    await openCheckoutWithCode(first);
    const context = first.context();
    await first.close();

    const second = await context.newPage();
    errors.push(...collectErrors(second));
    await expectDiscounted(await applySameCode(second));
    expect(errors).toEqual([]);
  });

  it('by a page still open with its checkout is left alone, and that page can still pay', async () => {
    const first = await browser.newPage({ width: MOBILE });
    await openCheckoutWithCode(first);

    const second = await first.context().newPage();
    const form = await applySameCode(second);
    await expect.poll(() => form.alerts.allInnerTexts(), POLL).toEqual([RESERVED]);
    // Everything else is ready: only the refused code stands between the visitor and paying
    // the full price, and it must not be passed over silently.
    await fillBuyer(form, 'ravi@example.com');
    expect((await definitions(form.summary))['Total']).toBe(FULL);
    expect(await form.pay.isDisabled()).toBe(true);

    await first.bringToFront();
    await demoCheckout(first).pay.click();
    const ticket = ticketScreen(first);
    await ticket.heading.waitFor();
    expect(await definitions(ticket.card)).toMatchObject({
      'AMOUNT PAID': DISCOUNTED,
      PROMO: 'VIPHALF50',
    });
  });
});

describe('a checkout left open when the browser was quit', () => {
  const profiles: string[] = [];
  afterEach(() => {
    for (const dir of profiles.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** Chromium on a profile kept on disk, as a buyer's browser keeps it between launches. */
  async function launchWithProfile(dir: string): Promise<BrowserContext> {
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: findChromium(),
      headless: true,
      args: CHROMIUM_ARGS,
      baseURL: baseURL(),
      ...viewportOptions(DESKTOP, ''),
    });
    await presetStorage(context, INTRO_DONE_FLAGS);
    return context;
  }

  it('is released when the relaunched browser opens /booking', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'left-checkout-'));
    profiles.push(profile);
    const before = await launchWithProfile(profile);
    try {
      await openCheckoutWithCode(before.pages()[0] ?? (await before.newPage()));
    } finally {
      await before.close();
    }

    const after = await launchWithProfile(profile);
    try {
      const page = after.pages()[0] ?? (await after.newPage());
      const errors = collectErrors(page);
      await expectDiscounted(await applySameCode(page));
      expect(errors).toEqual([]);
    } finally {
      await after.close();
    }
  });
});
