import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, collectErrors } from './support/browser';
import { siteUrl } from './support/site';
import { POLL, browserForThisFile } from './page-helpers';

// docs/design.md §12.9: a tap on the phone's menu button before the page's code has loaded is
// kept by the boot script and counts once the app has taken over, instead of being lost.

const browser = browserForThisFile();

/** The app's entry chunk, first in the page's #app-boot list (build-plugins/boot-after-paint.ts). */
async function appEntry(path: string): Promise<string> {
  const html = await (await fetch(siteUrl(path))).text();
  const list = /<script type="application\/json" id="app-boot">([^<]*)<\/script>/.exec(html);
  const urls = JSON.parse(list?.[1] ?? '[]') as string[];
  if (!urls[0]) throw new Error(`${path} has no #app-boot list`);
  return urls[0];
}

/** Holds the entry chunk until the returned function is called: a slow phone's first seconds. */
async function holdEntry(page: Page, path: string) {
  const entry = await appEntry(path);
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = () => undefined as void;
  const entryRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(`**${entry}`, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { release, entryRequested };
}

describe('a tap on the phone menu before the page’s code has loaded', () => {
  it.each(['/faq', '/'])('opens the menu on %s once the code arrives', async (path) => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    const { release, entryRequested } = await holdEntry(page, path);
    await page.goto(path, { waitUntil: 'commit' });
    await entryRequested;
    const menu = page.getByRole('navigation', { name: 'Mobile' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await menu.isVisible(), 'no code yet: nothing opens the menu').toBe(false);

    release();
    await expect.poll(() => menu.isVisible(), POLL).toBe(true);
    const close = page.getByRole('button', { name: 'Close menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');

    // Counted once: the next tap, with the code running, closes it.
    await close.click();
    await expect.poll(() => menu.isVisible(), POLL).toBe(false);
    expect(errors).toEqual([]);
  });
});
