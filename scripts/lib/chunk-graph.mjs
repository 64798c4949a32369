// Which chunks of a build hold which modules, and which chunks import which: written by the
// bundler itself (chunkGraphPlugin) so a test can follow a route's real module graph and say
// exactly which SDK modules a page downloads. Used by tests/e2e/firebase-build.e2e.ts and
// scripts/bench.mjs, so both measure the same thing.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSize } from './initial-assets.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CHUNK_GRAPH_FILE = '.vite/chunk-graph.json';

/**
 * docs/design.md §10.1: all the JS the Firebase build's /booking loads, in gzip bytes (180 KB
 * until the party choice and an event's life came to the page, 181.7 KB with them).
 */
export const BOOKING_JS_BUDGET_GZIP = 184 * 1024;

/** A Firebase web config that identifies no real project: the build is inspected, never run. */
export const FIREBASE_PLACEHOLDER_ENV = {
  VITE_FIREBASE_API_KEY: 'AIzaSy-placeholder-for-the-build-test',
  VITE_FIREBASE_AUTH_DOMAIN: 'sangeet-vibes-test.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'sangeet-vibes-test',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:placeholder',
  // App Check's site key: a production build without it fails (src/config/read-backend-config.ts).
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6Lc-placeholder-for-the-build-test',
};

function moduleName(id) {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const rel = relative(ROOT, clean);
  return rel.startsWith('..') ? clean : rel.split('\\').join('/');
}

/** Vite plugin: writes CHUNK_GRAPH_FILE into the output with every JS chunk's facts. */
export function chunkGraphPlugin() {
  return {
    name: 'sangeet-chunk-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          facade: chunk.facadeModuleId ? moduleName(chunk.facadeModuleId) : null,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: (chunk.moduleIds ?? Object.keys(chunk.modules)).map(moduleName),
        }));
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_GRAPH_FILE,
        source: `${JSON.stringify({ chunks }, null, 1)}\n`,
      });
    },
  };
}

/**
 * `vite build` of the client with the placeholder Firebase config into outDir (in a child
 * process, so the env stays its own), with the chunk graph written beside it.
 * @returns {{ ok: boolean, output: string }}
 */
