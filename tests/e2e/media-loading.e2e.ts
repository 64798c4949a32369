import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, collectErrors } from './support/browser';
import { POLL, browserForThisFile, untilInteractive } from './page-helpers';

// docs/design.md §10.1: media that does not make the first paint waits. Videos are requested only
// after the page's load event (the hero's after the first-visit intro, too), and no screen fetches
// media it does not show: phones skip the desktop card's poster, laptops the phone hero and the
// intro. Deterministic: it checks the order of the browser's own events, not timings.

const browser = browserForThisFile();

const INTRO_ENDED = 'intro-ended';
const LOAD = 'load';
const isVideo = (path: string) => /\.(webm|mp4)$/.test(path);
/** Long enough for the intro (3 s after load) and its fade, on a busy machine. */
const INTRO_POLL = { ...POLL, timeout: 25_000 };

/**
 * Everything the page requests, as paths, in order, with a `load` entry at the load event and
 * an `intro-ended` entry when the boot script's intro class leaves <html>.
 */
async function recordTimeline(page: Page): Promise<string[]> {
  const events: string[] = [];
  page.on('load', () => events.push(LOAD));
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) events.push(new URL(request.url()).pathname);
  });
  await page.exposeFunction('mediaTestIntroEnded', () => events.push(INTRO_ENDED));
  await page.addInitScript(() => {
    let shown = false;
    new MutationObserver(() => {
      const showing = document.documentElement?.classList.contains('show-mobile-intro') ?? false;
      if (showing) shown = true;
      else if (shown) {
        shown = false;
        void (window as unknown as { mediaTestIntroEnded: () => void }).mediaTestIntroEnded();
      }
    }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
  });
  return events;
}

const heroVideo = (page: Page) => page.locator('#home video');
const introVideo = (page: Page) => page.getByLabel('Sangeet Vibes intro');
const isPlaying = (page: Page, which: typeof heroVideo) =>
  which(page).evaluate((video: HTMLVideoElement) => !video.paused && video.currentSrc !== '');
/** Stopped, and with no source left to download (not merely paused). */
const isUnloaded = (page: Page, which: typeof heroVideo) =>
  which(page).evaluate(
    (video: HTMLVideoElement) =>
      video.paused && !video.hasAttribute('src') && video.networkState === video.NETWORK_EMPTY,
  );

/**
 * Media a phone never shows on `/` until the visitor scrolls: the laptops' hero still, the
 * desktop card, the shoutouts.
 */
const NOT_ON_A_PHONE = [
  '/media/hero-wide.avif',
  '/media/hero-wide.webp',
  '/media/poster.avif',
  '/media/poster.webp',
  '/media/poster-800.avif',
  '/media/poster-800.webp',
  '/media/poster.jpg',
  '/media/shoutout-1.webm',
  '/media/shoutout-1.mp4',
  '/media/shoutout-1-poster.webp',
  '/media/shoutout-2.webm',
  '/media/shoutout-2.mp4',
  '/media/shoutout-2-poster.webp',
];
/** Phone-only media: the hero video and its poster, the first-visit intro and its poster. */
const PHONE_ONLY = [
  '/media/hero-poster.avif',
  '/media/hero-poster.webp',
  '/media/hero-poster.jpg',
  '/media/hero-loop.webm',
  '/media/hero-loop.mp4',
  '/media/intro-poster.webp',
  '/media/intro.webm',
  '/media/intro.mp4',
];

