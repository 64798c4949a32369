import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_ACCOUNT, DEMO_GUEST_ACCOUNT } from '@/backend/demo/demo-accounts';
import { DESKTOP, MOBILE, collectErrors } from './support/browser';
import { browserForThisFile, horizontalOverflow, untilInteractive } from './page-helpers';

// Admin sign-in on the built site (spec §2, §8; DESIGN §6), at a phone's and a laptop's width.

const browser = browserForThisFile();
const SCREENSHOT_DIR = join('test-results', 'e2e');

async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, name), fullPage: true });
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
      expect(await figure(page, 'Total Check-ins')).toContain('3');
      expect(await figure(page, 'Total Events')).toContain('2');
      const nav = page.getByRole('navigation', { name: 'Admin' });
      expect(await nav.getByRole('link').allInnerTexts()).toEqual([
        'Overview',
        'Payment QR',
        'Wallet',
        'Registered Users',
        'Messages',
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
