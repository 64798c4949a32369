import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_ACCOUNT } from '@/backend/demo/demo-accounts';
import { DESKTOP, MOBILE, collectErrors, type ViewportWidth } from './support/browser';
import { contactForm } from './support/contact';
import { decodeQr } from './support/qr';
import {
  POLL,
  browserForThisFile,
  horizontalOverflow,
  signInAsDemoOrganiser,
  untilInteractive,
} from './page-helpers';

// The organisers' Registered Users, Wallet, Payment QR and Messages screens and Reset demo data
// (docs/design.md §14.3) on the built site, at a phone's and a laptop's width.

const browser = browserForThisFile();
const SCREENSHOT_DIR = join('test-results', 'e2e');
const BUYER_EMAIL = 'aarav.sharma@example.com';

async function saveScreenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, name), fullPage });
}

/** Signs in as the demo organiser from /admin/login (with `search`, e.g. ?seed=large). */
async function signIn(page: Page, search = ''): Promise<void> {
  await page.goto(`/admin/login${search}`);
  await signInAsDemoOrganiser(page);
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
}

async function openScreen(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  // A new screen opens at its top (smoothly, so wait for it to get there).
  await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBe(0);
}

const showing = (page: Page) => page.getByText(/^Showing [\d,]+ of [\d,]+ registrations?$/);
/**
 * Who is listed, in order: each card's heading on a phone; on a laptop, each table row's name,
 * or its e-mail where it has none (a new booking), as the card would say.
 */
async function whoOnCards(page: Page): Promise<string[]> {
  const table = page.getByRole('table');
  if ((await table.count()) === 0) {
    return page
      .getByRole('list', { name: 'Registrations' })
      .getByRole('heading', { level: 2 })
      .allInnerTexts();
  }
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows
      .filter((row) => row.querySelectorAll('td').length > 1)
      .map((row) => {
        const [, name, email] = [...row.querySelectorAll('td')].map((cell) => cell.innerText);
        const first = (name ?? '').split('\n')[0] ?? '';
        return first === '—' ? (email ?? '') : first;
      }),
  );
}

async function expectNoOverflow(page: Page): Promise<void> {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

/** The transactions on screen, each as its text. */
const transactionRows = (page: Page) =>
  page.getByRole('list', { name: 'Incoming transactions' }).getByRole('listitem').allInnerTexts();

async function topUp(page: Page, opener: Locator, email: string | null, amount: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Top-Up Wallet' });
  if (email !== null) await dialog.getByLabel('User email').fill(email);
  await dialog.getByLabel('Amount (₹)').fill(amount);
  await dialog.getByRole('button', { name: 'Top Up' }).click();
  return dialog;
}

/**
 * What the registration cards break where a reader should not have to piece it together: a
 * booking id over two lines, or a time split from its AM/PM ('8:11 / PM').
 */
function brokenCardText(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Registrations' })
    .getByRole('listitem')
    .evaluateAll((cards) => {
      const lineCount = (rects: DOMRectList) =>
        new Set([...rects].map((r) => Math.round(r.top))).size;
      const broken: string[] = [];
      for (const card of cards) {
        for (const term of card.querySelectorAll('dt')) {
          const value = term.nextElementSibling;
          if (!value) continue;
          const label = term.textContent ?? '';
          if (label.startsWith('Booking ID')) {
            const id = value.querySelector('span') ?? value;
            const range = document.createRange();
            range.selectNodeContents(id);
            if (lineCount(range.getClientRects()) > 1) broken.push(`${label}: ${id.textContent}`);
          }
          const time = /\d{1,2}:\d{2} [AP]M/.exec(value.textContent ?? '');
          if (!time) continue;
          // The text node holding the time (inside its own span, or the value itself).
          const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent?.indexOf(time[0]) ?? -1;
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + time[0].length);
            if (lineCount(range.getClientRects()) > 1) broken.push(`${label}: ${time[0]}`);
          }
        }
      }
      return broken;
    });
}

/**
 * The table's event cells that take more than two lines for the title or more than one for its
 * date: the row is as tall as its tallest cell, and the table is meant to be dense
 * (docs/design.md §14.1).
 */
function tallEventCells(page: Page): Promise<string[]> {
  return page
    .getByRole('table')
    .locator('tbody tr')
    .evaluateAll((rows) => {
      const lineCount = (node: Node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      };
      const tall: string[] = [];
      for (const row of rows) {
        const cell = row.querySelectorAll('td')[3];
        if (!cell) continue;
        const title = cell.firstChild;
        const date = cell.querySelector('span');
        if (title && lineCount(title) > 2) tall.push(`title: ${cell.innerText}`);
        if (date && lineCount(date) > 1) tall.push(`date: ${cell.innerText}`);
      }
      return tall;
    });
}

