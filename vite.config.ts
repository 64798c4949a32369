import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { bootAfterPaint } from './build-plugins/boot-after-paint.ts';
import { doorServiceWorker } from './build-plugins/door-service-worker.ts';
import { inlineSvgInCss } from './build-plugins/inline-svg-in-css.ts';
import { noEmulatorsInDist } from './build-plugins/no-emulators-in-dist.ts';
import { zxingWithoutCdn } from './build-plugins/zxing-without-cdn.ts';
import { readBackendConfig } from './src/config/read-backend-config.ts';

/**
 * Modules src/main.tsx imports statically (with Vite's preload helper, which its import() calls):
 * they evaluate with the entry, before the app.
 */
const START_MODULES =
  /^\0vite\/preload-helper|[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/](config[\\/](env|read-config|read-backend-config)|lib[\\/]hydration)\.ts$/;

/**
 * React Router 7 points every import condition at its development build, whose warnings sit
 * behind a constant that is always on; its production build is the same code with them off.
 */
function reactRouterProduction(mode: string) {
  if (mode !== 'production') return [];
  const dist = fileURLToPath(
    new URL('./node_modules/react-router/dist/production/', import.meta.url),
  );
  return [
    { find: /^react-router$/, replacement: `${dist}index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${dist}dom-export.mjs` },
  ];
}

export default defineConfig(({ mode }) => {
  // Where the .env files are read: the project's, or (for `npm run deploy`, scripts/deploy.mjs)
  // a directory holding only .env.production, so no .env.local setting reaches a deploy.
  const envDir = process.env.BUILD_ENV_DIR ?? process.cwd();
  const env = loadEnv(mode, envDir, 'VITE_');
  const backend = readBackendConfig(env);
  return {
    envDir,
    // The header's logo (3 KB, 0.9 KB gzip) goes into the CSS: it paints with the page and
    // takes no request of its own beside /booking's poster, the largest paint on a phone.
    plugins: [
      react(),
      tailwindcss(),
      // The app's own chunk starts with the entry (docs/design.md §10.4).
      bootAfterPaint({ startWithEntry: ['src/app/app-root.tsx'] }),
      inlineSvgInCss(['/brand/logo.svg']),
      zxingWithoutCdn(),
      doorServiceWorker(),
      noEmulatorsInDist(backend.kind === 'firebase' && backend.useEmulators),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...reactRouterProduction(mode),
      ],
    },
    // Constants, so the adapter this build does not use is not emitted at all, and the emulator
    // build's test checkout is in no other build (docs/design.md §16.5).
    define: {
      __BACKEND_KIND__: JSON.stringify(backend.kind),
      __FIREBASE_EMULATORS__: JSON.stringify(backend.kind === 'firebase' && backend.useEmulators),
    },
    build: {
      target: 'es2022',
      assetsInlineLimit: 2048,
      // Every browser the site supports reads <link rel="modulepreload"> (which the boot script
      // in index.html adds); one that does not still loads each module when it is imported.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Two chunks start the app (docs/design.md §10.4): the entry with React DOM and what
          // src/main.tsx itself needs, then the router and the app (app-root, with everything it
          // imports), evaluated a task later. Left to itself the bundler splits the app's modules
          // that lazy pages share into two dozen small chunks, which compress worse.
          codeSplitting: {
            groups: [
              { name: 'index', test: START_MODULES, priority: 2 },
              { name: 'app-root', test: /[\\/]src[\\/]app[\\/]app-root\.tsx$/, priority: 1 },
            ],
          },
        },
      },
    },
    preview: { port: 4173, strictPort: true },
  };
});
