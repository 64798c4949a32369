import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BASIC_PRICE,
  PREMIUM_PRICE,
  applyCoupon,
  bookingForm,
  chooseTickets,
  definitions,
  demoCheckout,
  fillBuyer,
  openBooking,
  rupees,
  shownCounts,
  ticketScreen,
  untilEnabled,
} from './support/booking';
import { DESKTOP, MOBILE, collectErrors, type ViewportWidth } from './support/browser';
import { POLL, browserForThisFile, horizontalOverflow, untilInteractive } from './page-helpers';

// docs/design.md §12.5, a shorter path to Pay: Book Basic / Book Premium land on /booking with that
// ticket chosen and the form in view; on a phone a checkout bar keeps the total and Pay at hand; a
// disabled Pay looks disabled; a code pasted from a chat with invisible characters applies.

const browser = browserForThisFile();
const SCREENSHOT_DIR = join('test-results', 'e2e');

function checkoutBar(page: Page) {
  const bar = page.getByRole('region', { name: 'Checkout' });
  return {
    bar,
    pay: bar.getByRole('button', { name: /^(Pay ₹|Processing\.\.\.)/ }),
    freeBooking: bar.getByRole('button', { name: 'Complete Free Booking' }),
  };
}

/** Is the element's top edge on screen, below the fixed header? */
async function topInView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 56 && box.y < height * 0.6;
}

async function paint(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      border: parseFloat(style.borderTopWidth) > 0 ? style.borderTopStyle : 'none',
      color: style.color,
      opacity: style.opacity,
    };
  });
}

describe('Book Basic / Book Premium', () => {
  it.each<[ViewportWidth, 'Basic' | 'Premium']>([
    [MOBILE, 'Premium'],
    [DESKTOP, 'Premium'],
    [MOBILE, 'Basic'],
  ])(
    'at %i px, Book %s on /packages opens /booking with one chosen, form in view',
    async (width, tier) => {
      const page = await browser.newPage({ width });
      const errors = collectErrors(page);
      await page.goto('/packages');
      const link = page.getByRole('link', { name: `Book ${tier}` });
      await untilInteractive(link);
      await link.click();

      await page.waitForURL(`**/booking?tier=${tier.toLowerCase()}`);
      const form = bookingForm(page);
      await untilInteractive(form.add('Premium'));
      expect(await shownCounts(form)).toEqual(
        tier === 'Premium' ? { basic: 0, premium: 1 } : { basic: 1, premium: 0 },
      );
      const price = tier === 'Premium' ? PREMIUM_PRICE : BASIC_PRICE;
      expect(await definitions(form.summary)).toMatchObject({ Total: rupees(price) });
      await expect.poll(() => topInView(page, form.form), POLL).toBe(true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shot(`booking-from-book-${tier.toLowerCase()}-${width}.png`) });
      expect(errors).toEqual([]);
    },
  );

  it('are plain links in the prerendered HTML, before any script runs', async () => {
    const page = await browser.newPage({ width: MOBILE, context: { javaScriptEnabled: false } });
    for (const path of ['/packages', '/']) {
      await page.goto(path);
      expect(await page.getByRole('link', { name: 'Book Premium' }).getAttribute('href')).toBe(
        '/booking?tier=premium',
      );
      expect(await page.getByRole('link', { name: 'Book Basic' }).getAttribute('href')).toBe(
        '/booking?tier=basic',
      );
    }
  });

  it('ignores a tier it does not know', async () => {
    const page = await browser.newPage({ width: MOBILE });
    await page.goto('/booking?tier=gold&tier=premium');
    const form = bookingForm(page);
    await untilInteractive(form.add('Premium'));
    expect(await shownCounts(form)).toEqual({ basic: 0, premium: 0 });
    expect(await checkoutBar(page).bar.count()).toBe(0);
  });
});