describe('a first phone visit to / (390 px)', () => {
  it('plays the intro after the load event, then the hero video, and nothing it does not show', async () => {
    const page = await browser.newPage({ width: MOBILE, skipIntro: false });
    const errors = collectErrors(page);
    const events = await recordTimeline(page);
    await page.goto('/');

    await expect.poll(() => isPlaying(page, heroVideo), INTRO_POLL).toBe(true);
    const load = events.indexOf(LOAD);
    const introEnded = events.indexOf(INTRO_ENDED);
    expect(load).toBeGreaterThan(0);
    expect(introEnded).toBeGreaterThan(load);

    // The posters come with the page; every video after the load event, one format each.
    for (const poster of ['/media/intro-poster.webp', '/media/hero-poster.avif']) {
      expect(events.indexOf(poster), poster).toBeGreaterThan(0);
      expect(events.indexOf(poster), poster).toBeLessThan(load);
    }
    // One format of the hero's still: AVIF, which Chromium reads.
    expect(events).not.toContain('/media/hero-poster.webp');
    expect(new Set(events.filter(isVideo))).toEqual(
      new Set(['/media/intro.webm', '/media/hero-loop.webm']),
    );
    for (const [index, event] of events.entries())
      if (isVideo(event)) expect(index, event).toBeGreaterThan(load);
    // The hero video waits until the intro has gone.
    expect(events.indexOf('/media/hero-loop.webm')).toBeGreaterThan(introEnded);

    for (const path of NOT_ON_A_PHONE) expect(events, path).not.toContain(path);
    // The intro is gone: stopped, its source dropped.
    expect(await isUnloaded(page, introVideo)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('Skip stops the intro at once and cancels its download', async () => {
    const page = await browser.newPage({ width: MOBILE, skipIntro: false });
    const errors = collectErrors(page);
    const events = await recordTimeline(page);
    await page.goto('/');
    const intro = introVideo(page);
    await expect.poll(() => intro.getAttribute('src'), INTRO_POLL).toBe('/media/intro.webm');

    const skip = page.getByRole('button', { name: 'Skip intro' });
    await untilInteractive(skip);
    await skip.click();
    expect(await intro.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    await expect.poll(() => events.includes(INTRO_ENDED), POLL).toBe(true);
    await expect.poll(() => isUnloaded(page, introVideo), POLL).toBe(true);
    // Stopped where it was, not started again by anything.
    const time = await intro.evaluate((video: HTMLVideoElement) => video.currentTime);
    await page.waitForTimeout(300);
    expect(await intro.evaluate((video: HTMLVideoElement) => video.currentTime)).toBe(time);
    expect(errors).toEqual([]);
  });
});

describe('a returning phone visit to / (390 px)', () => {
  it('fetches neither the intro nor its poster, and the hero video only after load', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    const events = await recordTimeline(page);
    await page.goto('/');
    await expect.poll(() => isPlaying(page, heroVideo), INTRO_POLL).toBe(true);

    expect(events).not.toContain('/media/intro-poster.webp');
    expect(events).not.toContain('/media/intro.webm');
    expect(events).not.toContain('/media/intro.mp4');
    expect(events.indexOf('/media/hero-loop.webm')).toBeGreaterThan(events.indexOf(LOAD));
    for (const path of NOT_ON_A_PHONE) expect(events, path).not.toContain(path);
    expect(errors).toEqual([]);
  });
});

describe('a first laptop visit to / (1280 px)', () => {
  it('fetches the hero still and the desktop poster, and none of the phone-only media', async () => {
    const page = await browser.newPage({ width: DESKTOP, skipIntro: false });
    const errors = collectErrors(page);
    const events = await recordTimeline(page);
    await page.goto('/');
    await untilInteractive(page.getByRole('link', { name: 'Book Your Jashan' }));
    await page.waitForLoadState('networkidle');

    // The card's poster at the size it is shown (368 px wide), in AVIF.
    expect(events).toContain('/media/poster-800.avif');
    expect(events).not.toContain('/media/poster.webp');
    // One format of the still: AVIF, which Chromium reads.
    expect(events).toContain('/media/hero-wide.avif');
    expect(events).not.toContain('/media/hero-wide.webp');
    // The hero shows the party behind the headline, from the first paint (docs/design.md §12.6).
    await expect
      .poll(() =>
        page
          .getByTestId('hero-still')
          .locator('img')
          .evaluate((img: HTMLImageElement) => [img.complete, img.currentSrc, img.naturalWidth]),
      )
      .toEqual([true, expect.stringMatching(/\/media\/hero-wide\.avif$/), 1600]);
    for (const path of PHONE_ONLY) expect(events, path).not.toContain(path);
    expect(events.filter(isVideo)).toEqual([]);
    expect(await heroVideo(page).getAttribute('src')).toBeNull();
    expect(errors).toEqual([]);
  });
});