describe('admin screens at both widths', () => {
  it.each<ViewportWidth>([MOBILE, DESKTOP])(
    'Registered Users, Wallet, Payment QR and Messages at %i px: no overflow, screenshots',
    async (width) => {
      const page = await browser.newPage({ width });
      const errors = collectErrors(page);
      await signIn(page);
      const nav = page.getByRole('navigation', { name: 'Admin' });
      expect(await nav.getByRole('link').allInnerTexts()).toEqual([
        'Overview',
        'QR Scanner',
        'Payment QR',
        'Promocode',
        'Events',
        'Wallet',
        'Registered Users',
        'Messages',
        'Team',
      ]);
      await page.getByRole('button', { name: 'Reset demo data' }).waitFor();
      await expectNoOverflow(page);
      await saveScreenshot(page, `admin-overview-${width}.png`);

      await openScreen(page, 'Registered Users', 'Registered Users');
      // The seed's five legacy bookings and four for the upcoming party.
      await expect.poll(() => showing(page).innerText(), POLL).toBe('Showing 9 of 9 registrations');
      await expectNoOverflow(page);
      expect(await brokenCardText(page)).toEqual([]);
      if (width === DESKTOP) {
        // Measured once the wallet column has loaded: it is the last to fill in, and widest then.
        await page.getByRole('button', { name: `Top up wallet of ${BUYER_EMAIL}` }).waitFor();
        expect(await tallEventCells(page)).toEqual([]);
        // The whole table in view: no column behind a sideways scroll inside its card.
        const table = page.getByRole('table');
        expect(
          await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth),
        ).toBeLessThanOrEqual(0);
      }
      await saveScreenshot(page, `admin-registered-users-${width}.png`);
      const dialog = await topUp(
        page,
        page.getByRole('button', { name: `Top up wallet of ${BUYER_EMAIL}` }),
        null,
        '1e5',
      );
      await dialog.getByRole('status').waitFor();
      expect(await dialog.getByRole('status').innerText()).toContain('New balance: ₹1,00,250');
      await expectNoOverflow(page);
      // The dialog is fixed to the screen: what the organiser sees, not the whole page.
      await saveScreenshot(page, `admin-top-up-${width}.png`, false);
      await dialog.getByRole('button', { name: 'Done' }).click();

      await openScreen(page, 'Wallet', 'Wallet');
      await page.getByText('₹5,000', { exact: true }).waitFor();
      await expect.poll(() => transactionRows(page).then((rows) => rows.length), POLL).toBe(4);
      await expectNoOverflow(page);
      await saveScreenshot(page, `admin-wallet-${width}.png`);

      await openScreen(page, 'Payment QR', 'Payment QR');
      await expect.poll(() => transactionRows(page).then((rows) => rows.length), POLL).toBe(4);
      await expectNoOverflow(page);
      await saveScreenshot(page, `admin-payment-qr-${width}.png`);

      await openScreen(page, 'Messages', 'Messages');
      await page.getByText('No messages yet.').waitFor();
      await expectNoOverflow(page);
      await saveScreenshot(page, `admin-messages-${width}.png`);
      expect(errors).toEqual([]);
    },
  );
});

