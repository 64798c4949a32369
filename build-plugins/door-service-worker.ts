import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Where the door's service worker is served, registered with scope /admin/ (docs/design.md §5.7). */
export const DOOR_SW_FILE = 'door-sw.js';
/** Stands for app.html's revision until scripts/prerender.mjs has written app.html. */
export const SHELL_REVISION_TOKEN = '__DOOR_SHELL_REVISION__';
/** Where Hosting serves app.html itself (cleanUrls), with no redirect: the precached shell. */
export const DOOR_SHELL_URL = '/app';
const MANIFEST_PLACEHOLDER = 'self.__WB_MANIFEST';
const SW_SOURCE = fileURLToPath(new URL('../src/service-worker/door-sw.ts', import.meta.url));

/**
 * The modules a door needs on a reload with no network, each a chunk the router or the backend
 * loads on demand: the admin area (its routes, the scanner page), the backend's loader and both
 * halves of whichever adapter the build has, and every chunk the scanner loads on use (the camera,
 * the image decoder and the WebAssembly decoder's glue), so a lane opened once online can scan a
 * picture offline without having scanned one before.
 */
export const DOOR_MODULES: readonly RegExp[] = [
  // The router and the app, which the entry imports as it starts (src/main.tsx).
  /\/src\/app\/app-root\.tsx$/,
  /\/src\/app\/routes\/admin-route\.tsx$/,
  /\/src\/backend\/load-backend\.ts$/,
  /\/src\/backend\/(firebase|demo)\/create-(firebase|demo)-backend\.ts$/,
  /\/src\/backend\/(firebase\/admin\/create-firebase-admin|demo\/admin\/create-demo-admin)\.ts$/,
  // Everything the scanner page loads on use: the camera, "Scan from an image" and the decoder.
  /\/src\/features\/admin\/scanner\/camera\//,
  /\/node_modules\/barcode-detector\//,
  // Loaded with the backend where App Check is configured (src/backend/firebase/app-check.ts).
  /\/node_modules\/(firebase\/app-check|@firebase\/app-check)\//,
];
const DECODER_WASM = /(^|\/)zxing_reader-[^/]*\.wasm$/;

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/**
 * What the door precaches of a client build: the entry chunk and every chunk holding a
 * DOOR_MODULES module or standing for one (a facade), with everything they import statically and their CSS, and the decoder's
 * .wasm. File names are hashed, so they need no revision of their own.
 */
export function doorPrecacheFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const wanted = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || wanted.has(chunk.fileName)) return;
    wanted.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) wanted.add(css);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  const posix = (id: string) => id.split('\\').join('/');
  for (const chunk of chunks) {
    // A module that sits in a bigger chunk is loaded through a facade chunk of its own, which
    // holds no module, only re-exports (the app root, see vite.config.ts; the backend's loader).
    const ids = chunk.facadeModuleId ? [chunk.facadeModuleId, ...chunk.moduleIds] : chunk.moduleIds;
    const door = ids.some((id) => DOOR_MODULES.some((m) => m.test(posix(id))));
    if (chunk.isEntry || door) visit(chunk);
  }
  const wasm = Object.keys(bundle).filter((file) => DECODER_WASM.test(file));
  return [...wanted, ...wasm].sort();
}

/**
 * Builds src/service-worker/door-sw.ts into dist/door-sw.js (one classic script, as every
 * browser registers) with the precache list in place of `self.__WB_MANIFEST`. app.html does not
 * exist yet (scripts/prerender.mjs writes it); its revision is left as SHELL_REVISION_TOKEN for
 * prerender to fill in.
 */
export function doorServiceWorker(): Plugin {
  let ssr = false;
  return {
    name: 'sangeet-door-service-worker',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle(_options, bundle) {
      if (ssr) return;
      const manifest: PrecacheEntry[] = [
        // app.html at its clean URL: Hosting answers /app.html with a redirect to /app (cleanUrls),
        // and a precache entry that redirects fails the worker's install on plain-http hosts
        // (the CSP's upgrade-insecure-requests sends the redirect to https).
        { url: DOOR_SHELL_URL, revision: SHELL_REVISION_TOKEN },
        ...doorPrecacheFiles(bundle).map((file) => ({ url: `/${file}`, revision: null })),
      ];
      const built = await build({
        entryPoints: [SW_SOURCE],
        bundle: true,
        format: 'iife',
        target: 'es2022',
        minify: true,
        write: false,
        legalComments: 'none',
        define: { 'process.env.NODE_ENV': '"production"' },
      });
      const code = built.outputFiles[0]?.text ?? '';
      if (code.split(MANIFEST_PLACEHOLDER).length !== 2) {
        this.error(`${SW_SOURCE} must name ${MANIFEST_PLACEHOLDER} exactly once`);
      }
      this.emitFile({
        type: 'asset',
        fileName: DOOR_SW_FILE,
        source: code.replace(MANIFEST_PLACEHOLDER, JSON.stringify(manifest)),
      });
    },
  };
}
