import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/backend/demo/demo-accounts';
import { DEMO_PAYMENT_SECRET } from '@/backend/demo/demo-secret';
import { DEMO_LEGACY_BOOKING_IDS, DEMO_PROMO_CODES } from '@/backend/demo/seed';
import { paths, prerenderedRoutes } from '@/config/paths';
import {
  APP_CHECK_MODULE,
  BOOKING_JS_BUDGET_GZIP,
  FIREBASE_MODULE,
  bookingRouteChunks,
  buildFirebaseCheck,
  chunkHolding,
  everyPageChunks,
  firebaseModulesIn,
  pageStaticChunks,
  readChunkGraph,
  sizeOf,
} from '../../scripts/lib/chunk-graph.mjs';
import { formatKB } from '../../scripts/lib/initial-assets.mjs';
import { distDir } from './support/site';

// A client build with a Firebase web config (placeholder values: nothing connects) beside the
// demo build the rest of the suite serves. What is in it is what a production deploy ships.
const ROOT = resolve(import.meta.dirname, '../..');
const OUT = join(ROOT, 'dist-firebase-check');
/** The emulator build's stand-in for Razorpay Checkout (docs/design.md §16.5). */
const TEST_CHECKOUT_MODULE = 'src/backend/firebase/emulator/test-checkout.ts';

/**
 * Demo-only strings: the demo's secret, its accounts (the credentials the login page prints and
 * the names and e-mails its Google-style account chooser lists) and its seed.
 */
const DEMO_ONLY = [
  DEMO_PAYMENT_SECRET,
  ...DEMO_ACCOUNTS.flatMap((account) => [
    account.email,
    account.password,
    account.displayName,
    account.label,
  ]),
  ...Object.values(DEMO_PROMO_CODES),
  ...Object.values(DEMO_LEGACY_BOOKING_IDS),
  'sangeet-vibes-demo',
];

function scriptsOf(dir: string): Map<string, string> {
  const files = readdirSync(join(dir, 'assets')).filter((file) => file.endsWith('.js'));
  return new Map(files.map((file) => [file, readFileSync(join(dir, 'assets', file), 'utf8')]));
}

function demoStringsIn(scripts: Map<string, string>): string[] {
  return [...scripts].flatMap(([file, code]) =>
    DEMO_ONLY.filter((needle) => code.includes(needle)).map((needle) => `${needle} in ${file}`),
  );
}

beforeAll(() => {
  const build = buildFirebaseCheck(OUT);
  if (!build.ok) throw new Error(`vite build failed:\n${build.output}`);
}, 180_000);
afterAll(() => {
  rmSync(OUT, { recursive: true, force: true });
});

describe('a build configured for Firebase', () => {
  it('contains no demo accounts, demo secret or seed data', () => {
    const scripts = scriptsOf(OUT);
    expect(scripts.size).toBeGreaterThan(0);
    expect(demoStringsIn(scripts)).toEqual([]);
  });

  it('contains no trace of the emulator build’s test checkout or the Razorpay stand-in', () => {
    // docs/design.md §16.5: only a VITE_USE_EMULATORS=on build references it.
    // Its exported texts, read from its source (tests may not import the Firebase adapter).
    const source = readFileSync(join(ROOT, TEST_CHECKOUT_MODULE), 'utf8');
    const exported = (name: string) =>
      new RegExp(`export const ${name} =\\s*'([^']+)'`).exec(source)?.[1] ?? `${name} not found`;
    const texts = ['TEST_CHECKOUT_TITLE', 'TEST_CHECKOUT_NOTICE', 'TEST_DECLINE_BUTTON'].map(
      exported,
    );
    expect(texts).toContain('Test checkout — no money moves');
    const needles = [...texts, 'Razorpay stand-in', '/test-checkout/', 'VITE_TEST_CHECKOUT_URL'];
    const scripts = scriptsOf(OUT);
    const found = [...scripts].flatMap(([file, code]) =>
      needles.filter((needle) => code.includes(needle)).map((needle) => `${needle} in ${file}`),
    );
    expect(found).toEqual([]);
    // By text, not module id: the bundler lists a module whose code it dropped whole. The
    // adapter is in this build, so the check looked where the checkout would be; the emulator
    // build has it (tests/e2e/firebase-local.e2e.ts pays through it).
    const modules = [...readChunkGraph(OUT).chunks.values()].flatMap((chunk) => chunk.modules);
    expect(modules).toContain('src/backend/firebase/create-firebase-backend.ts');
  });

  it('while the demo build does (so the check above can see them)', () => {
    const found = demoStringsIn(scriptsOf(distDir()));
    expect(found.some((hit) => hit.startsWith(DEMO_PAYMENT_SECRET))).toBe(true);
    expect(found.some((hit) => hit.startsWith(DEMO_PROMO_CODES.free))).toBe(true);
    for (const account of DEMO_ACCOUNTS) {
      expect(found.some((hit) => hit.startsWith(account.password))).toBe(true);
      expect(found.some((hit) => hit.startsWith(account.displayName))).toBe(true);
    }
  });
});

