import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, collectErrors, type ViewportWidth } from './support/browser';
import { readRecords } from './support/demo-store';
import {
  POLL,
  browserForThisFile,
  horizontalOverflow,
  signInAsDemoOrganiser,
} from './page-helpers';

// The Promocode and Events screens on the built site (docs/design.md §14.2), at a phone's and a
// laptop's width: create, copy and delete a promo code; create and edit an event.

const browser = browserForThisFile();
const SCREENSHOT_DIR = join('test-results', 'e2e');

/** A full-page screenshot from the top, so the sticky header is drawn where it belongs. */
async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: join(SCREENSHOT_DIR, name), fullPage: true });
}

/** Opens an admin screen: the guard sends us to sign in, and sign-in brings us back. */
async function openSignedIn(width: ViewportWidth, path: string, heading: string) {
  const page = await browser.newPage({
    width,
    // Lets the test read back what the Copy button put on the clipboard.
    context: { permissions: ['clipboard-read', 'clipboard-write'] },
  });
  const errors = collectErrors(page);
  await page.goto(path);
  await signInAsDemoOrganiser(page);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe(path);
  return { page, errors };
}

const listItems = (page: Page, region: string): Locator =>
  page.getByRole('region', { name: region }).getByRole('listitem');

describe('admin Promocode screen', () => {
  it.each([MOBILE, DESKTOP])(
    'at %i px: creates a code, copies it and deletes it after asking',
    async (width) => {
      const { page, errors } = await openSignedIn(
        width,
        '/admin/dashboard/promocode',
        'Promo codes',
      );
      const items = listItems(page, 'All promo codes');
      await items.first().waitFor();
      expect(await items.count()).toBe(4);

      const code = `VIPE2E${width}`;
      // Typed in lower case and without the prefix: the form upper-cases and the VIP is added.
      await page.getByLabel('Code (optional)').fill(`e2e${width}`);
      expect(await page.getByLabel('Code (optional)').inputValue()).toBe(`E2E${width}`);
      await page.getByText(`Saved as ${code}.`).waitFor();
      await page.getByLabel('Discount (%)').fill('25');
      await page.getByLabel('Attendee limit').fill('2');
      await page.getByRole('button', { name: 'Create promo code' }).click();

      const created = page.getByRole('status').filter({ hasText: 'Created promo code' });
      await created.waitFor();
      expect(await created.innerText()).toContain(code);
      expect(await created.innerText()).toContain('25% off, up to 2 Premium tickets');
      await expect.poll(() => items.first().getAttribute('aria-label'), POLL).toBe(code);
      const row = page.getByRole('listitem', { name: code });
      expect(await row.innerText()).toMatch(/Active/);

      await row.getByRole('button', { name: `Copy ${code}` }).click();
      await row.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `admin-promocode-${width}.png`);

      await row.getByRole('button', { name: `Delete ${code}` }).click();
      const dialog = page.getByRole('alertdialog', { name: `Delete promo code ${code}?` });
      await dialog.waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `admin-promocode-delete-${width}.png`) });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.getByText(`Deleted promo code ${code}.`).waitFor();
      await row.waitFor({ state: 'detached' });
      expect(await items.count()).toBe(4);
      const stored = await readRecords(page, 'promoCodes');
      expect(stored.map((promo) => promo['code'])).not.toContain(code);
      expect(errors).toEqual([]);
    },
  );

  it('refuses a duplicate code and keeps it in the field', async () => {
    const { page } = await openSignedIn(MOBILE, '/admin/dashboard/promocode', 'Promo codes');
    await page.getByLabel('Code (optional)').fill('viphalf50');
    await page.getByRole('button', { name: 'Create promo code' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('A promo code with this code already exists.');
    expect(await page.getByLabel('Code (optional)').inputValue()).toBe('VIPHALF50');
  });
});

describe('admin Events screen', () => {
  it.each([MOBILE, DESKTOP])('at %i px: creates an event and edits it', async (width) => {
    const { page, errors } = await openSignedIn(width, '/admin/dashboard/events', 'Events');
    const items = listItems(page, 'All events');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);

    const title = `E2E Garba ${width}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Date').fill('2030-10-02');
    await page.getByLabel('Start time').fill('19:00');
    await page.getByLabel('End time').fill('18:00');
    await page.getByLabel('Location').fill('Koregaon Park, Pune');
    await page.getByLabel('Price (₹)').fill('799');
    await page.getByLabel('Capacity').fill('120');
    await page.getByLabel('Description (optional)').fill('Dandiya and garba till late.');
    await page.getByRole('button', { name: 'Create event' }).click();
    // An end before the start is refused next to the field, and nothing typed is lost.
    await page.getByText('End time must be after the start time.').waitFor();
    expect(await page.getByLabel('End time').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Title').inputValue()).toBe(title);
    await page.getByLabel('End time').fill('23:30');
    await page.getByRole('button', { name: 'Create event' }).click();

    await page.getByText(`Created “${title}”.`).waitFor();
    const created = items.filter({ hasText: title });
    await created.waitFor();
    expect(await items.count()).toBe(3);
    // Date ascending: the new 2030 event comes last.
    expect(await items.last().innerText()).toContain(title);
    expect(await created.innerText()).toMatch(/Seats sold\s*0 \/ 120/);
    expect(await created.innerText()).toContain('7:00 PM – 11:30 PM');

    await created.getByRole('button', { name: /^Edit / }).click();
    await page.getByRole('heading', { name: `Edit event: ${title}` }).waitFor();
    expect(await page.getByLabel('Capacity').inputValue()).toBe('120');
    await page.getByLabel('Title').fill(`${title} (moved)`);
    await page.getByLabel('Capacity').fill('150');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`Saved “${title} (moved)”.`).waitFor();
    const edited = items.filter({ hasText: `${title} (moved)` });
    await expect.poll(() => edited.innerText(), POLL).toMatch(/Seats sold\s*0 \/ 150/);
    await page.getByRole('heading', { name: 'New event' }).waitFor();

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `admin-events-${width}.png`);

    // The edit form, as an organiser sees it after pressing Edit at the bottom of the list.
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    await edited.getByRole('button', { name: /^Edit / }).click();
    const editHeading = page.getByRole('heading', { name: `Edit event: ${title} (moved)` });
    await editHeading.waitFor();
    expect(
      await page.getByLabel('Title').evaluate((input) => input === document.activeElement),
    ).toBe(true);
    // The form comes into view with its heading below the sticky header.
    const headingInView = () =>
      editHeading.evaluate((heading) => {
        const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        const { top, bottom } = heading.getBoundingClientRect();
        return top >= headerBottom && bottom <= window.innerHeight;
      });
    await expect.poll(headingInView, POLL).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `admin-events-edit-${width}.png`) });

    const stored = await readRecords(page, 'events');
    expect(stored.find((event) => event['title'] === `${title} (moved)`)).toMatchObject({
      capacity: 150,
      date: '2030-10-02',
      startTime: '19:00',
      endTime: '23:30',
    });
    expect(errors).toEqual([]);
  });
});
