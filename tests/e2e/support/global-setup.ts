import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  loadHostingConfig,
  startStaticServer,
  waitForServer,
} from '../../../scripts/lib/static-server.mjs';

// Serves the built dist/ like Firebase Hosting for the whole e2e run (see scripts/lib/static-server.mjs).
// Environment knobs:
//   E2E_PORT      port to serve on (default 4173; 0 picks a free one)
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
  const { hosting, source } = loadHostingConfig(root);
  const server = await startStaticServer({
    root: distDir,
    port: Number(process.env.E2E_PORT ?? 4173),
    hosting,
  });
  await waitForServer(server.url);
  console.log(`e2e: serving ${distDir} like Firebase Hosting (${source}) at ${server.url}`);
  project.provide('baseURL', server.url);

  return async () => {
    await server.close();
  };
}