/**
 * The page module each marketing route renders (src/app/app.tsx); null for the home page, which
 * is in the entry itself. Every prerendered route but /booking must be listed.
 */
const MARKETING_PAGES: Record<string, string | null> = {
  [paths.home]: null,
  [paths.concept]: 'src/features/marketing/pages/concept-page.tsx',
  [paths.packages]: 'src/features/marketing/pages/packages-page.tsx',
  [paths.portfolio]: 'src/features/marketing/pages/portfolio-page.tsx',
  [paths.whyUs]: 'src/features/marketing/pages/why-us-page.tsx',
  [paths.faq]: 'src/features/marketing/pages/faq-page.tsx',
  [paths.contact]: 'src/features/marketing/pages/contact-page.tsx',
  [paths.privacy]: 'src/features/legal/privacy-page.tsx',
  [paths.terms]: 'src/features/legal/terms-page.tsx',
};

// What the visitors' half may load of the SDK: firebase/app (and its helpers), firestore/lite,
// functions. The full Firestore and Auth belong to the organisers' half.
const VISITOR_SDK =
  /node_modules\/(firebase\/(app|functions|firestore\/lite)\/|@firebase\/(app|util|component|logger|functions|webchannel-wrapper\/dist\/bloom-blob)\/|@firebase\/firestore\/dist\/lite\/)/;
const FULL_FIRESTORE = /node_modules\/@firebase\/firestore\/dist\/(?!lite\/)/;
const AUTH = /node_modules\/(@firebase\/auth|firebase\/auth)\//;

