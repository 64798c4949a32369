import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { EMULATOR_SUITES, emulatorSuitesRunSeparately } from './tests/emulator-suites.ts';

// Unit tests that drive the DOM (a dialog, window events, localStorage) and so need jsdom.
// The other unit, contract and build tests run in plain Node: setting up jsdom costs about a
// second of CPU per test file, and they do not use it. A unit test that fails in Node with
// "document is not defined" (or window, localStorage) belongs in this list.
/** Left out when `npm test` runs them against the emulator in a step of their own. */
const emulatorSuites = emulatorSuitesRunSeparately ? EMULATOR_SUITES : [];

const domUnitTests = [
  'tests/unit/backend/demo/auth.test.ts',
  'tests/unit/backend/demo/demo-checkout.test.ts',
  'tests/unit/backend/firebase/razorpay-gateway.test.ts',
  'tests/unit/backend/firebase/test-checkout.test.ts',
  'tests/unit/lib/devtools-guard.test.ts',
  'tests/unit/lib/prerendered-form.test.ts',
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // Tests run the demo adapter; the Firebase build is inspected by tests/e2e/firebase-build.e2e.ts.
  define: { __BACKEND_KIND__: JSON.stringify('demo'), __FIREBASE_EMULATORS__: 'false' },
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/contract/**/*.test.{ts,tsx}',
            'tests/build/**/*.test.{ts,tsx}',
            'tests/store/**/*.test.ts',
            // The Firebase adapter against the emulators that run offline here (the Auth emulator).
            'tests/firebase/**/*.test.{ts,tsx}',
            'tests/functions/**/*.test.{ts,tsx}',
          ],
          exclude: [...configDefaults.exclude, ...domUnitTests, ...emulatorSuites],
        },
      },
      {
        extends: true,
        test: {
          // Security rules tests: they need the Firestore emulator, so without it (as on
          // machines without Java 21) every file reports itself skipped with the reason;
          // `npm run test:emulators` runs them against firestore.rules.
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...emulatorSuites],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}', ...domUnitTests],
          setupFiles: ['tests/setup/vitest-setup.ts'],
          // Stubbed globals (matchMedia, fetch, …) are put back before each test, so after the last
          // one's cleanup: a test file's own afterEach runs before the set-up file's cleanup, and
          // cleanup's act() first flushes the tree's pending effects, which then found matchMedia
          // gone when a file had unstubbed it (seen only with both cores busy).
          unstubGlobals: true,
          // A component test types, clicks and waits on a real IndexedDB (fake-indexeddb): on a
          // shared two-core machine a busy minute can stretch one past vitest's 5 s default.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
