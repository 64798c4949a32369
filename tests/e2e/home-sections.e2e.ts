import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, collectErrors } from './support/browser';
import { referencedAssets } from '../../scripts/lib/initial-assets.mjs';
import { editUpcomingEvent } from './support/demo-store';
import { siteUrl } from './support/site';
import {
  FAQ_QUESTIONS,
  POLL,
  SCROLL_POLL,
  browserForThisFile,
  expectOwnPage,
  topOf,
  untilInteractive,
} from './page-helpers';

// The home page's sections: what loads when, and what each one does.

const browser = browserForThisFile();

/**
 * Scripts the served HTML of a page asks for up front: the #app-boot list the boot script loads
 * after the first paint, and any script or modulepreload tags.
 */
async function initialScripts(path: string): Promise<string[]> {
  const html = await (await fetch(siteUrl(path))).text();
  return referencedAssets(html)
    .filter((asset) => asset.kind === 'js')
    .map((asset) => asset.url);
}

/**
 * docs/product-spec.md §2: one answer open at a time, and the open one closes when clicked again.
 */
async function expectOneAnswerAtATime(page: Page) {
  const [first, second] = FAQ_QUESTIONS;
  const q1 = page.getByRole('button', { name: first });
  const q2 = page.getByRole('button', { name: second });
  const a1 = page.getByRole('region', { name: first });
  const a2 = page.getByRole('region', { name: second });
  await untilInteractive(q1);

  const faq = page.locator('#faq');
  const expanded = faq.getByRole('button', { expanded: true });
  expect(await faq.getByRole('button', { expanded: false }).count()).toBe(12);
  expect(await expanded.count()).toBe(0);
  expect(await a1.isVisible()).toBe(false);

  await q1.click();
  await expect.poll(() => q1.getAttribute('aria-expanded'), POLL).toBe('true');
  expect(await a1.isVisible()).toBe(true);
  expect(await a1.innerText()).toContain('mock sangeet');

  await q2.click();
  await expect.poll(() => q2.getAttribute('aria-expanded'), POLL).toBe('true');
  expect(await q1.getAttribute('aria-expanded')).toBe('false');
  expect(await a1.isVisible()).toBe(false);
  expect(await a2.isVisible()).toBe(true);
  expect(await a2.innerText()).toContain('18+');

  await q2.click();
  await expect.poll(() => q2.getAttribute('aria-expanded'), POLL).toBe('false');
  expect(await a2.isVisible()).toBe(false);
  expect(await expanded.count()).toBe(0);
}

describe('sections below the hero', () => {
  it('keep their prerendered HTML and load no code until the visitor scrolls; then the FAQ works', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    const initial = await initialScripts('/');
    expect(initial.length).toBeGreaterThan(0);

    await page.goto('/');
    await untilInteractive(page.getByRole('link', { name: 'Book Your Jashan' }));
    await page.waitForLoadState('networkidle');
    // No section below the hero loads its code before the visitor scrolls to it. (What does load
    // at this width is the hero's desktop-only next-party card, and, in a browser whose demo data
    // exists, the backend the hero reads the stored event with once the page is idle.)
    const sectionCode = /(concept|packages|portfolio|why-us|faq|contact)-section/;
    expect(scripts.filter((path) => sectionCode.test(path))).toEqual([]);
    expect(scripts.filter((path) => !initial.includes(path)).length).toBeGreaterThan(0);
    expect(scripts.some((path) => /faq-section|contact-section/.test(path))).toBe(false);
    // The sections are on the page already, from the HTML.
    expect(await page.getByRole('button', { name: FAQ_QUESTIONS[0] }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Send Message' }).count()).toBe(1);

    const faqCode = page.waitForRequest((request) => request.url().includes('faq-section'));
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await faqCode;
    await expectOneAnswerAtATime(page);
    expect(errors).toEqual([]);
  });
});

describe('the next-party card (desktop hero)', () => {
  it('shows the stored event once the page is interactive, as the booking page does', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    const errors = collectErrors(page);
    await page.goto('/');
    const card = page.getByRole('complementary', { name: 'Next party' });
    await expect.poll(() => card.innerText(), POLL).toContain('The Courtyard, Indiranagar');
    // A browser that never opened the demo has only its seed, the featured event the page already
    // shows, so home does not open it (docs/design.md §12.8); the booking page does. An organiser
    // then edits the event.
    await page.goto('/booking');
    await page.getByRole('form', { name: 'Book tickets' }).waitFor();
    await editUpcomingEvent(page, { title: 'Rooftop Sangeet Night', price: 599 });

    await page.goto('/');
    await expect.poll(() => card.innerText(), POLL).toContain('Rooftop Sangeet Night');
    expect(await card.innerText()).toContain('from ₹599');
    expect(errors).toEqual([]);
  });
});

