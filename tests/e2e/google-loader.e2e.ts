import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_UNREACHABLE_MESSAGE } from '@/domain/sign-in';
import { buildFirebaseCheck } from '../../scripts/lib/chunk-graph.mjs';
import { MOBILE, useBrowser } from './support/browser';

// docs/design.md §6.2: Google's sign-in loader (apis.google.com/js/api.js) is fetched when the
// organiser presses "Continue with Google", never before. Firebase Auth's default set-up loads it
// as soon as the admin area starts on a phone (its popup resolver starts early on mobile
// browsers), a third-party script on every admin page at the door.
//
// A Firebase build (placeholder config: nothing real is reached) served as Hosting rewrites it,
// without its CSP, so every request the page makes is seen here.

const ROOT = resolve(import.meta.dirname, '../..');
const OUT = join(ROOT, 'dist-google-loader-check');
const GAPI = 'https://apis.google.com/';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/**
 * The client build as Hosting serves it: files, clean URLs, and every other path (/admin/**) the
 * app's shell (the build's index.html: the prerender, which writes app.html, is not run here).
 */
function serve(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const candidates = [join(dir, path), join(dir, `${path}.html`), join(dir, path, 'index.html')];
    const file =
      candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ??
      join(dir, 'index.html');
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolveServer) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolveServer({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}

describe('Google sign-in on a Firebase build, at phone width', () => {
  let site: { server: Server; origin: string };
  const browser = useBrowser();

  beforeAll(async () => {
    const build = buildFirebaseCheck(OUT);
    if (!build.ok) throw new Error(`vite build failed:\n${build.output}`);
    site = await serve(OUT);
  }, 240_000);
  afterAll(() => {
    site?.server.close();
    rmSync(OUT, { recursive: true, force: true });
  });

  it('fetches Google’s loader only when the button is pressed, and says so if it cannot', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const gapiRequests: string[] = [];
    // Nothing beyond this machine: Google, Firebase and the rest are refused, and recorded.
    await page.route(
      (url) => !url.href.startsWith(site.origin),
      (route) => {
        if (route.request().url().startsWith(GAPI)) gapiRequests.push(route.request().url());
        return route.abort();
      },
    );

    await page.goto(`${site.origin}/admin/login`);
    const google = page.getByRole('button', { name: 'Continue with Google' });
    await google.waitFor();
    // Long enough for the SDK's start-up work to have run.
    await page.waitForLoadState('networkidle');
    expect(gapiRequests).toEqual([]);

    await google.click();
    await expect.poll(() => gapiRequests.length).toBeGreaterThan(0);
    expect(gapiRequests[0]).toMatch(/^https:\/\/apis\.google\.com\/js\/api\.js/);
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 30_000 })
      .toBe(GOOGLE_UNREACHABLE_MESSAGE);
  });
});
