// Registered Users with 5,000 bookings (docs/design.md §10.3): the demo's `?seed=large` adds them
// once; the organiser signs in, then the screen is opened afresh and timed from navigation start to
// the first page on screen. Every page is then loaded (Load more) and a search typed one key at a
// time, each keystroke timed inside the page from keydown to the frame after the result count
// changed.
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  INTRO_DONE_FLAGS,
  MOBILE_WIDTH,
  findChromium,
  presetStorage,
  viewportOptions,
} from './chromium.mjs';
import { signInAsDemoOrganiser } from './demo-sign-in.mjs';

const SHOWING = /^Showing [\d,]+ of [\d,]+ registrations?$/;

/** Milliseconds from navigation start until the result count is on screen. */
async function firstPageMs(page, url) {
  await page.goto(url);
  await page.getByText(SHOWING).first().waitFor({ timeout: 30_000 });
  return page.evaluate(
    () =>
      new Promise((resolve) => requestAnimationFrame(() => resolve(Math.round(performance.now())))),
  );
}

/**
 * Each query starts with a different character, so each first key is a new backend query over
 * the 5,000 loaded rows (about a thousand bookings match one digit), never a cached answer.
 * @param {{ baseUrl: string, runs?: number, queries?: string[] }} options
 */
export async function measureRegistrations({
  baseUrl,
  runs = 3,
  queries = ['4242', '3131', '2727', '1616', '0808'],
}) {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext(viewportOptions(MOBILE_WIDTH, browser.version()));
    await presetStorage(context, INTRO_DONE_FLAGS);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    // Seeding 5,000 bookings happens once, on this first load.
    await page.goto(new URL('/admin/login?seed=large', baseUrl).href);
    await signInAsDemoOrganiser(page);
    await page.getByRole('heading', { name: 'Overview' }).waitFor({ timeout: 60_000 });

    const url = new URL('/admin/dashboard/registered-users', baseUrl).href;
    const firstPage = [];
    for (let i = 0; i < runs; i += 1) firstPage.push(await firstPageMs(page, url));

    const loadMore = page.getByRole('button', { name: 'Load more' });
    let pages = 1;
    while ((await loadMore.count()) > 0) {
      const before = await page.getByText(SHOWING).first().innerText();
      await loadMore.click();
      // Until the page is counted: the count is on screen before and after, so waiting for it
      // alone let the last page arrive during the first timed key (a first key of ~20 ms).
      await page.waitForFunction(
        (last) =>
          [...document.querySelectorAll('p')].some(
            (p) =>
              /^Showing [\d,]+ of [\d,]+ registrations?$/.test(p.textContent ?? '') &&
              p.textContent !== last,
          ),
        before,
      );
      await page.waitForFunction(
        () =>
          ![...document.querySelectorAll('button')].some((b) => b.textContent === 'Loading more…'),
      );
      pages += 1;
      if (pages > 100) throw new Error('Load more never ended');
    }
    const loaded = await page.getByText(SHOWING).first().innerText();

    const search = page.getByLabel('Search');
    await search.focus();
    const typedMs = [];
    const firstKeyMs = [];
    const backspaceMs = [];
    let keystrokes = 0;
    // Each key narrows (or, deleting, widens) the list, so every keystroke changes the count.
    const keys = queries.flatMap((query) => [
      ...[...query].map((key, at) => ({ key, first: at === 0 })),
      ...[...query].map(() => ({ key: 'Backspace', first: false })),
    ]);
    for (const { key, first } of keys) {
      await page.evaluate(() => {
        const count = () =>
          [...document.querySelectorAll('p, span, div')].find((el) =>
            /^Showing [\d,]+ of [\d,]+ registrations?$/.test(el.textContent ?? ''),
          )?.textContent ?? '';
        const before = count();
        window.__keystroke = new Promise((resolve) => {
          let downAt = null;
          document.addEventListener('keydown', () => (downAt = performance.now()), {
            once: true,
            capture: true,
          });
          const check = () => {
            if (downAt !== null && count() !== before) {
              requestAnimationFrame(() => resolve(performance.now() - downAt));
              return;
            }
            // The count may not change (a key that matches the same set): wait a settled frame.
            if (downAt !== null && performance.now() - downAt > 1500) {
              resolve(null);
              return;
            }
            requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        });
      });
      await page.keyboard.press(key);
      const ms = await page.evaluate(() => window.__keystroke);
      keystrokes += 1;
      if (ms === null) continue;
      if (key === 'Backspace') backspaceMs.push(ms);
      else typedMs.push(ms);
      if (first) firstKeyMs.push(ms);
    }
    return {
      firstPageMs: firstPage,
      pages,
      loaded,
      typedMs,
      firstKeyMs,
      backspaceMs,
      keystrokes,
      queries,
    };
  } finally {
    await browser.close();
  }
}
