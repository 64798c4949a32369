import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  BASIC_PRICE,
  EVENT_TITLE,
  PREMIUM_PRICE,
  applyCoupon,
  chooseTickets,
  definitions,
  demoCheckout,
  fillBuyer,
  openBooking,
  payThroughDemoCheckout,
  readTicketQr,
  rupees,
  shownCounts,
  ticketScreen,
  untilEnabled,
  type BookingForm,
} from './support/booking';
import { DESKTOP, MOBILE, collectErrors } from './support/browser';
import { countRecords, SEEDED_BOOKINGS } from './support/demo-store';
import { decodeQr, hasPngSignature, pngSize } from './support/qr';
import { baseURL } from './support/site';
import { POLL, browserForThisFile, untilInteractive } from './page-helpers';

// A paid booking through the demo checkout (docs/design.md §4.3, §4.4, §4.6), at 390 px: the ticket
// it produces, its link and image, and what happens when the visitor cancels, the payment fails or
// Pay is pressed twice.

const browser = browserForThisFile();

const PAYMENT_CANCELLED = 'Payment cancelled. Your selections are kept; you can try again.';

describe('a paid booking through the demo checkout', () => {
  it('ends on a ticket whose QR, link and image all carry the booking and its guest', async () => {
    const page = await browser.newPage({
      width: MOBILE,
      context: { permissions: ['clipboard-read', 'clipboard-write'] },
    });
    const errors = collectErrors(page);
    const form = await openBooking(page);
    const eventDate = (await definitions(page.getByRole('main')))['DATE'] ?? '';
    expect(eventDate).toMatch(/\d{4}$/);

    await chooseTickets(form, { basic: 1, premium: 2 });
    // The lead guest's name, optional (docs/design.md §9.14), printed on the ticket.
    await form.leadGuest.fill(' Priya Sharma ');
    await fillBuyer(form, 'Priya.Sharma@Example.COM');
    const total = BASIC_PRICE + 2 * PREMIUM_PRICE;
    expect(await definitions(form.summary)).toMatchObject({ Total: rupees(total) });
    await untilEnabled(form.pay);
    expect(await form.pay.innerText()).toBe(`Pay ${rupees(total)}`);

    await form.pay.click();
    const checkout = demoCheckout(page);
    await checkout.dialog.waitFor();
    const dialogText = await checkout.dialog.innerText();
    expect(dialogText).toMatch(/demo/i);
    expect(dialogText).toMatch(/no money moves/i);
    expect(dialogText).toContain(rupees(total));
    expect(await checkout.pay.innerText()).toBe(`Pay ${rupees(total)}`);
    await checkout.pay.click();

    const ticket = ticketScreen(page);
    await ticket.heading.waitFor();
    expect(await checkout.dialog.count()).toBe(0);
    expect(await ticket.card.isVisible()).toBe(true);
    expect(await ticket.card.getByRole('heading', { name: EVENT_TITLE }).isVisible()).toBe(true);
    expect(await ticket.card.innerText()).toContain(eventDate);
    const facts = await definitions(ticket.card);
    expect(facts['GUEST']).toBe('Priya Sharma');
    expect(facts['AMOUNT PAID']).toBe(rupees(total));
    expect(facts).not.toHaveProperty('PROMO');
    expect(await page.getByRole('note').innerText()).toMatch(/^Save your ticket/);

    const payload = await readTicketQr(ticket.qr);
    expect(Object.keys(payload)).toEqual([
      'bookingId',
      'email',
      'ticket499Count',
      'ticket1212Count',
    ]);
    expect(payload).toEqual({
      bookingId: expect.stringMatching(/\S/),
      email: 'priya.sharma@example.com',
      ticket499Count: 1,
      ticket1212Count: 2,
    });
    const cardText = await ticket.card.innerText();

    // Copy Ticket Link puts {origin}/ticket/{token} on the clipboard.
    await untilInteractive(ticket.copyLink);
    await ticket.copyLink.click();
    await page.getByText('Link copied').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link.startsWith(`${baseURL()}/ticket/`)).toBe(true);
    expect(link.slice(`${baseURL()}/ticket/`.length)).toMatch(/^[\w-]{24}$/);

    // Download Image saves the card, QR included, as ticket.png.
    const cardBox = await ticket.card.boundingBox();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      ticket.downloadImage.click(),
    ]);
    expect(download.suggestedFilename()).toBe('ticket.png');
    const image = await readFile(await download.path());
    expect(hasPngSignature(image)).toBe(true);
    const size = pngSize(image);
    expect(size.width).toBeGreaterThanOrEqual(300);
    // html2canvas draws the card at a whole scale (save-card-image.ts): the image is the card, not
    // the page, and the QR gets at least 8 pixels a module (docs/design.md §5.1).
    const scale = Math.round(size.width / (cardBox?.width ?? 1));
    expect(scale).toBeGreaterThanOrEqual(2);
    expect(Math.abs(size.width - scale * (cardBox?.width ?? 0))).toBeLessThanOrEqual(4);
    expect(Math.abs(size.height - scale * (cardBox?.height ?? 0))).toBeLessThanOrEqual(4);
    const qrBox = await ticket.qr.boundingBox();
    const cells = Number((await ticket.qr.getAttribute('viewBox'))?.split(' ')[2]);
    expect((scale * (qrBox?.width ?? 0)) / cells).toBeGreaterThanOrEqual(8);
    expect(JSON.parse(decodeQr(image) ?? 'null')).toEqual(payload);
    await page.getByText('Image saved as ticket.png').waitFor();

    // A refresh keeps the ticket.
    await page.reload();
    await ticket.heading.waitFor();
    expect(await ticket.card.innerText()).toBe(cardText);
    expect(await readTicketQr(ticket.qr)).toEqual(payload);

    // The copied link opens the same ticket, on its own page.
    const linkPage = await page.context().newPage();
    const linkErrors = collectErrors(linkPage);
    await linkPage.goto(link);
    const linked = ticketScreen(linkPage);
    await linked.card.waitFor();
    expect(await linked.card.innerText()).toBe(cardText);
    expect(await readTicketQr(linked.qr)).toEqual(payload);
    expect(await linked.copyLink.isVisible()).toBe(true);
    expect(await linked.downloadImage.isVisible()).toBe(true);
    expect(linkErrors).toEqual([]);

    // Back from the ticket screen returns to the booking form.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/booking' && url.search === '');
    await untilInteractive(form.add('Basic'));
    expect(await page.getByRole('heading', { level: 1, name: EVENT_TITLE }).isVisible()).toBe(true);
    expect(await ticket.heading.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

async function expectSelectionsKept(form: BookingForm, email: string) {
  expect(await shownCounts(form)).toEqual({ basic: 1, premium: 1 });
  expect(await form.email.inputValue()).toBe(email);
  expect(await form.terms.isChecked()).toBe(true);
  expect(await form.coupon.inputValue()).toBe('VIPHALF50');
  expect(await form.removeCoupon.isVisible()).toBe(true);
  await untilEnabled(form.pay);
}

describe('when the payment does not go through', () => {
  it('keeps the selections after Cancel and after a failed payment, then books on retry', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    const form = await openBooking(page);
    const email = 'arjun@example.com';
    await chooseTickets(form, { basic: 1, premium: 1 });
    await applyCoupon(form, 'VIPHALF50');
    await form.removeCoupon.waitFor();
    await fillBuyer(form, email);
    const total = BASIC_PRICE + PREMIUM_PRICE / 2;
    await untilEnabled(form.pay);
    expect(await form.pay.innerText()).toBe(`Pay ${rupees(total)}`);
    const checkout = demoCheckout(page);

    await form.pay.click();
    await checkout.cancel.click();
    await form.form.getByText(PAYMENT_CANCELLED).waitFor();
    expect(await checkout.dialog.count()).toBe(0);
    await expectSelectionsKept(form, email);

    // Cancelling released the coupon's hold: the next attempt may use it again.
    await form.pay.click();
    await checkout.fail.click();
    const failure = form.alerts.filter({ hasText: /^Payment failed/ });
    await failure.waitFor();
    expect(await failure.innerText()).toMatch(/Nothing was charged/);
    expect(await checkout.dialog.count()).toBe(0);
    await expectSelectionsKept(form, email);

    await payThroughDemoCheckout(page, form);
    const ticket = ticketScreen(page);
    expect(await definitions(ticket.card)).toMatchObject({
      'AMOUNT PAID': rupees(total),
      PROMO: 'VIPHALF50',
    });
    expect(await readTicketQr(ticket.qr)).toMatchObject({
      email,
      ticket499Count: 1,
      ticket1212Count: 1,
    });
    expect(await countRecords(page, 'newbookings')).toBe(SEEDED_BOOKINGS + 1);
    expect(errors).toEqual([]);
  });

  it('gives keyboard focus back to Pay when the checkout is closed with Escape', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    const form = await openBooking(page);
    await chooseTickets(form, { basic: 1 });
    await fillBuyer(form, 'keys@example.com');
    await untilEnabled(form.pay);
    await form.pay.focus();
    await page.keyboard.press('Enter');
    const checkout = demoCheckout(page);
    await checkout.dialog.waitFor();
    await page.keyboard.press('Escape');
    await form.form.getByText(PAYMENT_CANCELLED).waitFor();
    const payHasFocus = () => form.pay.evaluate((button) => button === document.activeElement);
    await expect.poll(payHasFocus, POLL).toBe(true);
  });
});

describe('pressing Pay twice', () => {
  it('opens one checkout and makes one order, one booking and one ticket', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    const form = await openBooking(page);
    await chooseTickets(form, { premium: 1 });
    await fillBuyer(form, 'double@example.com');
    await untilEnabled(form.pay);

    await form.pay.dblclick();
    const checkout = demoCheckout(page);
    await checkout.dialog.waitFor();
    expect(await checkout.dialog.count()).toBe(1);
    expect(await form.alerts.count()).toBe(0);

    await checkout.pay.dblclick();
    await ticketScreen(page).heading.waitFor();
    await expect.poll(() => countRecords(page, 'tickets'), POLL).toBe(SEEDED_BOOKINGS + 1);
    expect(await countRecords(page, 'orders')).toBe(1);
    expect(await countRecords(page, 'newbookings')).toBe(SEEDED_BOOKINGS + 1);
    expect(errors).toEqual([]);
  });
});
