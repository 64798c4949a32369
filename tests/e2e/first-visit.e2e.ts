import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, collectErrors, readStorage } from './support/browser';
import { POLL, untilInteractive, browserForThisFile } from './page-helpers';

// First visit to `/` (docs/product-spec.md §4): a phone gets the intro video once, a laptop a
// loader that goes as soon as the app is up. Other pages, and visitors without JavaScript, get
// neither.

const browser = browserForThisFile();

const MOBILE_CLASS = 'show-mobile-intro';
const DESKTOP_CLASS = 'show-desktop-loader';
/** The boot script's own fallback: it drops the class after 8 s whatever the app does. */
const BOOT_FALLBACK_MS = 8000;

interface RootClassChange {
  /** ms since the document started loading */
  at: number;
  classes: string;
  /** whether the page's h1 was in the DOM at that moment */
  h1: boolean;
}

/** Records every change to <html>'s classes from the very start of each document. */
async function recordRootClasses(page: Page): Promise<() => Promise<RootClassChange[]>> {
  await page.addInitScript(() => {
    const log: RootClassChange[] = [];
    Object.assign(window, { rootClassLog: log });
    new MutationObserver((records) => {
      if (!records.some((record) => record.target === document.documentElement)) return;
      log.push({
        at: performance.now(),
        classes: document.documentElement.className,
        h1: document.querySelector('h1') !== null,
      });
    }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { rootClassLog: RootClassChange[] }).rootClassLog);
}

const hasRootClass = (page: Page, name: string) =>
  page.evaluate((cls) => document.documentElement.classList.contains(cls), name);

describe('on a phone', () => {
  it('plays the intro once: skipped, it is remembered and not shown again', async () => {
    const page = await browser.newPage({ width: MOBILE, skipIntro: false });
    const errors = collectErrors(page);
    const rootClasses = await recordRootClasses(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });

    // Asked for before the body was parsed, so nothing else is painted first.
    const [first] = await rootClasses();
    expect(first).toMatchObject({ classes: MOBILE_CLASS, h1: false });
    const intro = page.getByTestId('mobile-intro');
    expect(await intro.isVisible()).toBe(true);
    expect(await page.getByLabel('Sangeet Vibes intro').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

    const skip = page.getByRole('button', { name: 'Skip intro' });
    await untilInteractive(skip);
    await skip.click();
    await expect
      .poll(async () => (await readStorage(page)).localStorage.mobileIntroDone, POLL)
      .toBe('true');
    await expect.poll(() => hasRootClass(page, MOBILE_CLASS), POLL).toBe(false);
    expect(await intro.isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);

    await page.reload();
    await untilInteractive(page.getByRole('heading', { level: 1 }));
    expect(await rootClasses()).toEqual([]);
    expect(await intro.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('plays the intro to its end, then fades it out and remembers it', async () => {
    const page = await browser.newPage({ width: MOBILE, skipIntro: false });
    const errors = collectErrors(page);
    const rootClasses = await recordRootClasses(page);
    // The clip's own `ended` (at its last frame): once hidden, the video is unloaded and no
    // longer reads as ended.
    await page.addInitScript(() => {
      document.addEventListener(
        'ended',
        (event) => {
          const video = event.target as HTMLVideoElement;
          if (event.isTrusted) Object.assign(window, { introPlayedTo: video.currentTime });
        },
        true,
      );
    });
    await page.goto('/');
    expect(await hasRootClass(page, MOBILE_CLASS)).toBe(true);

    await expect
      .poll(() => hasRootClass(page, MOBILE_CLASS), { ...POLL, timeout: BOOT_FALLBACK_MS + 2000 })
      .toBe(false);
    const playedTo = await page.evaluate(
      () => (window as unknown as { introPlayedTo?: number }).introPlayedTo,
    );
    expect(playedTo).toBeGreaterThan(2.9);
    const video = page.getByLabel('Sangeet Vibes intro');
    // Stopped and unloaded: nothing left to play or download.
    expect(
      await video.evaluate(
        (v: HTMLVideoElement) =>
          v.paused && !v.hasAttribute('src') && v.networkState === v.NETWORK_EMPTY,
      ),
    ).toBe(true);
    expect((await readStorage(page)).localStorage.mobileIntroDone).toBe('true');
    const removed = (await rootClasses()).find((change) => !change.classes.includes(MOBILE_CLASS));
    expect(removed?.at).toBeLessThan(BOOT_FALLBACK_MS);
    expect(errors).toEqual([]);
  });
});

describe('on a laptop', () => {
  it('drops the loader as soon as the app is up and keeps the page underneath', async () => {
    const page = await browser.newPage({ width: DESKTOP, skipIntro: false });
    const errors = collectErrors(page);
    const rootClasses = await recordRootClasses(page);
    await page.goto('/');

    await expect
      .poll(async () => (await readStorage(page)).sessionStorage.desktopLoaderDone, POLL)
      .toBe('true');
    await expect.poll(() => hasRootClass(page, DESKTOP_CLASS), POLL).toBe(false);
    const changes = await rootClasses();
    expect(changes[0]).toMatchObject({ classes: DESKTOP_CLASS, h1: false });
    const removed = changes.find((change) => !change.classes.includes(DESKTOP_CLASS));
    expect(removed?.h1).toBe(true);
    expect(removed?.at).toBeLessThan(BOOT_FALLBACK_MS);
    expect(await page.getByText('Loading Sangeet Vibes...').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);

    await page.reload();
    await untilInteractive(page.getByRole('heading', { level: 1 }));
    expect(await rootClasses()).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('elsewhere', () => {
  it.each([MOBILE, DESKTOP])(
    'a first visit to another page at %i px shows neither intro nor loader',
    async (width) => {
      const page = await browser.newPage({ width, skipIntro: false });
      const errors = collectErrors(page);
      const rootClasses = await recordRootClasses(page);
      await page.goto('/faq');
      await untilInteractive(page.getByRole('heading', { level: 1 }));

      expect(await rootClasses()).toEqual([]);
      expect(await page.getByTestId('mobile-intro').count()).toBe(0);
      expect(await page.getByText('Loading Sangeet Vibes...').count()).toBe(0);
      const storage = await readStorage(page);
      expect(storage.localStorage.mobileIntroDone).toBeUndefined();
      expect(storage.sessionStorage.desktopLoaderDone).toBeUndefined();
      expect(errors).toEqual([]);
    },
  );

  it.each([MOBILE, DESKTOP])(
    'without JavaScript, the home page at %i px shows its content and no overlay',
    async (width) => {
      const page = await browser.newPage({
        width,
        skipIntro: false,
        context: { javaScriptEnabled: false },
      });
      await page.goto('/');
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.isVisible()).toBe(true);
      expect(await heading.innerText()).toMatch(/No Shaadi\.\s*Just Vibes\./);
      expect(await page.getByTestId('mobile-intro').count()).toBe(1);
      expect(await page.getByTestId('mobile-intro').isVisible()).toBe(false);
      expect(await page.getByText('Loading Sangeet Vibes...').isVisible()).toBe(false);
      expect(await page.getByRole('link', { name: 'Book Your Jashan' }).isVisible()).toBe(true);
    },
  );
});