describe('FAQ page', () => {
  it('opens one answer at a time on a phone', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    await page.goto('/faq');
    await expectOneAnswerAtATime(page);
    expect(errors).toEqual([]);
  });
});

describe('hero', () => {
  it('on a phone, shows the next party’s date, venue and price above the fold, and its buttons at one width', async () => {
    const page = await browser.newPage({ width: MOBILE });
    await page.goto('/');
    const party = page.getByRole('list', { name: 'Next party' });
    const box = (await party.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    const text = await party.innerText();
    expect(text).toMatch(/^Saturday, 19 December 2026, 6:00 PM – 10:00 PM/);
    expect(text).toContain('The Courtyard, Indiranagar, Bengaluru');
    expect(text).toContain('Tickets from ₹499');
    const widths = await Promise.all(
      ['Book Your Jashan', 'Watch Highlights', 'Follow Us'].map(
        async (name) => (await page.getByRole('link', { name }).boundingBox())!.width,
      ),
    );
    expect(new Set(widths.map(Math.round)).size, `widths ${widths.join(', ')}`).toBe(1);
  });

  it('books a ticket and links to the social profile in a new tab', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    const errors = collectErrors(page);
    await page.goto('/');
    const follow = page.getByRole('link', { name: 'Follow Us' });
    expect(await follow.getAttribute('target')).toBe('_blank');
    expect(await follow.getAttribute('rel')).toContain('noopener');
    expect(await follow.getAttribute('href')).toBe('https://www.instagram.com/sangeetvibes');

    const book = page.getByRole('link', { name: 'Book Your Jashan' });
    await untilInteractive(book);
    await book.click();
    await page.waitForURL('**/booking');
    await expectOwnPage(page);
    expect(errors).toEqual([]);
  });

  it('"Watch Highlights", the first thing clicked, brings the portfolio to the top', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    const errors = collectErrors(page);
    await page.goto('/');
    const highlights = page.getByRole('link', { name: 'Watch Highlights' });
    await untilInteractive(highlights);

    await highlights.click();
    await expect.poll(() => topOf(page, '#portfolio'), SCROLL_POLL).toBeLessThan(120);
    await expect.poll(() => topOf(page, '#portfolio'), SCROLL_POLL).toBeGreaterThanOrEqual(-1);
    expect(await page.getByRole('heading', { name: 'Influencer Shoutouts' }).isVisible()).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });

  it('plays a background video on a phone, with a sound toggle', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    await page.goto('/');
    const video = page.locator('#home video');
    expect(await video.count()).toBe(1);
    expect(await video.isVisible()).toBe(true);
    // Its poster is the hero's picture behind it (a poster attribute would be fetched on laptops
    // too), and that is what the phone shows.
    const poster = page.locator('[data-testid="hero-still"] picture source').first();
    await expect
      .poll(() =>
        page
          .getByTestId('hero-still')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.currentSrc),
      )
      .toMatch(/\/media\/hero-poster\.avif$/);
    expect(await poster.getAttribute('srcset')).toMatch(/hero-poster\.avif$/);
    expect(await video.getAttribute('poster')).toBeNull();

    const sound = page.getByRole('button', { name: 'Sound for hero video' });
    await untilInteractive(sound);
    // Autoplay settles first: unmuted if the browser allows it, else muted.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused), POLL).toBe(false);
    // The button follows the element once autoplay has settled on muted or not (it may fall
    // back to muted a moment after playing starts).
    const agrees = async () =>
      (await sound.getAttribute('aria-pressed')) ===
      String(!(await video.evaluate((v: HTMLVideoElement) => v.muted)));
    await expect.poll(agrees, POLL).toBe(true);
    const before = await sound.getAttribute('aria-pressed');

    const after = before === 'true' ? 'false' : 'true';
    await sound.click();
    await expect.poll(() => sound.getAttribute('aria-pressed'), POLL).toBe(after);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(after === 'false');
    await sound.click();
    await expect.poll(() => sound.getAttribute('aria-pressed'), POLL).toBe(before);
    expect(errors).toEqual([]);
  });
});

