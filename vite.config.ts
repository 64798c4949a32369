import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { bootAfterPaint } from './build-plugins/boot-after-paint';
import { readBackendConfig } from './src/config/read-backend-config';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [react(), tailwindcss(), bootAfterPaint()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    // A constant, so the adapter this build does not use is not emitted at all.
    define: { __BACKEND_KIND__: JSON.stringify(readBackendConfig(env).kind) },
    build: {
      target: 'es2022',
      assetsInlineLimit: 2048,
    },
    preview: { port: 4173, strictPort: true },
  };
});