export function buildFirebaseCheck(outDir) {
  const result = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('./build-with-chunk-graph.mjs', import.meta.url)), resolve(outDir)],
    {
      cwd: ROOT,
      // NODE_ENV as a deploy has it: a test runner's 'test' would build React's development code.
      env: { ...process.env, ...FIREBASE_PLACEHOLDER_ENV, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  return { ok: result.status === 0, output: `${result.stderr}\n${result.stdout}` };
}

export function readChunkGraph(distDir) {
  const graph = JSON.parse(readFileSync(join(distDir, CHUNK_GRAPH_FILE), 'utf8'));
  return { distDir, chunks: new Map(graph.chunks.map((chunk) => [chunk.file, chunk])) };
}

/** The chunk that holds `module` (a path from the repository root). */
export function chunkHolding(graph, module) {
  const found = [...graph.chunks.values()].find((chunk) => chunk.modules.includes(module));
  if (!found) throw new Error(`No chunk of ${graph.distDir} holds ${module}.`);
  return found;
}

const holdsAny = (chunk, test) => chunk.modules.some(test);

export function entryChunks(graph) {
  return [...graph.chunks.values()].filter((chunk) => chunk.isEntry);
}

/** The module src/main.tsx imports as it starts: the router and the app (vite.config.ts). */
export const APP_ROOT_MODULE = 'src/app/app-root.tsx';

/**
 * The chunks every page starts the app with: the entry, and the app root's (its facade and the
 * chunk holding it), which the entry imports a task later and #app-boot fetches with it.
 */
export function startChunks(graph) {
  const appRoot = [...graph.chunks.values()].filter(
    (chunk) => chunk.facade === APP_ROOT_MODULE || chunk.modules.includes(APP_ROOT_MODULE),
  );
  return [...entryChunks(graph), ...appRoot];
}

/**
 * Every chunk a page fetches from `roots`: their static imports, and the dynamic imports
 * `followDynamic(fromChunk, toChunk)` says the page does load (the rest wait for a click or
 * another page).
 */
export function reachableChunks(graph, roots, followDynamic = () => false) {
  const seen = new Map();
  const visit = (chunk) => {
    if (seen.has(chunk.file)) return;
    seen.set(chunk.file, chunk);
    for (const file of chunk.imports) visit(graph.chunks.get(file));
    for (const file of chunk.dynamicImports) {
      const target = graph.chunks.get(file);
      if (target && followDynamic(chunk, target)) visit(target);
    }
  };
  for (const root of roots) visit(root);
  return [...seen.values()];
}

/** Gzip bytes of each chunk (level 9, as initial-assets.mjs counts) and their total. */
export function sizeOf(graph, chunks) {
  const files = chunks.map((chunk) => ({
    file: chunk.file,
    facade: chunk.facade,
    gzip: gzipSize(
      readFileSync(join(graph.distDir, 'assets', chunk.file.replace(/^assets\//, ''))),
    ),
  }));
  return { files, gzip: files.reduce((total, file) => total + file.gzip, 0) };
}

/** The App Check SDK, which the adapter imports only when a callable is first called. */
export const APP_CHECK_MODULE = /(^|\/)node_modules\/(firebase\/app-check|@firebase\/app-check)\//;

/** SDK modules by package, for "which Firebase code is in these chunks". */
export const FIREBASE_MODULE = /(^|\/)node_modules\/(firebase|@firebase\/[^/]+)\//;

export function firebaseModulesIn(chunks) {
  return chunks.flatMap((chunk) =>
    chunk.modules.filter((id) => FIREBASE_MODULE.test(id)).map((id) => ({ chunk: chunk.file, id })),
  );
}

/**
 * Lazy code a page does not load by itself: the organisers' half (loadAdmin, from the admin
 * sign-in), html2canvas (the ticket's "Save" button), the ticket screen /booking shows once a
 * booking is made, the demo's large seed (?seed=large), and App Check (the first callable: a
 * visitor starting a checkout or sending a message, src/backend/firebase/app-check.ts).
 */
export const ON_DEMAND = [
  {
    what: 'App Check (on the first callable)',
    test: (id) => APP_CHECK_MODULE.test(id),
  },
  {
    what: "the organisers' half (loadAdmin)",
    test: (id) =>
      id.startsWith('src/backend/firebase/admin/') || id.startsWith('src/backend/demo/admin/'),
  },
  {
    what: 'html2canvas (Save ticket, on click)',
    test: (id) => /node_modules\/html2canvas\//.test(id),
  },
  {
    what: 'the ticket screen after a booking (booking-route.tsx, lazy)',
    test: (id) => id === 'src/features/tickets/booked-ticket-screen.tsx',
  },
  {
    what: "the demo's large seed (?seed=large)",
    test: (id) => id === 'src/backend/demo/large-seed.ts',
  },
];

const onDemand = (chunk) => ON_DEMAND.some(({ test }) => holdsAny(chunk, test));

/**
 * What every page loads: the HTML's entry and its static imports, plus the layout's own lazy
 * parts (src/components/: footer, toaster, the "Your ticket" link), which load on every page.
 */
export function everyPageChunks(graph) {
  const layout = (_from, to) => Boolean(to.facade?.startsWith('src/components/'));
  return reachableChunks(graph, startChunks(graph), layout);
}

/**
 * What /booking loads: every page's chunks, the booking route's chunk and the backend loader
 * (which the route starts together, src/app/app.tsx withBackend), with all their static and
 * dynamic imports but the on-demand ones.
 */
export function bookingRouteChunks(graph) {
  const roots = [
    chunkHolding(graph, 'src/app/routes/booking-route.tsx'),
    chunkHolding(graph, 'src/backend/load-backend.ts'),
  ];
  // The route's chunks import the app's start too: its lazy chunks are the other routes'.
  const start = new Set(startChunks(graph).map((chunk) => chunk.file));
  const route = reachableChunks(graph, roots, (from, to) => !start.has(from.file) && !onDemand(to));
  const all = new Map([...everyPageChunks(graph), ...route].map((chunk) => [chunk.file, chunk]));
  return [...all.values()];
}

/** What a page whose own chunk holds `pageModule` loads statically (null: the entry's page). */
export function pageStaticChunks(graph, pageModule) {
  const roots = [...startChunks(graph), ...(pageModule ? [chunkHolding(graph, pageModule)] : [])];
  return reachableChunks(graph, roots);
}
