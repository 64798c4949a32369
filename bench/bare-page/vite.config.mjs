// The bare page the bench measures the site against (scripts/bench.mjs builds it with Vite's
// JS API): the same Vite, the same @vitejs/plugin-react and the same build target as the site's
// vite.config.ts, nothing else. Output goes to bench-results/bare-dist/ (git-ignored).
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    assetsInlineLimit: 2048,
    outDir: fileURLToPath(new URL('../../bench-results/bare-dist', import.meta.url)),
    emptyOutDir: true,
  },
});
