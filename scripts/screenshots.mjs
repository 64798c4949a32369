// Full-page screenshots of the built site, served the way the e2e tests serve it (Firebase
// Hosting's emulator over dist/, scripts/lib/hosting-emulator.mjs). Builds nothing: run
// `npm run build` first.
//
//   node scripts/screenshots.mjs <out-dir> [--routes=/,/faq] [--widths=390,1280]
//
// Saves <out-dir>/<route-name>-<width>.png and prints each page's height in CSS pixels.
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startHostingEmulator } from './lib/hosting-emulator.mjs';

const DEFAULT_ROUTES = [
  '/',
  '/concept',
  '/packages',
  '/portfolio',
  '/why-us',
  '/faq',
  '/contact',
  '/booking',
  '/privacypolicy',
  '/termsofservices',
];
const DEFAULT_WIDTHS = [390, 1280];

const args = process.argv.slice(2);
const outDir = args.find((a) => !a.startsWith('--'));
if (!outDir) {
  console.error(
    'usage: node scripts/screenshots.mjs <out-dir> [--routes=/,/faq] [--widths=390,1280]',
  );
  process.exit(2);
}
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const routes = option('routes')?.split(',') ?? DEFAULT_ROUTES;
const widths = option('widths')?.split(',').map(Number) ?? DEFAULT_WIDTHS;

const distDir = resolve(process.env.E2E_DIST_DIR ?? 'dist');
if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`${distDir}/index.html does not exist: run \`npm run build\` first.`);
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });

const name = (route) => (route === '/' ? 'home' : route.replace(/^\//, '').replace(/\W+/g, '_'));

const server = await startHostingEmulator({ root: distDir, port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 800 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      // A first visit to / opens with the intro (phones) or the loader (laptops): shoot the page
      // the visitor sees once it has gone (the index.html boot script removes its class).
      await page.waitForFunction(
        () => !/show-(mobile-intro|desktop-loader)/.test(document.documentElement.className),
        undefined,
        { timeout: 15_000 },
      );
      await page.waitForTimeout(700);
      // Lazy images and on-scroll reveals: walk the page once so everything below the fold loads.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(300);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const file = join(outDir, `${name(route)}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${route}\t${width}px\theight ${height}px\t${file}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
