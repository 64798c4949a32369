import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chooseTickets,
  demoCheckout,
  fillBuyer,
  openBooking,
  untilEnabled,
} from './support/booking';
import { MOBILE, collectErrors } from './support/browser';
import { editUpcomingEvent } from './support/demo-store';
import {
  POLL,
  browserForThisFile,
  horizontalOverflow,
  signInAsDemoOrganiser,
  untilInteractive,
} from './page-helpers';

// An organiser pastes a long title or a maps link as the location: text without spaces must wrap
// inside its box on a 390 px phone, on every page that shows the event (docs/design.md §12.7).

const browser = browserForThisFile();

/** 94 characters, one word. */
const LONG_TITLE = `SangeetVibesMockSangeetNight${'Jashan'.repeat(11)}`;
/** 128 characters without a space: a pasted maps link. */
const LONG_LOCATION = `https://maps.example.com/place/TheCourtyardIndiranagarBengaluru?q=${'x'.repeat(62)}`;

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  expect(await horizontalOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** The element's right edge is inside a 390 px screen. */
async function expectOnScreen(element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  const right = (box?.x ?? Infinity) + (box?.width ?? 0);
  expect(right, `${what} ends off screen`).toBeLessThanOrEqual(MOBILE);
}

/** The element shows all of its content: nothing is cut off at its right edge. */
async function expectWholeWidth(box: Locator, what: string): Promise<void> {
  const { scroll, client } = await box.evaluate((node) => ({
    scroll: node.scrollWidth,
    client: node.clientWidth,
  }));
  expect(scroll, `${what} is cut off`).toBeLessThanOrEqual(client);
}

describe('a long title and location without spaces at 390 px', () => {
  it('wrap on /booking, home, the ticket and the admin pages', async () => {
    expect(LONG_TITLE).toHaveLength(94);
    expect(LONG_LOCATION).toHaveLength(128);
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    await openBooking(page);
    await editUpcomingEvent(page, { title: LONG_TITLE, location: LONG_LOCATION });

    const form = await openBooking(page);
    await page.getByRole('heading', { level: 1, name: LONG_TITLE }).waitFor();
    await page.getByText(LONG_LOCATION).first().waitFor();
    await expectNoSidewaysScroll(page, '/booking');
    // The header's menu button stays on screen, where a thumb can reach it.
    await expectOnScreen(page.getByRole('button', { name: 'Open menu' }), 'the menu button');

    await page.goto('/');
    const party = page.getByRole('list', { name: 'Next party' });
    await expect.poll(() => party.innerText(), POLL).toContain(LONG_LOCATION);
    await expectNoSidewaysScroll(page, 'home');
    // The hero clips what leaves it, so a column widened by the location cuts its buttons off.
    for (const name of ['Book Your Jashan', 'Watch Highlights', 'Follow Us']) {
      await expectOnScreen(page.getByRole('link', { name }), name);
    }

    await page.goto('/booking');
    await untilInteractive(form.add('Basic'));
    await chooseTickets(form, { basic: 1 });
    await fillBuyer(form, 'long.title@example.com');
    await untilEnabled(form.pay);
    await form.pay.click();
    await demoCheckout(page).pay.click();
    const ticket = page.getByRole('article', { name: LONG_TITLE });
    await ticket.waitFor();
    await expectNoSidewaysScroll(page, 'the ticket screen');
    // The card hides what overflows it, so the page alone would not show a clipped title.
    await expectWholeWidth(ticket.getByRole('heading', { name: LONG_TITLE }), 'the ticket title');
    await expectWholeWidth(ticket.getByText(LONG_LOCATION), 'the ticket location');

    await page.goto('/admin/login');
    await signInAsDemoOrganiser(page);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByText(LONG_TITLE).first().waitFor();
    await expectNoSidewaysScroll(page, 'the admin overview');

    await page.goto('/admin/dashboard/qr-scanner');
    const checkingInFor = page.getByRole('heading', { level: 2, name: LONG_TITLE });
    await checkingInFor.waitFor();
    await expectNoSidewaysScroll(page, 'the scanner');
    await expectWholeWidth(checkingInFor, 'the scanner heading');

    await page.goto('/admin/dashboard/events');
    await page.getByRole('heading', { level: 3, name: LONG_TITLE }).waitFor();
    await expectNoSidewaysScroll(page, 'the events list');
    expect(errors).toEqual([]);
  });
});
