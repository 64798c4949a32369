import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { POLL, untilInteractive } from '../page-helpers';
import { decodeQr } from './qr';

// The booking page, the demo checkout and the ticket card as a visitor meets them
// (docs/product-spec.md §2, docs/design.md §4), for the booking*.e2e.ts and tickets*.e2e.ts files.

/** The seeded upcoming event's title (src/config/featured-event.ts, docs/design.md §7). */
export const EVENT_TITLE = 'Sangeet Vibes: The Mock Sangeet Night';
export const BASIC_PRICE = 499;
export const PREMIUM_PRICE = 1212;

const INR = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
/** 2923 → '₹2,923', as the site writes amounts. */
export const rupees = (amount: number) => `₹${INR.format(amount)}`;

export type Tier = 'Basic' | 'Premium';

/** The booking form's controls, found the way a screen-reader user would find them. */
export function bookingForm(page: Page) {
  const form = page.getByRole('form', { name: 'Book tickets' });
  return {
    form,
    add: (tier: Tier) => form.getByRole('button', { name: `Add one ${tier} ticket` }),
    remove: (tier: Tier) => form.getByRole('button', { name: `Remove one ${tier} ticket` }),
    count: (tier: Tier) => form.getByRole('status', { name: `${tier} tickets` }),
    coupon: form.getByRole('textbox', { name: /^Coupon code/ }),
    applyCoupon: form.getByRole('button', { name: 'Apply', exact: true }),
    removeCoupon: form.getByRole('button', { name: /^Remove coupon VIP/ }),
    leadGuest: form.getByRole('textbox', { name: "Lead guest's name (optional)", exact: true }),
    email: form.getByRole('textbox', { name: 'Email', exact: true }),
    terms: form.getByRole('checkbox', { name: /^I agree to the Terms of Service/ }),
    pay: form.getByRole('button', { name: /^Pay ₹/ }),
    freeBooking: form.getByRole('button', { name: 'Complete Free Booking' }),
    summary: form.getByRole('region', { name: 'Price summary' }),
    alerts: form.getByRole('alert'),
  };
}

export type BookingForm = ReturnType<typeof bookingForm>;

/** Opens /booking and waits until the form answers clicks (the demo store is open and seeded). */
export async function openBooking(page: Page): Promise<BookingForm> {
  await page.goto('/booking');
  const form = bookingForm(page);
  await untilInteractive(form.add('Premium'));
  return form;
}

/** Counts shown by the two steppers, as numbers. */
export async function shownCounts(form: BookingForm): Promise<{ basic: number; premium: number }> {
  return {
    basic: Number(await form.count('Basic').innerText()),
    premium: Number(await form.count('Premium').innerText()),
  };
}

/** Presses + or − until the steppers show the wanted counts (a missing tier is left at 0). */
export async function chooseTickets(
  form: BookingForm,
  wanted: { basic?: number; premium?: number },
): Promise<void> {
  const target = { basic: wanted.basic ?? 0, premium: wanted.premium ?? 0 };
  const now = await shownCounts(form);
  for (const [tier, key] of [
    ['Basic', 'basic'],
    ['Premium', 'premium'],
  ] as const) {
    const delta = target[key] - now[key];
    const button = delta > 0 ? form.add(tier) : form.remove(tier);
    for (let i = 0; i < Math.abs(delta); i++) await button.click();
  }
  await expect.poll(() => shownCounts(form), POLL).toEqual(target);
}

/** Types the e-mail and ticks the terms box. */
export async function fillBuyer(form: BookingForm, email: string): Promise<void> {
  await form.email.fill(email);
  await form.terms.check();
}

/** Types a code into the coupon field and presses Apply. */
export async function applyCoupon(form: BookingForm, code: string): Promise<void> {
  await form.coupon.fill(code);
  await form.applyCoupon.click();
}

/** Waits for a button to become enabled (Pay waits for the checkout script to "load"). */
export async function untilEnabled(button: Locator): Promise<void> {
  await expect.poll(() => button.isEnabled(), POLL).toBe(true);
}

/**
 * The rows of a <dl> (the price summary, a ticket card) as { term: definition }, each as its
 * lines of text (paragraphs inside a definition become single line breaks).
 */
export async function definitions(list: Locator): Promise<Record<string, string>> {
  const terms = await list.getByRole('term').allInnerTexts();
  const values = await list.getByRole('definition').allInnerTexts();
  expect(values, 'every term has one definition').toHaveLength(terms.length);
  const lines = (text: string) => text.trim().replace(/\s*\n\s*/g, '\n');
  return Object.fromEntries(terms.map((term, i) => [lines(term), lines(values[i] ?? '')]));
}

/** The simulated Razorpay checkout (src/backend/demo/demo-checkout.ts). */
export function demoCheckout(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Demo checkout' });
  return {
    dialog,
    pay: dialog.getByRole('button', { name: /^Pay ₹/ }),
    fail: dialog.getByRole('button', { name: 'Simulate failed payment' }),
    cancel: dialog.getByRole('button', { name: 'Cancel', exact: true }),
  };
}

/** The screen shown right after booking, and the card on it. */
export function ticketScreen(page: Page) {
  const card = page.getByRole('article', { name: EVENT_TITLE });
  return {
    heading: page.getByRole('heading', { level: 1, name: "You're in!" }),
    card,
    qr: card.getByRole('img', { name: 'Entry QR code' }),
    copyLink: page.getByRole('button', { name: 'Copy Ticket Link' }),
    downloadImage: page.getByRole('button', { name: 'Download Image' }),
  };
}

/** Pay on the booking form, then Pay in the demo checkout; resolves when the ticket is shown. */
export async function payThroughDemoCheckout(page: Page, form: BookingForm): Promise<void> {
  await untilEnabled(form.pay);
  await form.pay.click();
  const checkout = demoCheckout(page);
  await checkout.pay.click();
  await ticketScreen(page).heading.waitFor();
}

/** What the QR code on screen says, read from a screenshot of it as a phone camera would. */
export async function readQr(qr: Locator): Promise<string> {
  const text = decodeQr(await qr.screenshot());
  expect(text, 'jsQR found a QR code in the screenshot').not.toBeNull();
  return text ?? '';
}

/**
 * The ticket's QR payload (docs/product-spec.md §9): JSON of { bookingId, email, ticket499Count,
 * ticket1212Count }.
 */
export async function readTicketQr(qr: Locator): Promise<Record<string, unknown>> {
  return JSON.parse(await readQr(qr)) as Record<string, unknown>;
}