describe('Registered Users', () => {
  it('searches, tops up a user by e-mail, and exports the filtered list as CSV', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    const errors = collectErrors(page);
    await signIn(page);
    await openScreen(page, 'Registered Users', 'Registered Users');
    await expect.poll(() => showing(page).innerText(), POLL).toBe('Showing 9 of 9 registrations');

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('  KAVYA ');
    await expect.poll(() => whoOnCards(page), POLL).toEqual(['Kavya Iyer']);
    await search.fill('rohan.mehta@');
    await expect.poll(() => whoOnCards(page), POLL).toEqual(['Rohan Mehta']);
    await search.fill('legacy-minimal-1');
    await expect.poll(() => whoOnCards(page), POLL).toEqual(['Neha Kapoor']);
    await search.fill('');
    await page.getByRole('combobox', { name: 'Check-in' }).selectOption({ label: 'Checked in' });
    await expect
      .poll(() => whoOnCards(page), POLL)
      .toEqual(['Meera Nair', 'Rohan Mehta', 'Aarav Sharma']);

    // A top-up by e-mail, typed as the organiser might.
    let dialog = await topUp(
      page,
      page.getByRole('button', { name: 'Top-Up Wallet' }),
      ` ${BUYER_EMAIL.toUpperCase()} `,
      '₹1,000',
    );
    await dialog.getByRole('status').waitFor();
    expect(await dialog.getByRole('status').innerText()).toContain('New balance: ₹1,250');
    await dialog.getByRole('button', { name: 'Done' }).click();
    dialog = await topUp(
      page,
      page.getByRole('button', { name: 'Top-Up Wallet' }),
      'x@example.com',
      '-5',
    );
    expect(await dialog.getByRole('alert').innerText()).toBe(
      'Top-up amount must be a number greater than 0.',
    );
    await dialog.getByLabel('Amount (₹)').fill('5');
    await dialog.getByRole('button', { name: 'Top Up' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText(), POLL).toBe('User not found');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^registered-users-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = readFileSync(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.subarray(3).toString('utf8').split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Booking ID,Source,Name,Email,/);
    expect(lines[1]).toMatch(/^demo-upcoming-1,[^,]+,Meera Nair,meera\.nair@example\.com,/);
    expect(lines[2]).toMatch(
      /^legacy-duo-1,Legacy,Rohan Mehta,rohan\.mehta@example\.com,Isha Mehta,Rohan Mehta; Isha Mehta,/,
    );
    expect(lines[2]).toContain(',2 people (duo),,,2,1818,VIPDUO2025,Yes,"28 Jul 2025, 6:35 PM",');
    expect(lines[3]).toMatch(/^legacy-stag-1,Legacy,Aarav Sharma,aarav\.sharma@example\.com,/);
    expect(errors).toEqual([]);
  });

  // 5,009 (5,000 + the seed's 4 new and 5 legacy bookings) = 105 on the first page + 49 pages of
  // 100 + a last page of 4.
  const LOAD_MORE_PAGES = 50;

  it('with 5,000 bookings (?seed=large): first page, Load more, and search per keystroke', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await signIn(page, '?seed=large');
    const started = Date.now();
    await openScreen(page, 'Registered Users', 'Registered Users');
    await expect
      .poll(() => showing(page).innerText(), POLL)
      .toBe('Showing 105 of 5,009 registrations');
    const firstPageMs = Date.now() - started;

    const loadMore = page.getByRole('button', { name: 'Load more' });
    const loadStarted = Date.now();
    const pageTimes: number[] = [];
    // Every page. A Load more used to "stall" past ~1,800 rows on a busy machine: the click
    // landed on a row, because the chunk above the button was drawn only once the observer
    // reported it near, after the page was on screen, and moved the button under the pointer
    // (docs/design.md §14.3). The last chunk is now drawn with its page.
    for (let more = 0; more < LOAD_MORE_PAGES && (await loadMore.isVisible()); more += 1) {
      const before = await showing(page).innerText();
      const t0 = Date.now();
      await loadMore.click();
      await expect.poll(() => showing(page).innerText(), POLL).not.toBe(before);
      pageTimes.push(Date.now() - t0);
      // The count comes first and the rows a moment later (docs/design.md §14.3), pushing Load
      // more down the page: as a person would, wait for them before pressing it again (a click
      // aimed at where it was lands on a row).
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
        timeout: POLL.timeout,
      });
    }
    const loadAllMs = Date.now() - loadStarted;
    const loaded = 'Showing 5,009 of 5,009 registrations';
    expect(await showing(page).innerText()).toBe(loaded);

    // For each key of a search: from the key press (in the page) to the first frame painted
    // after the count says the new number.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.focus();
    await page.evaluate(() => {
      const status = [...document.querySelectorAll('[role=status]')].find((element) =>
        element.textContent?.startsWith('Showing'),
      );
      const timings: number[] = [];
      let pressed: number | null = null;
      document.addEventListener('keydown', () => (pressed = performance.now()), true);
      new MutationObserver(() => {
        const from = pressed;
        if (from === null) return;
        pressed = null;
        requestAnimationFrame(() => setTimeout(() => timings.push(performance.now() - from)));
      }).observe(status!, { characterData: true, childList: true, subtree: true });
      (window as unknown as { keyTimings: number[] }).keyTimings = timings;
    });
    // Each key narrows the list (every legacy id has a 'g' in it, so a name would not).
    for (const [index, key] of [...'4999'].entries()) {
      await page.keyboard.type(key);
      await expect
        .poll(
          () =>
            page.evaluate(() => (window as unknown as { keyTimings: number[] }).keyTimings.length),
          POLL,
        )
        .toBe(index + 1);
    }
    const keystrokes = (
      await page.evaluate(() => (window as unknown as { keyTimings: number[] }).keyTimings)
    ).map(Math.round);
    expect(await whoOnCards(page)).toEqual(['guest4999@example.com']);
    const clearStarted = Date.now();
    await search.fill('');
    // Back to what was loaded before the search.
    await expect.poll(() => showing(page).innerText(), POLL).toBe(loaded);
    const clearMs = Date.now() - clearStarted;

    const medianOf = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const median = medianOf(keystrokes);
    console.log(
      `Registered Users with 5,009: first page ${firstPageMs} ms; ${pageTimes.length} more pages ${loadAllMs} ms; ` +
        `Load more median ${medianOf(pageTimes)} ms, slowest ${Math.max(...pageTimes)} ms; ` +
        `keystrokes ${keystrokes.join(', ')} ms (median ${median}); back to all ${clearMs} ms`,
    );
    // Timings are reported, not asserted: on shared cores they measure the neighbours. The
    // targets (1 s, 100 ms) are held by `npm run bench` (docs/design.md §10.3).
    expect(keystrokes).toHaveLength(4);
  }, 300_000);
});

