import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // Tests run the demo adapter; the Firebase build is inspected by tests/e2e/firebase-build.e2e.ts.
  define: { __BACKEND_KIND__: JSON.stringify('demo') },
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/component/**/*.test.{ts,tsx}',
      'tests/contract/**/*.test.{ts,tsx}',
      'tests/build/**/*.test.{ts,tsx}',
    ],
    environment: 'jsdom',
    setupFiles: ['tests/setup/vitest-setup.ts'],
    restoreMocks: true,
  },
});
