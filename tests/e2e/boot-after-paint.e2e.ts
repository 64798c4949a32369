import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, collectErrors } from './support/browser';
import { browserForThisFile, untilInteractive } from './page-helpers';

// docs/design.md §10.2: a prerendered page paints before the app's JS is even requested; the inline
// boot script in index.html starts it after the first contentful paint. Deterministic: it
// compares the browser's own timestamps of one page load, not durations.

const browser = browserForThisFile();

interface BootTimes {
  firstContentfulPaint: number | undefined;
  /** When each /assets/*.js request started, by file. */
  scripts: { name: string; startTime: number }[];
}

const bootTimes = (page: Page): Promise<BootTimes> =>
  page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));

describe('the app starts after the first paint', () => {
  for (const [path, width] of [
    ['/faq', MOBILE],
    ['/booking', MOBILE],
    ['/', DESKTOP],
  ] as const) {
    it(`${path} at ${width} px: no JS is requested before the first contentful paint, and the page becomes interactive`, async () => {
      const page = await browser.newPage({ width });
      const errors = collectErrors(page);
      await page.goto(path);
      // Interactive: the header's first link has React's props once the app has hydrated.
      await untilInteractive(page.locator('header a').first());

      const times = await bootTimes(page);
      expect(times.firstContentfulPaint, 'first contentful paint').toBeGreaterThan(0);
      expect(times.scripts.length, 'the app loaded its code').toBeGreaterThan(0);
      for (const script of times.scripts)
        expect(script.startTime, script.name).toBeGreaterThanOrEqual(times.firstContentfulPaint!);
      expect(errors).toEqual([]);
    });
  }

  it('the SPA shell (a route with nothing prerendered) starts the app at once', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    await page.goto('/ticket/not-a-real-token');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});
