import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, collectErrors, type ViewportWidth } from './support/browser';
import { browserForThisFile, horizontalOverflow } from './page-helpers';

// The admin layout (docs/product-spec.md §2) with all nine screens in its nav (Team last). This builds the
// app's AdminLayout and nav into a small page with a long stand-in screen (fixtures/admin-layout)
// and measures it in Chromium: the bottom bar at 390 px, the sidebar at 1280 px.
// admin-signin.e2e.ts checks the nav of the real site.

const ROOT = resolve(import.meta.dirname, '../..');
const OUT = join(ROOT, 'dist-admin-layout-fixture');
const CONFIG = 'tests/e2e/fixtures/admin-layout/vite.config.ts';
const SCREENSHOT_DIR = join('test-results', 'e2e');

const LABELS = [
  'Overview',
  'QR Scanner',
  'Payment QR',
  'Promocode',
  'Events',
  'Wallet',
  'Registered Users',
  'Messages',
  'Team',
];

const browser = browserForThisFile();

beforeAll(() => {
  const build = spawnSync('npx', ['vite', 'build', '--config', CONFIG, '--outDir', OUT], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`fixture build failed:\n${build.stderr}\n${build.stdout}`);
}, 120_000);
afterAll(() => {
  rmSync(OUT, { recursive: true, force: true });
});

/** The fixture page on the site's origin (so the logo loads), opened on the screen `at`. */
async function openLayout(width: ViewportWidth, at = '/admin/dashboard'): Promise<Page> {
  const page = await browser.newPage({ width });
  await page.route('**/admin-layout-fixture/**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace('/admin-layout-fixture/', '');
    const file = join(OUT, path || 'index.html');
    if (existsSync(file)) await route.fulfill({ path: file });
    else await route.fulfill({ status: 404, body: 'not in the fixture build' });
  });
  await page.goto(`/admin-layout-fixture/index.html?at=${encodeURIComponent(at)}`);
  await page.getByRole('heading', { name: `Screen at ${at}` }).waitFor();
  return page;
}

async function saveScreenshot(page: Page, name: string, fullPage = false) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, name), fullPage });
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}

/** Each nav link's box, how many lines its label takes and whether it sticks out of the link. */
function linkBoxes(
  page: Page,
): Promise<Array<Box & { label: string; lines: number; overflows: boolean }>> {
  return page
    .getByRole('navigation', { name: 'Admin' })
    .locator('a')
    .evaluateAll((links) =>
      links.map((link) => {
        const { left, right, top, bottom, width, height } = link.getBoundingClientRect();
        const label = link.querySelector('span')!;
        const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
        return {
          label: label.textContent ?? '',
          lines: Math.round(label.getBoundingClientRect().height / lineHeight),
          overflows: link.scrollWidth > link.clientWidth,
          left,
          right,
          top,
          bottom,
          width,
          height,
        };
      }),
    );
}

/** The bar's scrolling list: its box and how far it scrolls sideways. */
function bar(page: Page) {
  return page
    .getByRole('navigation', { name: 'Admin' })
    .locator('ul')
    .evaluate((list) => {
      const { left, right, top, bottom, width, height } = list.getBoundingClientRect();
      return {
        box: { left, right, top, bottom, width, height },
        scrollLeft: list.scrollLeft,
        scrollable: list.scrollWidth - list.clientWidth,
        /** The bar's own bottom edge (the list sits inside its padding). */
        navBottom: list.closest('nav')!.getBoundingClientRect().bottom,
      };
    });
}

/**
 * The bar at rest shows whole entries only: each link is inside the scrolling list's box or
 * wholly outside it, never cut at an edge ("nocode", "Registere"). Returns the labels
 * in view.
 */
async function wholeEntriesInView(page: Page): Promise<string[]> {
  const nav = await bar(page);
  const inView: string[] = [];
  for (const link of await linkBoxes(page)) {
    const inside = link.left >= nav.box.left - 0.5 && link.right <= nav.box.right + 0.5;
    const outside = link.right <= nav.box.left + 0.5 || link.left >= nav.box.right - 0.5;
    expect(inside || outside, `${link.label} is cut at the bar's edge`).toBe(true);
    expect(link.overflows, `${link.label} sticks out of its entry`).toBe(false);
    if (inside) inView.push(link.label);
  }
  return inView;
}

