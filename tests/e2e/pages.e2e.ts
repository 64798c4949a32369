import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, collectErrors } from './support/browser';
import {
  POLL,
  PUBLIC_ROUTES,
  SITE_ORIGIN,
  headTags,
  horizontalOverflow,
  untilInteractive,
  browserForThisFile,
  expectOwnPage,
} from './page-helpers';

// Every public page after hydration, on a phone and on a laptop.

const browser = browserForThisFile();

const cases = PUBLIC_ROUTES.flatMap((route) =>
  [MOBILE, DESKTOP].map((width) => [route.path, width, route] as const),
);

describe('public pages after hydration', () => {
  it.each(cases)(
    '%s at %i px: head tags, visible h1, no errors, no sideways scroll',
    async (path, width, route) => {
      const page = await browser.newPage({ width });
      const errors = collectErrors(page);
      await page.goto(path);

      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.count()).toBe(1);
      // The page's own code has run once its heading is React's; hydration errors come before.
      await untilInteractive(heading);
      expect(await heading.isVisible()).toBe(true);
      expect((await heading.innerText()).replace(/\s+/g, ' ')).toMatch(route.heading);
      await page.waitForLoadState('networkidle');

      const head = await headTags(page);
      expect(head.title).toBe(route.title);
      expect(head.canonicals).toEqual([`${SITE_ORIGIN}${path}`]);
      expect(head.descriptions).toHaveLength(1);
      expect(head.descriptions[0]?.length).toBeGreaterThan(50);
      expect(head.robots).toEqual([]);

      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    },
  );
});

describe('the booking page and a ticket link', () => {
  it('/booking shows the next event as its heading, without errors', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    await page.goto('/booking');

    const heading = page.getByRole('heading', { level: 1 });
    await expect
      .poll(() => heading.innerText(), POLL)
      .toBe('Sangeet Vibes: The Mock Sangeet Night');
    await untilInteractive(heading);
    expect(await heading.count()).toBe(1);
    expect(await heading.isVisible()).toBe(true);
    expect(await page.getByRole('form', { name: 'Book tickets' }).isVisible()).toBe(true);
    const head = await headTags(page);
    expect(head.title).toBe('Book Tickets | Sangeet Vibes');
    expect(head.canonicals).toEqual([`${SITE_ORIGIN}/booking`]);
    expect(head.robots).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it('/ticket/x, a token never issued, shows the Error panel and is not indexed', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    await page.goto('/ticket/x');

    const panel = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'Error' }) });
    await expect.poll(() => panel.count(), POLL).toBe(1);
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getByText('Ticket not found or invalid token.').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    const head = await headTags(page);
    expect(head.title).toBe('Your Ticket | Sangeet Vibes');
    expect(head.robots).toEqual(['noindex']);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});

describe('the organiser sign-in page', () => {
  it('/admin/login shows a page of its own without errors', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    await page.goto('/admin/login');
    await expectOwnPage(page);
    expect(await page.title()).toMatch(/ \| Sangeet Vibes$/);
    expect((await headTags(page)).robots).toEqual(['noindex']);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});

describe('a page that does not exist', () => {
  it.each([MOBILE, DESKTOP])(
    'says so at %i px, is not indexed, and leads back home',
    async (width) => {
      const page = await browser.newPage({ width });
      const errors = collectErrors(page);
      const response = await page.goto('/this-does-not-exist');
      // Hosting answers with the prerendered 404.html and its status (docs/design.md §15).
      expect(response?.status()).toBe(404);

      const heading = page.getByRole('heading', { level: 1, name: 'Oops! Page not found' });
      await untilInteractive(heading);
      expect(await heading.isVisible()).toBe(true);
      expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
      const head = await headTags(page);
      expect(head.robots).toEqual(['noindex']);
      expect(head.title).toBe('Page not found | Sangeet Vibes');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).innerText())
        .toMatch(/No Shaadi\.\s*Just Vibes\./);
      expect(await page.getByText('Oops! Page not found').count()).toBe(0);
      expect((await headTags(page)).robots).toEqual([]);
      // The one error is the browser reporting the page's own 404 status.
      expect(errors).toEqual([expect.stringMatching(/status of 404 .*\/this-does-not-exist\)$/)]);
    },
  );
});