describe('what the Firebase build’s pages load (module graph as the bundler wrote it)', () => {
  it(`/booking loads at most ${formatKB(BOOKING_JS_BUDGET_GZIP)} of JS, gzip, in all`, () => {
    const graph = readChunkGraph(OUT);
    const booking = sizeOf(graph, bookingRouteChunks(graph));
    console.log(
      [
        `/booking JS (Firebase build): ${formatKB(booking.gzip)} gzip in ${booking.files.length} files`,
        ...booking.files.map(
          (file) => `  ${formatKB(file.gzip).padStart(9)}  ${file.file}  ${file.facade ?? ''}`,
        ),
      ].join('\n'),
    );
    // The count includes the adapter: the test cannot pass by missing it.
    expect(booking.files.map((file) => file.facade)).toContain(
      'src/backend/firebase/create-firebase-backend.ts',
    );
    expect(booking.gzip, 'gzip bytes of the files listed above').toBeLessThanOrEqual(
      BOOKING_JS_BUDGET_GZIP,
    );
  });

  it('/booking loads firestore/lite and functions, and no full Firestore or Auth', () => {
    const graph = readChunkGraph(OUT);
    const modules = firebaseModulesIn(bookingRouteChunks(graph)).map((hit) => hit.id);
    expect(modules.some((id) => /@firebase\/firestore\/dist\/lite\//.test(id))).toBe(true);
    expect(modules.some((id) => /@firebase\/functions\//.test(id))).toBe(true);
    expect(modules.filter((id) => FULL_FIRESTORE.test(id) || AUTH.test(id))).toEqual([]);
    expect(modules.filter((id) => !VISITOR_SDK.test(id))).toEqual([]);
  });

  it('/booking does not load App Check until a checkout starts: it is a chunk of its own', () => {
    const graph = readChunkGraph(OUT);
    const first = bookingRouteChunks(graph).flatMap((chunk) => chunk.modules);
    expect(first.filter((id) => APP_CHECK_MODULE.test(id))).toEqual([]);
    // …while the build has it, behind a dynamic import of the adapter's (so the check can see it).
    const holders = [...graph.chunks.values()].filter((chunk) =>
      chunk.modules.some((id) => APP_CHECK_MODULE.test(id)),
    );
    expect(holders).toHaveLength(1);
    const adapter = chunkHolding(graph, 'src/backend/firebase/app-check.ts');
    expect(adapter.dynamicImports).toContain(holders[0]?.file);
  });

  it('lists every marketing route', () => {
    const listed = Object.keys(MARKETING_PAGES).sort();
    expect(listed).toEqual(prerenderedRoutes.filter((route) => route !== paths.booking).sort());
  });

  it.each(Object.entries(MARKETING_PAGES))(
    '%s loads no Firebase code (its static import graph and the layout’s lazy parts)',
    (_route, pageModule) => {
      const graph = readChunkGraph(OUT);
      const chunks = [...pageStaticChunks(graph, pageModule), ...everyPageChunks(graph)];
      // By module, not by text: this build's entry rightly names its (public) Firebase config.
      expect(firebaseModulesIn(chunks)).toEqual([]);
    },
  );

  it('while the Firebase SDK is in the build (so the checks above can see it)', () => {
    const graph = readChunkGraph(OUT);
    const holders = [...graph.chunks.values()].filter((chunk) =>
      chunk.modules.some((id) => FIREBASE_MODULE.test(id)),
    );
    expect(holders.length).toBeGreaterThan(0);
    // …in the adapter's chunk, which the module graph of /booking reaches.
    expect(holders.map((chunk) => chunk.facade)).toContain(
      'src/backend/firebase/create-firebase-backend.ts',
    );
  });
});

describe('the door’s service worker in the Firebase build (docs/design.md §5.7)', () => {
  const precached = () => {
    const code = readFileSync(join(OUT, 'door-sw.js'), 'utf8');
    const list = /\[\{"url":"\/app"[^\]]*\]/.exec(code)?.[0];
    if (!list) throw new Error('door-sw.js holds no precache list starting with /app');
    return (JSON.parse(list) as Array<{ url: string; revision: string | null }>).map(
      (entry) => entry.url,
    );
  };

  it('precaches files that are all in the build, the shell first', () => {
    const [shell, ...files] = precached();
    // app.html at the clean URL Hosting serves it at: /app.html answers with a redirect.
    expect(shell).toBe('/app');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(existsSync(join(OUT, file)), file).toBe(true);
  });

  it('precaches the admin shell, the scanner, both backend halves and the decoder', () => {
    const graph = readChunkGraph(OUT);
    const files = precached();
    for (const module of [
      'src/features/admin/scanner/scanner-page.tsx',
      'src/backend/firebase/create-firebase-backend.ts',
      'src/backend/firebase/admin/create-firebase-admin.ts',
      'src/features/admin/scanner/camera/qr-detector.ts',
    ]) {
      expect(files, module).toContain(`/${chunkHolding(graph, module).file}`);
    }
    for (const entry of graph.chunks.values()) {
      if (entry.isEntry) expect(files).toContain(`/${entry.file}`);
    }
    const decoder = [...graph.chunks.values()].find((c) =>
      c.modules.some((id) => id.endsWith('node_modules/barcode-detector/dist/es/ponyfill.js')),
    );
    expect(files).toContain(`/${decoder?.file}`);
    expect(files.filter((file) => /\/zxing_reader-[^/]+\.wasm$/.test(file))).toHaveLength(1);
  });

  it('precaches no public page’s own chunk', () => {
    const graph = readChunkGraph(OUT);
    const files = precached();
    for (const module of [
      ...Object.values(MARKETING_PAGES).filter((page): page is string => page !== null),
      'src/app/routes/booking-route.tsx',
    ]) {
      expect(files, module).not.toContain(`/${chunkHolding(graph, module).file}`);
    }
  });

  it('is named only by the admin area’s chunk, so no public page registers or fetches it', () => {
    const graph = readChunkGraph(OUT);
    const naming = [...scriptsOf(OUT)]
      .filter(([, code]) => code.includes('/door-sw.js'))
      .map(([file]) => `assets/${file}`);
    expect(naming).toEqual([chunkHolding(graph, 'src/app/routes/admin-route.tsx').file]);
  });
});
