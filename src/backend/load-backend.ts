import type { Backend } from './backend';

let loading: Promise<Backend> | null = null;

/**
 * Picks the adapter once per page load (DESIGN §1). Only the demo adapter exists so far; the
 * Firebase adapter arrives with its issue and will be chosen when VITE_FIREBASE_* is set.
 * Loaded with import() so pages that never touch data never download it.
 */
export function loadBackend(): Promise<Backend> {
  loading ??= import('./demo/create-demo-backend').then(({ createDemoBackend }) =>
    createDemoBackend(),
  );
  return loading;
}