describe('the phone checkout bar', () => {
  it('at 390 px shows the total and pays through the demo checkout', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    const form = await openBooking(page);
    const bar = checkoutBar(page);
    expect(await bar.bar.count()).toBe(0);

    await chooseTickets(form, { basic: 1, premium: 1 });
    const total = BASIC_PRICE + PREMIUM_PRICE;
    await bar.bar.waitFor();
    expect(await bar.bar.innerText()).toContain(`Total\n${rupees(total)}`);
    expect(await bar.pay.isDisabled()).toBe(true);
    expect(await bar.bar.innerText()).toContain(
      'To continue: Enter a valid email address. Accept the Terms of Service.',
    );
    // Pinned to the bottom edge, full width, and the page is padded so nothing hides under it.
    const viewport = page.viewportSize()!;
    const box = (await bar.bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect(box.width).toBe(viewport.width);
    const padding = await page.evaluate(() =>
      parseFloat(getComputedStyle(document.body).paddingBottom),
    );
    expect(padding).toBeGreaterThanOrEqual(Math.floor(box.height));
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    const footerLast = page.getByRole('contentinfo').getByRole('link').last();
    await footerLast.waitFor();
    const footerBox = (await footerLast.boundingBox())!;
    expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(box.y);
    await page.screenshot({ path: shot('booking-bar-disabled-390.png') });

    await form.form.scrollIntoViewIfNeeded();
    await fillBuyer(form, 'bar@example.com');
    await untilEnabled(bar.pay);
    expect(await bar.pay.innerText()).toBe(`Pay ${rupees(total)}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(async () => (await paint(bar.pay)).background, POLL).toBe('rgb(247, 166, 0)');
    await page.screenshot({ path: shot('booking-bar-ready-390.png') });

    await bar.pay.click();
    const checkout = demoCheckout(page);
    await checkout.dialog.waitFor();
    expect(await checkout.dialog.innerText()).toContain(rupees(total));
    await checkout.pay.click();
    const ticket = ticketScreen(page);
    await ticket.heading.waitFor();
    expect((await definitions(ticket.card))['AMOUNT PAID']).toBe(rupees(total));
    expect(await bar.bar.count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
    expect(errors).toEqual([]);
  });

  it('is not there at 1280 px', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    const form = await openBooking(page);
    await chooseTickets(form, { premium: 2 });
    expect(await checkoutBar(page).bar.count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Pay ₹/ }).count()).toBe(1);
    await page.screenshot({ path: shot('booking-no-bar-1280.png'), fullPage: true });
  });
});

describe('a disabled Pay button', () => {
  it.each([MOBILE, DESKTOP])('at %i px looks disabled, not like a dimmed Pay', async (width) => {
    const page = await browser.newPage({ width });
    const form = await openBooking(page);
    await chooseTickets(form, { basic: 1 });
    const disabled = await paint(form.pay);
    expect(await form.pay.isDisabled()).toBe(true);
    expect(await form.form.getByText('To continue:').isVisible()).toBe(true);
    await form.pay.scrollIntoViewIfNeeded();
    await form.pay.screenshot({ path: shot(`booking-pay-disabled-${width}.png`) });

    await fillBuyer(form, 'look@example.com');
    await untilEnabled(form.pay);
    // Colours fade between the two looks (transition-colors): wait until it has settled.
    await expect
      .poll(async () => (await paint(form.pay)).background, POLL)
      .toBe('rgb(247, 166, 0)');
    const enabled = await paint(form.pay);
    expect(enabled).toMatchObject({ background: 'rgb(247, 166, 0)', border: 'none', opacity: '1' });
    // No gold fill: a dashed outline with muted text, at full opacity so the text stays legible.
    expect(disabled).toMatchObject({
      background: 'rgba(0, 0, 0, 0)',
      border: 'dashed',
      opacity: '1',
    });
    expect(disabled.color).not.toBe(enabled.color);
    await form.pay.screenshot({ path: shot(`booking-pay-ready-${width}.png`) });
  });
});

describe('a coupon pasted from a chat', () => {
  it('applies although it starts with a zero-width space', async () => {
    const page = await browser.newPage({
      width: MOBILE,
      context: { permissions: ['clipboard-read', 'clipboard-write'] },
    });
    const form = await openBooking(page);
    await chooseTickets(form, { premium: 1 });
    await page.evaluate(() => navigator.clipboard.writeText('\u200BVIPHALF50\u00A0'));
    await form.coupon.click();
    await page.keyboard.press('Control+V');
    await expect.poll(() => form.coupon.inputValue(), POLL).toBe('VIPHALF50');
    await form.applyCoupon.click();
    await form.form.getByText(/^VIPHALF50 applied/).waitFor();
    expect(await definitions(form.summary)).toMatchObject({
      'Discount (VIPHALF50)': `-${rupees(PREMIUM_PRICE / 2)}`,
      Total: rupees(PREMIUM_PRICE / 2),
    });

    // Typed (or filled by an autofill) with the invisible characters, it applies all the same.
    await form.removeCoupon.click();
    await applyCoupon(form, '\u200B\u2060viphalf50\uFEFF');
    await form.form.getByText(/^VIPHALF50 applied/).waitFor();
    expect(await form.coupon.inputValue()).toBe('VIPHALF50');
  });
});

function shot(name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return join(SCREENSHOT_DIR, name);
}
