import { fileURLToPath, URL } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { AFTER_CONTRACT_SUITES, EMULATOR_SUITES } from './tests/emulator-suites.ts';

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
    // An emulator round trip per operation: slower than the in-memory suites.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Projects of a higher groupOrder start once those of a lower one have finished: the launch
    // rush writes to the functions' project (demo-sangeet), which the contract suite resets.
    projects: [
      {
        extends: true,
        test: {
          name: 'emulators',
          include: EMULATOR_SUITES,
          exclude: [...configDefaults.exclude, ...AFTER_CONTRACT_SUITES],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'after-contract',
          include: AFTER_CONTRACT_SUITES,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
