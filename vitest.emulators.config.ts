import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { EMULATOR_SUITES } from './tests/emulator-suites.ts';

// The suites that need the Firestore emulator, run by `npm run test:emulators` under
// `firebase emulators:exec` (scripts/test-emulators.mjs), which sets FIRESTORE_EMULATOR_HOST
// and FIREBASE_AUTH_EMULATOR_HOST. Globs, so a suite not written yet is simply not there.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // These suites are the Firebase backend's own (the root config's projects run the demo).
  define: { __BACKEND_KIND__: JSON.stringify('firebase'), __FIREBASE_EMULATORS__: 'false' },
  test: {
    environment: 'node',
    include: EMULATOR_SUITES,
    // An emulator round trip per operation: slower than the in-memory suites.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
