// Where Chromium lives and how every tool here launches it (Playwright, Lighthouse).
// Browser downloads are blocked on these machines, so we only ever use Debian's build.
import { accessSync, constants } from 'node:fs';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

// Flags shared by Playwright and Lighthouse: headless, no sandbox (CI runs as root),
// and nothing that phones home or updates itself mid-run.
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The two viewports pages are checked at: a phone and a laptop. */
export const MOBILE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;

/**
 * Playwright context options for a viewport width: 390 is a phone (touch, 2x, mobile UA),
 * anything else a desktop window 800 px tall.
 * @param {number} width
 * @param {string} browserVersion from browser.version(), so the mobile UA names the real Chrome
 */
export function viewportOptions(width, browserVersion) {
  if (width === MOBILE_WIDTH) {
    const major = browserVersion.split('.')[0];
    return {
      viewport: { width, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`,
    };
  }
  return { viewport: { width, height: 800 }, deviceScaleFactor: 1 };
}

/** Storage flags that make the site skip its mobile intro video and its desktop loader. */
export const INTRO_DONE_FLAGS = {
  localStorage: { mobileIntroDone: 'true' },
  sessionStorage: { desktopLoaderDone: 'true' },
};

/**
 * Put localStorage / sessionStorage values in place before the site's scripts run, on every
 * navigation in a Playwright browser context.
 * @param {import('playwright-core').BrowserContext} context
 * @param {{ localStorage?: Record<string, string>, sessionStorage?: Record<string, string> }} flags
 */
export async function presetStorage(context, flags) {
  await context.addInitScript((values) => {
    for (const [key, value] of Object.entries(values.localStorage ?? {}))
      window.localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(values.sessionStorage ?? {}))
      window.sessionStorage.setItem(key, value);
  }, flags);
}

export const CHROMIUM_INSTALL_HELP =
  'Chromium is needed for the end-to-end tests and the benchmark.\n' +
  '  Install it with:  apt-get update && apt-get install -y chromium   (Debian/Ubuntu, as root)\n' +
  '  or point to an existing Chromium/Chrome binary:  export CHROMIUM_PATH=/path/to/chromium\n' +
  'Test tools cannot download their own browser here, so do not run `playwright install`.';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium binary to use: $CHROMIUM_PATH, else /usr/bin/chromium; throws with install help otherwise. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(
      `CHROMIUM_PATH is set to "${fromEnv}", which is not an executable file.\n${CHROMIUM_INSTALL_HELP}`,
    );
  }
  if (isExecutable(DEFAULT_CHROMIUM_PATH)) return DEFAULT_CHROMIUM_PATH;
  throw new Error(
    `No Chromium found at ${DEFAULT_CHROMIUM_PATH} and CHROMIUM_PATH is not set.\n${CHROMIUM_INSTALL_HELP}`,
  );
}

/** Launch and close Chromium once, so a missing or broken browser fails in a second, not after the build. */
export async function checkChromiumLaunches() {
  const executablePath = findChromium();
  const { chromium } = await import('playwright-core');
  let browser;
  try {
    browser = await chromium.launch({
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      timeout: 30_000,
    });
    return { executablePath, version: browser.version() };
  } catch (error) {
    throw new Error(
      `Chromium at ${executablePath} would not start: ${error.message}\n${CHROMIUM_INSTALL_HELP}`,
    );
  } finally {
    await browser?.close();
  }
}
