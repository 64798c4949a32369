import { describe, expect, it } from 'vitest';
import {
  chooseTickets,
  demoCheckout,
  fillBuyer,
  openBooking,
  shownCounts,
  untilEnabled,
} from './support/booking';
import { MOBILE, collectErrors } from './support/browser';
import { countRecords, setUpcomingSeatsLeft } from './support/demo-store';
import { POLL, browserForThisFile, untilInteractive } from './page-helpers';

// Seats running out (docs/product-spec.md §2; docs/design.md §4.1, §4.2), at 390 px. Booking 200
// tickets through the UI would take minutes, so the organiser's edit of the event's capacity is
// made straight in the demo store; everything the visitor does still goes through the page.

const browser = browserForThisFile();

const SOLD_OUT = 'This event is sold out.';

describe('an event with no seats left', () => {
  it('says it is sold out first, with no form to fill and nothing to pay', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    await openBooking(page);
    await setUpcomingSeatsLeft(page, 0);
    await page.reload();

    const notice = page.getByRole('region', { name: /·/ });
    await notice.getByText(SOLD_OUT).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(' · ');
    expect(await page.getByRole('form', { name: 'Book tickets' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Contact us' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('an event with 3 seats left', () => {
  it('refuses a 4th ticket and says how many are left', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    await openBooking(page);
    await setUpcomingSeatsLeft(page, 3);
    await page.reload();
    const form = await openBooking(page);
    const left = form.form.getByText('Only 3 tickets left for this event.');
    await left.waitFor();

    await chooseTickets(form, { basic: 2, premium: 1 });
    await untilEnabled(form.add('Basic'));
    await form.add('Basic').click();
    // The refusal is announced (an assertive live region), and nothing was added.
    await expect
      .poll(
        () => left.evaluate((element) => element.closest('[aria-live="assertive"]') !== null),
        POLL,
      )
      .toBe(true);
    expect(await left.isVisible()).toBe(true);
    expect(await shownCounts(form)).toEqual({ basic: 2, premium: 1 });

    await fillBuyer(form, 'three@example.com');
    await untilEnabled(form.pay);
    expect(errors).toEqual([]);
  });

  it('refuses an order larger than the seats left when they ran out after the page loaded', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    const form = await openBooking(page);
    await chooseTickets(form, { basic: 2 });
    await fillBuyer(form, 'slow@example.com');
    await untilEnabled(form.pay);
    // Meanwhile the organiser cuts the event down to one seat.
    await setUpcomingSeatsLeft(page, 1);

    await form.pay.click();
    const refusal = form.alerts.filter({ hasText: 'Only 1 ticket left for this event.' });
    await refusal.waitFor();
    expect(await demoCheckout(page).dialog.count()).toBe(0);
    // The page re-reads the seats: the selection stays, but Pay waits for fewer tickets.
    await form.form.getByText('Choose fewer tickets.').waitFor();
    expect(await form.pay.isDisabled()).toBe(true);
    expect(await shownCounts(form)).toEqual({ basic: 2, premium: 0 });
    expect(await countRecords(page, 'orders')).toBe(0);

    await chooseTickets(form, { basic: 1 });
    await untilInteractive(form.pay);
    await untilEnabled(form.pay);
    expect(errors).toEqual([]);
  });
});
