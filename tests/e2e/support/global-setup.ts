import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startHostingEmulator, waitForServer } from '../../../scripts/lib/hosting-emulator.mjs';

// Serves the built dist/ with Firebase Hosting's own emulator for the whole e2e run, with
// the hosting config the build wrote beside it (scripts/lib/built-hosting.mjs).
// Environment knobs:
//   E2E_PORT      port to serve on (default 0: free ones, picked again on a clash, so two runs
//                 can go side by side on one machine)
//   E2E_DIST_DIR  directory to serve and inspect (default dist)
//   E2E_BASE_URL  test an already running site instead of starting a server
export default async function setup(project: TestProject) {
  const root = project.config.root;
  const distDir = resolve(root, process.env.E2E_DIST_DIR ?? 'dist');
  project.provide('distDir', distDir);

  if (process.env.E2E_BASE_URL) {
    const baseURL = process.env.E2E_BASE_URL.replace(/\/$/, '');
    await waitForServer(baseURL);
    project.provide('baseURL', baseURL);
    return undefined;
  }

  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `${join(distDir, 'index.html')} does not exist: run \`npm run build\` before the e2e tests.`,
    );
  }
  const started = Date.now();
  const server = await startHostingEmulator({
    root: distDir,
    port: Number(process.env.E2E_PORT ?? 0),
  });
  console.log(
    `e2e: Firebase Hosting emulator serving ${distDir} at ${server.url} (ready in ${Date.now() - started} ms)`,
  );
  project.provide('baseURL', server.url);

  return async () => {
    await server.stop();
  };
}
