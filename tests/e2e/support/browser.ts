import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  CHROMIUM_ARGS,
  DESKTOP_WIDTH,
  INTRO_DONE_FLAGS,
  MOBILE_WIDTH,
  findChromium,
  presetStorage,
  viewportOptions,
  type StorageFlags,
} from '../../../scripts/lib/chromium.mjs';
import { baseURL } from './site';

export { findChromium };

/** The two viewports every page is checked at. */
export const MOBILE = MOBILE_WIDTH;
export const DESKTOP = DESKTOP_WIDTH;
export type ViewportWidth = typeof MOBILE | typeof DESKTOP;

export type { StorageFlags };
export { INTRO_DONE_FLAGS, presetStorage };

export interface NewPageOptions {
  width: ViewportWidth;
  /** Pre-set INTRO_DONE_FLAGS so the intro video / loader do not cover the page. Default true. */
  skipIntro?: boolean;
  /** More storage to pre-set (merged over INTRO_DONE_FLAGS when skipIntro). */
  storage?: StorageFlags;
  /** Extra Playwright context options (permissions, geolocation, ...). */
  context?: BrowserContextOptions;
}

/** Launch Debian's Chromium headless. Extra args e.g. for a fake camera: --use-fake-device-for-media-stream. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** What the page has in localStorage and sessionStorage right now. */
export async function readStorage(page: Page): Promise<Required<StorageFlags>> {
  return page.evaluate(() => ({
    localStorage: { ...window.localStorage },
    sessionStorage: { ...window.sessionStorage },
  }));
}

/**
 * A page in a fresh context (own storage and cookies) at the given width, whose relative
 * URLs resolve against the site under test: `await page.goto('/faq')`.
 */
export async function newPage(browser: Browser, options: NewPageOptions): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    ...viewportOptions(options.width, browser.version()),
    ...options.context,
  });
  const skipIntro = options.skipIntro ?? true;
  await presetStorage(context, {
    localStorage: {
      ...(skipIntro ? INTRO_DONE_FLAGS.localStorage : {}),
      ...options.storage?.localStorage,
    },
    sessionStorage: {
      ...(skipIntro ? INTRO_DONE_FLAGS.sessionStorage : {}),
      ...options.storage?.sessionStorage,
    },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Start recording what goes wrong on a page: console errors, uncaught exceptions and failed
 * requests (aborted ones, e.g. media cut short by navigation, are ignored). Returns the live
 * list, so a test ends with `expect(errors).toEqual([])`.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    errors.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    if (reason !== 'net::ERR_ABORTED')
      errors.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  return errors;
}

const SCREENSHOT_DIR = join('test-results', 'e2e');

/**
 * One browser for the test file: launched before the first test, closed after the last.
 * Pages made with the returned `newPage` are closed after each test, with a screenshot
 * saved to test-results/e2e/ when the test failed.
 */
export function useBrowser(extraArgs: string[] = []) {
  let browser: Browser | undefined;
  const open: Page[] = [];

  beforeAll(async () => {
    browser = await launchBrowser(extraArgs);
  });

  afterEach(async (context) => {
    const pages = open.splice(0);
    if (context.task.result?.state === 'fail') {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const file = basename(context.task.file.name).replace(/\.e2e\.ts$/, '');
      const name = `${file}--${context.task.name}`.replace(/[^\w-]+/g, '-').slice(0, 100);
      for (const [index, page] of pages.entries()) {
        const path = join(SCREENSHOT_DIR, `${name}-${index}.png`);
        await page.screenshot({ path, fullPage: false }).catch(() => undefined);
        console.log(`screenshot of failed test: ${path}`);
      }
    }
    await Promise.all(pages.map((page) => page.context().close()));
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    get browser(): Browser {
      if (!browser)
        throw new Error(
          'useBrowser(): the browser starts in beforeAll; use it inside a test or hook.',
        );
      return browser;
    },
    async newPage(options: NewPageOptions): Promise<Page> {
      const page = await newPage(this.browser, options);
      open.push(page);
      return page;
    },
  };
}
