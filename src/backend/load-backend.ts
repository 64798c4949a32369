import type { PublicBackend } from './backend';
import { DEMO_DB_NAME } from './demo/db-name';

let loading: Promise<PublicBackend> | null = null;

/**
 * Picks the adapter once per page load (docs/design.md §1.6) from configuration: Firebase when its
 * web config is present, the embedded demo otherwise. __BACKEND_KIND__ is a build-time literal
 * (vite.config.ts), compared right here so the bundler folds it and the other adapter's chunk is
 * not even in the build. Loaded with import() so pages that never touch data never download it.
 */
export function loadBackend(): Promise<PublicBackend> {
  loading ??=
    __BACKEND_KIND__ === 'demo'
      ? import('./demo/create-demo-backend').then(({ createDemoBackend }) =>
          createDemoBackend({ largeSeed: wantsLargeDemoSeed() }),
        )
      : import('./firebase/create-firebase-backend').then(({ createConfiguredFirebaseBackend }) =>
          createConfiguredFirebaseBackend(),
        );
  return loading;
}

/**
 * Demo mode only: opening any page with `?seed=large` adds thousands of bookings to this
 * browser's demo data (once; Reset demo data takes them away), for measuring big lists.
 */
export function wantsLargeDemoSeed(search: string = globalThis.location?.search ?? ''): boolean {
  return new URLSearchParams(search).get('seed') === 'large';
}

/**
 * Whether the backend may hold something that pages prerendered from the build's featured event
 * do not show (docs/design.md §12.8). Always on Firebase. The demo keeps its data in this browser,
 * and until the browser has opened it that data is the seed, whose next event is the featured one
 * with every seat free: a page need not start the demo, and write its seed, to learn that.
 */
export async function backendMayDifferFromBuild(): Promise<boolean> {
  if (__BACKEND_KIND__ !== 'demo') return true;
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases().catch(() => null);
  return databases === null || databases.some((database) => database.name === DEMO_DB_NAME);
}
