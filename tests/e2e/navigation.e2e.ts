import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, collectErrors, type ViewportWidth } from './support/browser';
import {
  POLL,
  SCROLL_POLL,
  browserForThisFile,
  expectOwnPage,
  scrollTo,
  scrollY,
  topOf,
  untilInteractive,
} from './page-helpers';

// Header, menus, footer links and the floating buttons every public page has.

const browser = browserForThisFile();

const MENU_LINKS = ['Home', 'What is Sangeet Vibes?', 'Portfolio', 'Why Us', 'Contact', 'Book Now'];

async function openSettled(width: ViewportWidth, path: string): Promise<Page> {
  const page = await browser.newPage({ width });
  await page.goto(path);
  await untilInteractive(page.locator('header'));
  return page;
}

/** Waits until the section's top edge has come to rest just under the fixed header. */
async function expectSectionAtTop(page: Page, selector: string) {
  await expect.poll(() => topOf(page, selector), SCROLL_POLL).toBeLessThan(120);
  await expect.poll(() => topOf(page, selector), SCROLL_POLL).toBeGreaterThanOrEqual(-1);
}

describe('header', () => {
  it('turns translucent only once the page has scrolled more than 50 px', async () => {
    const page = await openSettled(MOBILE, '/faq');
    const errors = collectErrors(page);
    const header = page.locator('header');
    expect(await header.getAttribute('data-scrolled')).toBe('false');

    for (const [y, scrolled] of [
      [60, 'true'],
      [40, 'false'],
      [51, 'true'],
      [50, 'false'],
      [60, 'true'],
      [0, 'false'],
    ] as const) {
      await scrollTo(page, y);
      await expect.poll(() => header.getAttribute('data-scrolled'), POLL).toBe(scrolled);
    }
    expect(errors).toEqual([]);
  });

  it('on a phone, opens and closes the menu and follows its links', async () => {
    const page = await openSettled(MOBILE, '/');
    const errors = collectErrors(page);
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const openButton = page.getByRole('button', { name: 'Open menu' });
    const closeButton = page.getByRole('button', { name: 'Close menu' });

    expect(await openButton.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    await openButton.click();
    await expect.poll(() => closeButton.getAttribute('aria-expanded'), POLL).toBe('true');
    for (const name of MENU_LINKS) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect.poll(() => openButton.getAttribute('aria-expanded'), POLL).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    await openButton.click();
    await menu.getByRole('link', { name: 'Why Us', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#why-us');
    await expect.poll(() => menu.isVisible(), POLL).toBe(false);
    expect(await openButton.getAttribute('aria-expanded')).toBe('false');
    await expectSectionAtTop(page, '#why-us');
    expect(errors).toEqual([]);
  });

  it('on a laptop, shows the navigation itself instead of a menu button', async () => {
    const page = await openSettled(DESKTOP, '/');
    const errors = collectErrors(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of MENU_LINKS) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);

    await nav.getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking');
    await expectOwnPage(page);
    expect(errors).toEqual([]);
  });

  it('a home-section link on another page lands on that section, even on a slow network', async () => {
    const page = await openSettled(DESKTOP, '/faq');
    const errors = collectErrors(page);
    // A phone network: the Why Us section's code arrives a couple of seconds after the rest.
    let delayed = 0;
    await page.route('**/assets/why-us-section-*.js', async (route) => {
      delayed += 1;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Why Us', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#why-us');
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Why Sangeet Vibes?' }).count(), POLL)
      .toBe(1);
    expect(delayed, 'the Why Us section has code of its own to wait for').toBe(1);
    await expectSectionAtTop(page, '#why-us');
    expect(errors).toEqual([]);
  });
});

describe('footer', () => {
  it('links to the privacy policy and the terms of service', async () => {
    const page = await openSettled(MOBILE, '/faq');
    const errors = collectErrors(page);
    const footer = page.getByRole('contentinfo');
    const privacy = footer.getByRole('link', { name: 'Privacy Policy' });
    await privacy.scrollIntoViewIfNeeded();
    await untilInteractive(privacy);

    await privacy.click();
    await page.waitForURL('**/privacypolicy');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), POLL)
      .toBe('Privacy Policy');
    await expect.poll(() => scrollY(page), POLL).toBe(0);

    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL('**/termsofservices');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), POLL)
      .toBe('Terms of Service');
    expect(errors).toEqual([]);
  });
});

describe('floating buttons', () => {
  it.each([MOBILE, DESKTOP])(
    'at %i px, scroll-to-top shows past 200 px and brings the page back up; WhatsApp opens a chat',
    async (width) => {
      const page = await openSettled(width, '/faq');
      const errors = collectErrors(page);
      const toTop = page.getByRole('button', { name: 'Scroll to top' });
      expect(await toTop.count()).toBe(0);

      await scrollTo(page, 201);
      await expect.poll(() => toTop.isVisible(), POLL).toBe(true);
      await scrollTo(page, 200);
      await expect.poll(() => toTop.count(), POLL).toBe(0);

      await scrollTo(page, 1200);
      await toTop.click();
      await expect.poll(() => scrollY(page), POLL).toBe(0);
      await expect.poll(() => toTop.count(), POLL).toBe(0);

      const whatsapp = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
      expect(await whatsapp.isVisible()).toBe(true);
      expect(await whatsapp.getAttribute('target')).toBe('_blank');
      expect(await whatsapp.getAttribute('rel')).toContain('noopener');
      expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d{10,15}(\?|$)/);
      expect(errors).toEqual([]);
    },
  );
});

/**
 * Text on screen that lies under the floating buttons, as far as they are shown: what a visitor
 * cannot read without scrolling it away (a heading's "?", the opening hours, Send
 * Message).
 */
function textUnderFloatingButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = '[aria-label="Chat with us on WhatsApp"], [aria-label="Scroll to top"]';
    const buttons = [...document.querySelectorAll(floating)].map((b) => b.getBoundingClientRect());
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest(floating) || parent.closest('.sr-only')) continue;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        const under = buttons.some(
          (b) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top,
        );
        if (r.width > 0 && r.height > 0 && under) covered.push(text.slice(0, 40));
      }
    }
    return covered;
  });
}

describe('content beside the floating buttons', () => {
  it.each(['/', '/contact', '/faq', '/privacypolicy'])(
    'at 390 px on %s, no text lies under them anywhere down the page',
    async (path) => {
      const page = await openSettled(MOBILE, path);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const covered = new Set<string>();
      // Half a screen at a time, so every line passes the buttons' corner at least once.
      for (let y = 0; y < height; y += 400) {
        await scrollTo(page, y);
        // The scroll-to-top button comes and goes with the scroll: wait for it to settle.
        await expect
          .poll(() => page.getByRole('button', { name: 'Scroll to top' }).count(), POLL)
          .toBe(y > 200 ? 1 : 0);
        for (const text of await textUnderFloatingButtons(page)) covered.add(`${y}: ${text}`);
      }
      expect([...covered]).toEqual([]);
    },
  );
});
