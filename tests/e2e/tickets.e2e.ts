import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EVENT_TITLE, definitions, readQr } from './support/booking';
import { MOBILE, collectErrors } from './support/browser';
import { POLL, browserForThisFile, headTags, horizontalOverflow } from './page-helpers';

// /ticket/{token} for tokens that are not a new ticket's (Ticket Details of
// docs/product-spec.md §2, §8; docs/design.md §9.4): the seed's legacy bookings, a booking whose
// event is gone, and tokens that were never issued or could not be. At 390 px, what a phone shows
// at the door.

const browser = browserForThisFile();

const DRESS_CODE = 'Girls must wear a saree. Boys must wear traditional attire.';
const FOOTER =
  'This ticket is your entry pass. Please have it ready for scanning at the event. Tickets are non-refundable.';
const NOT_FOUND = 'Ticket not found or invalid token.';

/** The Ticket Details card of a legacy booking, once it has loaded. */
async function openLegacyTicket(page: Page, bookingId: string) {
  await page.goto(`/ticket/${bookingId}`);
  const card = page.getByRole('article', { name: EVENT_TITLE });
  await card.waitFor();
  expect(await card.getByRole('heading', { name: 'TICKET DETAILS' }).isVisible()).toBe(true);
  return card;
}

describe('a legacy booking opened by its id', () => {
  it('shows Ticket Details with the date in US long form, both attendees, coupon and amount', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    const card = await openLegacyTicket(page, 'legacy-duo-1');

    const details = await definitions(card);
    expect(Object.keys(details)).toEqual([
      'DATE & TIME',
      'LOCATION',
      'ATTENDEE(S)',
      'COUPON USED',
      'AMOUNT PAID',
    ]);
    expect(details['DATE & TIME']).toBe('Monday, July 28, 2025\n6:00 PM – 10:00 PM');
    expect(details['LOCATION']).toBe('Bengaluru');
    const attendees = await card.getByRole('listitem').allInnerTexts();
    // Names only (docs/design.md §12.4): no phone numbers, e-mails or handles of the other guests.
    expect(attendees).toEqual(['Rohan Mehta', 'Isha Mehta']);
    expect(await card.innerText()).not.toMatch(/\+91|@example\.com|@rohanmehta|Instagram/);
    expect(details['COUPON USED']).toBe('VIPDUO2025');
    expect(details['AMOUNT PAID']).toBe('₹1,818');
    expect(await card.getByText(FOOTER).isVisible()).toBe(true);
    expect(await card.getByText(DRESS_CODE).isVisible()).toBe(true);
    // The party (28 July 2025) is over: the QR is dimmed under an EVENT ENDED stamp, so it no
    // longer looks like a pass (docs/design.md §12.3).
    const qr = card.getByRole('img', { name: 'Entry QR code' });
    expect(await card.getByText('This event has ended').isVisible()).toBe(true);
    expect(await qr.evaluate((svg) => getComputedStyle(svg.parentElement!).opacity)).toBe('0.25');
    // Underneath it is still what the door scanner accepts, a bare booking id: read with the
    // stamp lifted.
    await qr.evaluate((svg) => {
      svg.parentElement!.style.opacity = '1';
      svg.parentElement!.nextElementSibling?.remove();
    });
    expect(await readQr(qr)).toBe('legacy-duo-1');

    expect((await headTags(page)).robots).toEqual(['noindex']);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it('leaves out COUPON USED and AMOUNT PAID when the booking has none, and says N/A for no attendees', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);

    let card = await openLegacyTicket(page, 'legacy-stagmembers-1');
    let details = await definitions(card);
    expect(Object.keys(details)).toEqual(['DATE & TIME', 'LOCATION', 'ATTENDEE(S)', 'COUPON USED']);
    expect(details['ATTENDEE(S)']).toBe('Kavya Iyer');
    expect(details['COUPON USED']).toBe('VIPKAVYA7');

    card = await openLegacyTicket(page, 'legacy-minimal-1');
    details = await definitions(card);
    expect(details).toEqual({
      'DATE & TIME': 'Monday, July 28, 2025\n6:00 PM – 10:00 PM',
      LOCATION: 'Bengaluru',
      'ATTENDEE(S)': 'N/A',
    });
    expect(await card.getByText(FOOTER).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

const errorCases = [
  [
    'a booking whose event was deleted',
    '/ticket/legacy-orphan-1',
    'Event details could not be found for this ticket',
  ],
  ['a token that was never issued', '/ticket/Zq3xT0kEn9NeverIssued_-7', NOT_FOUND],
  ['a token with markup in it', '/ticket/%3Cscript%3Ealert(1)%3C%2Fscript%3E', NOT_FOUND],
  ['a 300-character token', `/ticket/${'a'.repeat(300)}`, NOT_FOUND],
] as const;

describe('a ticket link that leads nowhere', () => {
  it.each(errorCases)('%s shows the Error panel', async (_what, path, message) => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    await page.goto(path);

    const panel = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'Error' }) });
    await expect.poll(() => panel.count(), POLL).toBe(1);
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getByText(message, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Book tickets' }).getAttribute('href')).toBe(
      '/booking',
    );
    expect(await page.getByRole('article').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