/** The chevrons that say there is more to swipe to, left to right. */
const moreMarks = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Admin' })
    .locator('span[aria-hidden="true"]')
    .allInnerTexts();

describe('the admin layout with nine screens', () => {
  it('fits a bottom bar of nine at 390 px: scrolls inside itself, 44 px targets, the page never sideways', async () => {
    const page = await openLayout(MOBILE);
    const errors = collectErrors(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const links = await linkBoxes(page);
    expect(links.map((link) => link.label)).toEqual(LABELS);
    for (const link of links) {
      expect(link.width, link.label).toBeGreaterThanOrEqual(44);
      expect(link.height, link.label).toBeGreaterThanOrEqual(44);
      expect(link.lines, `${link.label} wraps to more than two lines`).toBeLessThanOrEqual(2);
    }
    const nav = await bar(page);
    // Pinned to the bottom of the screen.
    expect(nav.navBottom).toBeCloseTo(844, 0);
    expect(nav.scrollable).toBeGreaterThan(0);
    expect(nav.scrollLeft).toBe(0);
    // Four whole entries, and a chevron at the right edge: there is more to swipe to.
    expect(await wholeEntriesInView(page)).toEqual(LABELS.slice(0, 4));
    expect(await moreMarks(page)).toEqual(['›']);

    // Logout in the header on a phone; the sidebar's is hidden.
    const logout = page.getByRole('button', { name: 'Logout' });
    expect(await logout.count()).toBe(1);
    expect((await logout.boundingBox())!.y).toBeLessThan(64);
    await saveScreenshot(page, 'admin-layout-9-nav-390.png');

    // The end of a long screen is not hidden behind the bar.
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    const lastLine = (await page.locator('#last-line').boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(nav.box.top);
    await saveScreenshot(page, 'admin-layout-9-nav-390-bottom.png');
    expect(errors).toEqual([]);
  });

  it('scrolls the current screen’s entry into view in the bar, and follows navigation', async () => {
    const page = await openLayout(MOBILE, '/admin/dashboard/team');
    const current = page.getByRole('link', { name: 'Team' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    const nav = await bar(page);
    expect(nav.scrollLeft).toBeGreaterThan(0);
    const box = (await linkBoxes(page)).find((link) => link.label === 'Team')!;
    expect(box.left).toBeGreaterThanOrEqual(nav.box.left);
    expect(box.right).toBeLessThanOrEqual(nav.box.right);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // Snapped to whole entries, the current one among them; more only to the left now.
    await expect.poll(() => wholeEntriesInView(page)).toContain('Team');
    expect(await wholeEntriesInView(page)).toHaveLength(4);
    expect(await moreMarks(page)).toEqual(['‹']);
    await saveScreenshot(page, 'admin-layout-9-nav-390-team.png');

    // Tapping the first entry (swiped back to it) brings the bar along to it.
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('heading', { name: 'Screen at /admin/dashboard' }).waitFor();
    await expect.poll(async () => (await bar(page)).scrollLeft).toBe(0);
  });

  it('lists all nine in a sidebar with Logout at 1280 px', async () => {
    const page = await openLayout(DESKTOP, '/admin/dashboard/events');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const links = await linkBoxes(page);
    expect(links.map((link) => link.label)).toEqual(LABELS);
    for (const [index, link] of links.entries()) {
      expect(link.left, link.label).toBeLessThan(256);
      expect(link.height, link.label).toBeGreaterThanOrEqual(44);
      expect(link.lines, link.label).toBe(1);
      // One under the other, all on screen.
      if (index > 0) expect(link.top).toBeGreaterThanOrEqual(links[index - 1]!.bottom);
      expect(link.bottom).toBeLessThanOrEqual(800);
    }
    expect(await page.getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const logout = page.getByRole('button', { name: 'Logout' });
    expect(await logout.count()).toBe(1);
    const logoutBox = (await logout.boundingBox())!;
    expect(logoutBox.x).toBeLessThan(256);
    expect(logoutBox.y).toBeGreaterThan(links.at(-1)!.bottom);
    expect(logoutBox.y + logoutBox.height).toBeLessThanOrEqual(800);
    await saveScreenshot(page, 'admin-layout-9-nav-1280.png');

    // The sidebar and its Logout stay in view on a long screen.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1200);
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    expect((await logout.boundingBox())!.y + logoutBox.height).toBeLessThanOrEqual(800);
    expect((await linkBoxes(page))[0]!.top).toBeGreaterThan(0);
  });
});
