import type { PublicBackend } from './backend';

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
