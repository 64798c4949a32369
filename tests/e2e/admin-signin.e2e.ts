import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_ACCOUNT,
  DEMO_DOOR_ACCOUNT,
  DEMO_GUEST_ACCOUNT,
} from '@/backend/demo/demo-accounts';
import { DESKTOP, MOBILE, collectErrors } from './support/browser';
import { POLL, browserForThisFile, horizontalOverflow, untilInteractive } from './page-helpers';

// Admin sign-in on the built site (docs/product-spec.md §2, §8; docs/design.md §6.2), at a phone's
// and a laptop's width.

const browser = browserForThisFile();
const SCREENSHOT_DIR = join('test-results', 'e2e');

async function saveScreenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, name), fullPage });
}

async function signIn(page: Page, account: { email: string; password: string }) {
  const button = page.getByRole('button', { name: 'Sign in' });
  await untilInteractive(button);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await button.click();
}

const figure = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ hasText: label }).innerText();

describe('admin sign-in', () => {
  it.each([MOBILE, DESKTOP])(
    'an organiser signs in at %i px, sees the overview, and logs out',
    async (width) => {
      const page = await browser.newPage({ width });
      const errors = collectErrors(page);
      await page.goto('/admin/dashboard');
      await page.getByRole('heading', { name: 'Organiser Sign-in' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/login');
      await page.getByRole('region', { name: 'Demo accounts' }).waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `admin-login-${width}.png`);

      await signIn(page, DEMO_ADMIN_ACCOUNT);
      await page.getByRole('heading', { name: 'Overview' }).waitFor();
      await page.getByText('Wallet Balance').waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
      expect(await figure(page, 'Wallet Balance')).toContain('₹5,000');
      // The past party's 3 and the upcoming party's 2 the seed has already admitted.
      expect(await figure(page, 'Total Check-ins')).toContain('5');
      expect(await figure(page, 'Total Events')).toContain('2');
      if (width === DESKTOP) {
        // The next event's three figures side by side: labels on one line, not staggered.
        const tops = await Promise.all(
          ['Tickets sold', 'Revenue', 'People checked in'].map(
            async (label) => (await page.getByText(label, { exact: true }).boundingBox())!.y,
          ),
        );
        expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
      }
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
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `admin-overview-${width}.png`);

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/admin/dashboard');
      await page.getByRole('heading', { name: 'Organiser Sign-in' }).waitFor();
      expect(errors).toEqual([]);
    },
  );

  it('says "Invalid credentials" for a wrong password, keeping what was typed', async () => {
    const page = await browser.newPage({ width: MOBILE });
    await page.goto('/admin/login');
    await signIn(page, { email: DEMO_ADMIN_ACCOUNT.email, password: 'not-the-password' });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Invalid credentials');
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_ADMIN_ACCOUNT.email);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('pauses sign-in after 5 wrong passwords, the right one and a reload included', async () => {
    const page = await browser.newPage({ width: MOBILE });
    await page.goto('/admin/login');
    const alert = page.getByRole('alert');
    const button = page.getByRole('button', { name: 'Sign in' });
    const attempt = async (password: string) => {
      await signIn(page, { email: DEMO_ADMIN_ACCOUNT.email, password });
      await expect.poll(() => button.isEnabled(), POLL).toBe(true);
      return alert.innerText();
    };
    for (let i = 1; i <= 5; i++) expect(await attempt(`wrong-${i}`)).toBe('Invalid credentials');
    // How long is left, counted from the failures just made (docs/design.md §6.2).
    const locked = /^Too many failed attempts\. Try again in 1[45] minutes\.$/;
    // The alert still says 'Invalid credentials' from the last try until this answer comes.
    await attempt(DEMO_ADMIN_ACCOUNT.password);
    await expect.poll(() => alert.innerText(), POLL).toMatch(locked);
    await page.reload();
    await attempt(DEMO_ADMIN_ACCOUNT.password);
    await expect.poll(() => alert.innerText(), POLL).toMatch(locked);
    await page.waitForTimeout(500);
    expect(await alert.innerText()).toMatch(locked);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it.each([MOBILE, DESKTOP])(
    'Continue with Google at %i px: the chooser lists the demo accounts and signs the organiser in',
    async (width) => {
      const page = await browser.newPage({ width });
      const errors = collectErrors(page);
      await page.goto('/admin/dashboard');
      const google = page.getByRole('button', { name: 'Continue with Google' });
      await untilInteractive(google);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await google.click();
      const chooser = page.getByRole('dialog', { name: 'Choose an account' });
      await chooser.waitFor();
      const accounts = await chooser.getByRole('button').allInnerTexts();
      expect(accounts.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
        `A ${DEMO_ADMIN_ACCOUNT.displayName} ${DEMO_ADMIN_ACCOUNT.email}`,
        `D ${DEMO_DOOR_ACCOUNT.displayName} ${DEMO_DOOR_ACCOUNT.email}`,
        `G ${DEMO_GUEST_ACCOUNT.displayName} ${DEMO_GUEST_ACCOUNT.email}`,
        'Cancel',
      ]);
      // The whole chooser is on screen, each account a comfortable target.
      const box = (await chooser.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      for (const button of await chooser.getByRole('button').all()) {
        expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // What is on screen: the modal covers the viewport, not the page below it.
      await saveScreenshot(page, `admin-google-chooser-${width}.png`, false);

      await chooser
        .getByRole('button', { name: new RegExp(DEMO_ADMIN_ACCOUNT.displayName) })
        .click();
      await page.getByRole('heading', { name: 'Overview' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );

  it('Continue with Google: Cancel says nothing, the guest is refused', async () => {
    const page = await browser.newPage({ width: MOBILE });
    await page.goto('/admin/login');
    const google = page.getByRole('button', { name: 'Continue with Google' });
    await untilInteractive(google);
    const chooser = page.getByRole('dialog', { name: 'Choose an account' });

    await google.click();
    await chooser.getByRole('button', { name: 'Cancel' }).click();
    await chooser.waitFor({ state: 'detached' });
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/admin/login');

    await google.click();
    await chooser.getByRole('button', { name: new RegExp(DEMO_GUEST_ACCOUNT.displayName) }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Access denied. Admin privileges required.');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('returns to the admin page asked for after signing in', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await page.goto('/admin/dashboard?since=today#figures');
    await page.getByRole('heading', { name: 'Organiser Sign-in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await signIn(page, DEMO_ADMIN_ACCOUNT);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/admin/dashboard?since=today#figures');
  });

  it('sends another tab to the login page when one tab logs out, and back once signed in', async () => {
    const first = await browser.newPage({ width: DESKTOP });
    await first.goto('/admin/login');
    await signIn(first, DEMO_ADMIN_ACCOUNT);
    await first.getByRole('heading', { name: 'Overview' }).waitFor();

    // A second tab of the same browser: it shares the session.
    const second = await first.context().newPage();
    await second.goto('/admin/dashboard?tab=2');
    await second.getByRole('heading', { name: 'Overview' }).waitFor();

    await first.getByRole('button', { name: 'Logout' }).click();
    await first.waitForURL((url) => url.pathname === '/');
    await second.getByRole('heading', { name: 'Organiser Sign-in' }).waitFor();
    expect(new URL(second.url()).pathname).toBe('/admin/login');
    expect(await second.getByText('Wallet Balance').count()).toBe(0);

    // Signing in there again opens the page it was on.
    await signIn(second, DEMO_ADMIN_ACCOUNT);
    await second.getByRole('heading', { name: 'Overview' }).waitFor();
    expect(new URL(second.url()).search).toBe('?tab=2');
  });

  it('refuses the guest account', async () => {
    const page = await browser.newPage({ width: MOBILE });
    await page.goto('/admin/login');
    await signIn(page, DEMO_GUEST_ACCOUNT);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Access denied. Admin privileges required.');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_GUEST_ACCOUNT.email);
  });
});
