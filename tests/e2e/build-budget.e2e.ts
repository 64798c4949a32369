import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_JS_BUDGET_GZIP,
  PRELOADED_FONTS_BUDGET,
  describeInitialAssets,
  forbiddenInInitialJs,
  formatKB,
  initialAssets,
} from '../../scripts/lib/initial-assets.mjs';
import { distDir, prerenderedPages } from './support/site';

function bootList(html: string): string[] {
  const list = /<script type="application\/json" id="app-boot">([^<]*)<\/script>/.exec(html);
  return list ? (JSON.parse(list[1] ?? '[]') as string[]) : [];
}

describe('what the home page downloads before any interaction', () => {
  it(`keeps initial JS within ${formatKB(INITIAL_JS_BUDGET_GZIP)} gzip`, () => {
    const home = initialAssets({ distDir: distDir(), page: '/' });
    console.log(describeInitialAssets(home));
    console.log(
      `initial JS ${home.totals.jsGzip} B gzip, initial CSS ${home.totals.cssGzip} B gzip`,
    );

    expect(home.js.length, 'the home page loads no script at all').toBeGreaterThan(0);
    expect(home.js[0]?.via, 'the app starts after the first paint').toMatch(/^app-boot entry/);
    // The router and the app are a chunk src/main.tsx imports as it starts: counted here, since
    // the boot script fetches it with the entry (vite.config.ts, docs/design.md §10.4).
    expect(home.js.map((entry) => entry.url)).toContainEqual(
      expect.stringMatching(/^\/assets\/app-root-[\w-]+\.js$/),
    );
    expect(home.totals.jsGzip, 'initial JS, gzip bytes (files listed above)').toBeLessThanOrEqual(
      INITIAL_JS_BUDGET_GZIP,
    );
  });

  it(`preloads the heading face, and no more than ${formatKB(PRELOADED_FONTS_BUDGET)} of fonts`, () => {
    const home = initialAssets({ distDir: distDir(), page: '/' });
    expect(home.fonts.map((font) => font.url)).toEqual([
      expect.stringMatching(/^\/assets\/rozha-one-latin-400-basic-[\w-]+\.woff2$/),
    ]);
    expect(home.totals.fontBytes).toBeLessThanOrEqual(PRELOADED_FONTS_BUDGET);
  });

  it('loads no Firebase, IndexedDB/Dexie, QR decoder, html2canvas, QR encoder or TanStack Query code on any prerendered page', () => {
    const pages = prerenderedPages(distDir());
    expect(pages).toContain('/');

    const hits = pages.flatMap((page) =>
      forbiddenInInitialJs(initialAssets({ distDir: distDir(), page })).map(
        (hit) => `${page}: ${hit.what} ("${hit.needle}") in ${hit.url}: …${hit.context}…`,
      ),
    );
    expect(hits).toEqual([]);
  });

  it('lists every chunk a page starts with in its #app-boot, so none waits for another to run', () => {
    for (const page of prerenderedPages(distDir())) {
      const assets = initialAssets({ distDir: distDir(), page });
      const listed = bootList(readFileSync(assets.html.file, 'utf8'));
      expect(
        assets.js.map((entry) => entry.url).filter((url) => !listed.includes(url)),
        page,
      ).toEqual([]);
    }
  });

  it('draws the header logo from the stylesheet: no page fetches it on its own', () => {
    const assets = join(distDir(), 'assets');
    const css = readdirSync(assets).filter((file) => file.endsWith('.css'));
    const withLogo = css.filter((file) =>
      readFileSync(join(assets, file), 'utf8').includes('data:image/svg+xml,%3Csvg'),
    );
    expect(withLogo).toHaveLength(1);
    for (const page of prerenderedPages(distDir())) {
      const html = readFileSync(initialAssets({ distDir: distDir(), page }).html.file, 'utf8');
      expect(html, page).not.toContain('/brand/logo.svg');
      expect(html, page).toContain('brand-logo');
    }
  });
});