describe('portfolio', () => {
  // The shipped clips are the house's own highlight reels (src/config/portfolio.ts): shown under
  // the house's handle, claiming no creator.
  const highlights = ['DJ night', 'Mehndi corner'] as const;

  it('shows two muted highlight videos with their own sound toggles and profile links', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    const errors = collectErrors(page);
    await page.goto('/portfolio');

    const intro = page.locator('#portfolio p').filter({ hasText: 'highlight reels' });
    expect(await intro.count()).toBeGreaterThan(0);
    expect(await page.getByText('partied with us').count()).toBe(0);
    for (const title of highlights) {
      const video = page
        .getByLabel(`${title}: Sangeet Vibes highlight video`)
        .filter({ visible: true });
      expect(await video.count(), title).toBe(1);
      const sound = page.getByRole('button', { name: `Sound for ${title} video` });
      expect(await sound.getAttribute('aria-pressed'), title).toBe('false');
    }
    const profiles = page.getByRole('link', { name: '@sangeetvibes', exact: true });
    expect(await profiles.filter({ visible: true }).count()).toBe(2);
    for (const profile of await profiles.filter({ visible: true }).all()) {
      expect(await profile.getAttribute('href')).toBe('https://www.instagram.com/sangeetvibes');
      expect(await profile.getAttribute('target')).toBe('_blank');
      expect(await profile.getAttribute('rel')).toContain('noopener');
    }

    const [first, second] = highlights.map((title) =>
      page.getByRole('button', { name: `Sound for ${title} video` }),
    );
    if (!first || !second) throw new Error('two highlights expected');
    await untilInteractive(first);
    await first.click();
    await expect.poll(() => first.getAttribute('aria-pressed'), POLL).toBe('true');
    expect(await second.getAttribute('aria-pressed')).toBe('false');
    await first.click();
    await expect.poll(() => first.getAttribute('aria-pressed'), POLL).toBe('false');

    const follow = page.getByRole('link', { name: 'Follow for More' });
    expect(await follow.getAttribute('href')).toBe('https://www.instagram.com/sangeetvibes');
    expect(await follow.getAttribute('target')).toBe('_blank');
    expect(errors).toEqual([]);
  });
});

describe('cards side by side', () => {
  it('end level: the two highlight reels at 1280 px, whatever their captions', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await page.goto('/portfolio');
    const bottoms = await page
      .locator('#portfolio figure')
      .filter({ visible: true })
      .evaluateAll((figures) => figures.map((f) => Math.round(f.getBoundingClientRect().bottom)));
    expect(bottoms).toHaveLength(2);
    expect(bottoms[0]).toBe(bottoms[1]);
  });

  it('keep "per person" on one line under a price that fills a phone\'s card', async () => {
    const page = await browser.newPage({ width: MOBILE });
    await page.goto('/packages');
    const lines = await page
      .getByText('per person')
      .evaluateAll((spans) =>
        spans.map((span) => new Set([...span.getClientRects()].map((r) => Math.round(r.top))).size),
      );
    expect(lines).toEqual([1, 1]);
  });
});