describe('Wallet and Payment QR', () => {
  it('show the payments that came in, and the Payment QR reads as payment: + the organiser’s id', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    await signIn(page);
    await openScreen(page, 'Wallet', 'Wallet');
    await expect.poll(() => transactionRows(page).then((rows) => rows.length), POLL).toBe(4);
    const walletRows = await transactionRows(page);
    expect(walletRows[0]).toContain('Aarav Sharma');
    expect(walletRows[0]).toContain('+₹499');
    expect(walletRows[3]).toContain('Rohan Mehta');

    await openScreen(page, 'Payment QR', 'Payment QR');
    await expect.poll(() => transactionRows(page), POLL).toEqual(walletRows);
    const qr = page.getByRole('img', { name: 'Payment QR code' });
    expect(decodeQr(await qr.screenshot())).toBe(`payment:${DEMO_ADMIN_ACCOUNT.uid}`);
    expect(errors).toEqual([]);
  });
});

describe('Messages', () => {
  it('lists a message sent from /contact, with its line breaks', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    await page.goto('/contact');
    const form = contactForm(page);
    await untilInteractive(form.send);
    await form.name.fill('Priya Sharma');
    await form.email.fill('priya@example.com');
    await form.message.fill('Sangeet for 12 friends?\nSometime in March.');
    await form.send.click();
    await expect.poll(() => form.name.inputValue(), POLL).toBe('');

    await signIn(page);
    await openScreen(page, 'Messages', 'Messages');
    const item = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    await expect.poll(() => item.count(), POLL).toBe(1);
    expect(await item.getByRole('heading', { level: 3 }).innerText()).toBe('Priya Sharma');
    expect(await item.getByRole('link', { name: 'priya@example.com' }).getAttribute('href')).toBe(
      'mailto:priya@example.com',
    );
    expect(await item.getByText('Sangeet for 12 friends?').innerText()).toBe(
      'Sangeet for 12 friends?\nSometime in March.',
    );
    await expectNoOverflow(page);
    await saveScreenshot(page, `admin-messages-with-one-${MOBILE}.png`);
    expect(errors).toEqual([]);
  });
});

describe('Reset demo data', () => {
  /** Tops a seeded guest's wallet up by ₹1 and reads the balance it now holds. */
  async function buyerBalanceAfterOneRupee(page: Page): Promise<string> {
    await openScreen(page, 'Registered Users', 'Registered Users');
    const dialog = await topUp(
      page,
      page.getByRole('button', { name: 'Top-Up Wallet' }),
      BUYER_EMAIL,
      '1',
    );
    await dialog.getByRole('status').waitFor();
    const status = await dialog.getByRole('status').innerText();
    await dialog.getByRole('button', { name: 'Done' }).click();
    return status;
  }

  it('asks first, then puts the sample data back', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    await signIn(page);
    await openScreen(page, 'Registered Users', 'Registered Users');
    const dialog = await topUp(
      page,
      page.getByRole('button', { name: 'Top-Up Wallet' }),
      BUYER_EMAIL,
      '750',
    );
    await dialog.getByRole('status').waitFor();
    expect(await dialog.getByRole('status').innerText()).toContain('New balance: ₹1,000');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await openScreen(page, 'Overview', 'Overview');
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reset demo data?' });
    expect(await confirm.innerText()).toContain(
      'This puts back the sample data and deletes everything booked or changed in this browser.',
    );
    await saveScreenshot(page, `admin-reset-demo-data-${MOBILE}.png`, false);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await buyerBalanceAfterOneRupee(page)).toContain('New balance: ₹1,001');

    await openScreen(page, 'Overview', 'Overview');
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await confirm.getByRole('button', { name: 'Reset demo data' }).click();
    await page.getByText('The sample data is back.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    // The seeded ₹250, not the ₹1,001 this browser had made of it.
    expect(await buyerBalanceAfterOneRupee(page)).toContain('New balance: ₹251');
    expect(errors).toEqual([]);
  });
});
