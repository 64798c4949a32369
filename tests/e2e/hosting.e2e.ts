import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBuiltHosting } from '../../scripts/lib/built-hosting.mjs';
import { distDir, siteUrl } from './support/site';

// What Firebase Hosting answers for this site, asked of its own emulator (the e2e server):
// which file each kind of path gets, and the security and caching headers of the build's hosting
// config (firebase.json's, with the CSP the build wrote beside it: scripts/lib/built-hosting.mjs).

interface Hosting {
  headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
}
const hosting = readBuiltHosting(distDir()) as Hosting;
const configured = (key: string) =>
  hosting.headers.flatMap((rule) => rule.headers).find((header) => header.key === key)?.value;

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(siteUrl(path), { redirect: 'manual', headers });

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('paths', () => {
  it.each([
    ['/', 'index.html'],
    ['/faq', 'faq/index.html'],
    ['/booking', 'booking/index.html'],
  ])('%s serves its prerendered page, %s', async (path, file) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(readFileSync(join(distDir(), file), 'utf8'));
  });

  it.each(['/admin', '/admin/login', '/admin/dashboard/promocode', '/ticket/abc'])(
    '%s, a route the browser renders, gets the SPA shell',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(readFileSync(join(distDir(), 'app.html'), 'utf8'));
    },
  );

  it.each([
    '/no-such-page',
    '/.env',
    '/booking/extra',
    '/admin.php',
    '/wp-login.php',
    '/ticket/..%2F..%2Fetc%2Fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
  ])(
    '%s, which is no route, gets the site’s own "Page not found" with status 404',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).toBe(readFileSync(join(distDir(), '404.html'), 'utf8'));
      expect(page).toMatch(/<h1[^>]*>Oops! Page not found<\/h1>/);
      expect(response.headers.get('content-security-policy')).toBe(
        configured('Content-Security-Policy'),
      );
    },
  );

  it.each([
    ['/faq/', '/faq'],
    ['/faq/index.html', '/faq'],
    ['/index.html', '/'],
  ])('%s redirects to the clean URL %s', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });
});

describe('headers', () => {
  it.each(['/', '/faq', '/booking', '/admin/login', '/robots.txt', '/sitemap.xml'])(
    '%s carries the security headers and is never cached without revalidating',
    async (path) => {
      const response = await get(path);
      const policy = configured('Content-Security-Policy');
      expect(policy).toBeDefined();
      expect(response.headers.get('content-security-policy')).toBe(policy);
      expect(response.headers.get('strict-transport-security')).toBe(
        configured('Strict-Transport-Security'),
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=(self)');
      expect(response.headers.get('cache-control')).toBe(NO_CACHE);
    },
  );

  it('hashed assets are cached for a year, immutable, and compressed when the browser can', async () => {
    // The largest script: Hosting leaves files of a few hundred bytes uncompressed.
    const scripts = readdirSync(join(distDir(), 'assets')).filter((file) => file.endsWith('.js'));
    const size = (file: string) => statSync(join(distDir(), 'assets', file)).size;
    const script = scripts.sort((a, b) => size(b) - size(a))[0];
    expect(script).toBeDefined();
    const response = await get(`/assets/${script}`, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(response.headers.get('content-security-policy')).toBe(
      configured('Content-Security-Policy'),
    );
  });

  it('media outside /assets are cached for a week', async () => {
    for (const path of ['/media/hero-poster.avif', '/media/hero-poster.webp', '/favicon.svg']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=604800');
    }
    expect((await get('/media/hero-poster.avif')).headers.get('content-type')).toBe('image/avif');
  });
});
