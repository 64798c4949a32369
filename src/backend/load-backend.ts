import type { PublicBackend } from './backend';

let loading: Promise<PublicBackend> | null = null;

/** Why a Firebase-configured build cannot start yet, said plainly instead of showing demo data. */
export const FIREBASE_ADAPTER_MISSING_MESSAGE =
  'This build is configured for Firebase (VITE_FIREBASE_*), but the Firebase adapter is not part of this version yet. Unset VITE_FIREBASE_* to run on the demo backend.';

/**
 * Picks the adapter once per page load (DESIGN §1) from configuration: Firebase when its web
 * config is present, the embedded demo otherwise. __BACKEND_KIND__ is a build-time literal
 * (vite.config.ts), compared right here so the bundler folds it and the other adapter's chunk
 * is not even in the build. Loaded with import() so pages that never
 * touch data never download it.
 */
export function loadBackend(): Promise<PublicBackend> {
  loading ??=
    __BACKEND_KIND__ === 'demo'
      ? import('./demo/create-demo-backend').then(({ createDemoBackend }) =>
          createDemoBackend({ largeSeed: wantsLargeDemoSeed() }),
        )
      : Promise.reject(new Error(FIREBASE_ADAPTER_MISSING_MESSAGE));
  return loading;
}

/**
 * Demo mode only: opening any page with `?seed=large` adds thousands of bookings to this
 * browser's demo data (once; Reset demo data takes them away), for measuring big lists.
 */
export function wantsLargeDemoSeed(search: string = globalThis.location?.search ?? ''): boolean {
  return new URLSearchParams(search).get('seed') === 'large';
}
