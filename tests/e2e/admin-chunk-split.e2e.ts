import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { MOBILE } from './support/browser';
import { distDir } from './support/site';
import {
  PUBLIC_ROUTES,
  browserForThisFile,
  signInAsDemoOrganiser,
  untilInteractive,
} from './page-helpers';

// docs/design.md §10.1: the admin area, the admin half of the port and the scanner decoder are
// chunks of their own, and the public pages and /booking download none of them — not up front (that
// is build-budget.e2e.ts, which reads the HTML) and not later, once the page has loaded its data.
// This opens each page in Chromium and records every script it fetches.

interface Area {
  name: string;
  /** Chunk files of the build that are this area (by the module Vite names them after). */
  chunk: RegExp | null;
  /** Strings only this area's code holds. */
  needles: string[];
}

const ADMIN_AREA: Area = {
  name: 'admin area (src/app/routes/admin-route.tsx, src/features/admin)',
  chunk: /^admin-route-[\w-]+\.js$/,
  needles: ['Checking sign-in…', 'Choose an account', 'Organiser Sign-in'],
};

const ADMIN_PORT: Area = {
  name: 'admin half of the port (src/backend/demo/admin)',
  chunk: /^create-demo-admin-[\w-]+\.js$/,
  needles: ['sign-in-failures:'],
};

/**
 * The door scanner's decoder (docs/design.md §5.6): the BarcodeDetector polyfill on ZXing-C++ and
 * its WebAssembly file, a hashed asset of this build.
 */
const SCANNER_LIBRARY: Area = {
  name: 'scanner decoder (barcode-detector, zxing-wasm)',
  chunk: /^(ponyfill|load-qr-detector)-[\w-]+\.js$/,
  needles: ["on 'BarcodeDetector'", 'zxing_reader'],
};

const AREAS = [ADMIN_AREA, ADMIN_PORT, SCANNER_LIBRARY];

/** The decoder's WebAssembly as the build names it. */
const WASM_ASSET = /^zxing_reader-[\w-]+\.wasm$/;

/** Public CDNs a library may default to; the site serves its own code (docs/design.md §11). */
const CDN_HOSTS = ['jsdelivr', 'unpkg.com', 'cdnjs', 'esm.sh', 'skypack'];

const browser = browserForThisFile();
let scripts: Map<string, string>;
let assetFiles: string[];

beforeAll(() => {
  const assets = join(distDir(), 'assets');
  assetFiles = readdirSync(assets);
  scripts = new Map(
    readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, readFileSync(join(assets, file), 'utf8')]),
  );
});

/** Opens `path` and returns the names of the scripts of dist/assets it fetched. */
async function scriptsFetched(page: Page, path: string, loaded: (page: Page) => Promise<void>) {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
      fetched.add(url.pathname.slice('/assets/'.length));
  });
  await page.goto(path);
  await loaded(page);
  await page.waitForLoadState('networkidle');
  return [...fetched];
}

/** Which areas the fetched scripts belong to, by file name or by what they contain. */
function areasIn(fetched: string[]): string[] {
  return AREAS.flatMap((area) =>
    fetched
      .filter(
        (file) =>
          area.chunk?.test(file) ||
          area.needles.some((needle) => scripts.get(file)?.includes(needle)),
      )
      .map((file) => `${area.name}: ${file}`),
  );
}

const pageHeading = async (page: Page) => {
  await untilInteractive(page.getByRole('heading', { level: 1 }).first());
};

describe('what the public pages download, data loaded', () => {
  it('the build has the admin area and the admin half of the port as chunks of their own', () => {
    for (const area of [ADMIN_AREA, ADMIN_PORT]) {
      const chunks = [...scripts.keys()].filter((file) => area.chunk!.test(file));
      expect(chunks, area.name).toHaveLength(1);
      // Each needle is in that chunk and in no other script of the build.
      for (const needle of area.needles) {
        const holders = [...scripts].filter(([, code]) => code.includes(needle)).map(([f]) => f);
        expect(holders, `"${needle}"`).toEqual(chunks);
      }
    }
  });

  it.each([...PUBLIC_ROUTES.map((route) => route.path), '/ticket/no-such-ticket-token'])(
    '%s fetches no admin area, admin port or scanner code',
    async (path) => {
      const page = await browser.newPage({ width: MOBILE });
      const fetched = await scriptsFetched(page, path, async () => {
        if (path === paths.booking) {
          // The booking form is on screen once the backend has answered with the event.
          await page.getByRole('form', { name: 'Book tickets' }).waitFor();
        } else if (path.startsWith('/ticket/')) {
          await page.getByText('Ticket not found or invalid token.').waitFor();
        } else {
          await pageHeading(page);
        }
      });
      // The data pages did load the (public) backend: the check sees lazy chunks.
      if (path === paths.booking || path.startsWith('/ticket/'))
        expect(fetched.some((file) => file.startsWith('create-demo-backend-'))).toBe(true);
      expect(areasIn(fetched)).toEqual([]);
    },
  );

  it('while the admin login page fetches the admin area and the admin port (the control)', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const fetched = await scriptsFetched(page, paths.adminLogin, async () => {
      await page.getByRole('heading', { name: 'Organiser Sign-in' }).waitFor();
    });
    const found = areasIn(fetched);
    expect(found.some((hit) => hit.startsWith(ADMIN_AREA.name))).toBe(true);
    expect(found.some((hit) => hit.startsWith(ADMIN_PORT.name))).toBe(true);
  });

  it("the decoder's WebAssembly is one hashed asset, named by the scanner's chunk only", () => {
    const wasm = assetFiles.filter((file) => file.endsWith('.wasm'));
    expect(wasm).toEqual([expect.stringMatching(WASM_ASSET)]);
    const naming = [...scripts].filter(([, code]) => code.includes(`/${wasm[0]}`)).map(([f]) => f);
    expect(naming).toEqual([expect.stringMatching(/^load-qr-detector-[\w-]+\.js$/)]);
  });

  it('no script of the build names a public CDN', () => {
    const hits = [...scripts].flatMap(([file, code]) =>
      CDN_HOSTS.filter((host) => code.includes(host)).map((host) => `${file}: ${host}`),
    );
    expect(hits).toEqual([]);
  });

  it('and the scanner screen fetches the decoder and its WebAssembly, from this site only', async () => {
    const page = await browser.newPage({ width: MOBILE });
    await page.goto(paths.adminLogin);
    await signInAsDemoOrganiser(page);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    const requested: URL[] = [];
    page.on('request', (request) => requested.push(new URL(request.url())));
    const wasmLoaded = page.waitForResponse((response) => response.url().endsWith('.wasm'));
    const fetched = await scriptsFetched(page, paths.adminScanner, async () => {
      await pageHeading(page);
      // The camera starts by itself (and fails here, with no camera): the decoder loads anyway.
      expect((await wasmLoaded).status()).toBe(200);
    });
    expect(areasIn(fetched).some((hit) => hit.startsWith(SCANNER_LIBRARY.name))).toBe(true);
    const origin = new URL(page.url()).origin;
    expect(requested.filter((url) => url.origin !== origin).map(String)).toEqual([]);
    expect(
      requested.filter((url) => url.pathname.endsWith('.wasm')).map((url) => url.pathname),
    ).toEqual([expect.stringMatching(/^\/assets\/zxing_reader-[\w-]+\.wasm$/)]);
  });
});
