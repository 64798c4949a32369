import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end suite: real Chromium against the built dist/, served like Firebase Hosting by
// tests/e2e/support/global-setup.ts. Run `npm run build` first (npm test does).
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: { __BACKEND_KIND__: JSON.stringify('demo'), __FIREBASE_EMULATORS__: 'false' },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // Two files at a time (E2E_WORKERS to change it): a page test mostly waits on Chromium and
    // the network, so two overlap well on two cores; no e2e test asserts a duration (those are
    // `npm run bench`'s), and each file has its own browser, context and storage.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    retry: 0,
  },
});
