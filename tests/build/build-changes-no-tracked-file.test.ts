import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run build`'s steps (client, server, prerender) with a configuration whose CSP differs
// from firebase.json's (a Firebase project and a contact endpoint): the policy goes into the
// hosting config beside the output, and no tracked file changes (it used to rewrite firebase.json).
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, '.tmp', `build-tracked-${process.pid}`);
const SITE = join(OUT, 'site');
const ENDPOINT = 'https://sheets.example.net/api/rows';
const ENV = {
  VITE_FIREBASE_API_KEY: 'AIzaSy-build-test',
  VITE_FIREBASE_AUTH_DOMAIN: 'sangeet-build-test.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'sangeet-build-test',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:build',
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6Lc-build-test',
  VITE_CONTACT_ENDPOINT: ENDPOINT,
  NODE_ENV: 'production',
  MODE: 'production',
};

const trackedChanges = () =>
  spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).stdout;

function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...ENV, ...env },
    timeout: 240_000,
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

let before = '';
let log = '';
beforeAll(() => {
  before = trackedChanges();
  const vite = 'node_modules/vite/bin/vite.js';
  run([vite, 'build', '--outDir', SITE, '--emptyOutDir', '--logLevel', 'error']);
  run([
    vite,
    'build',
    '--ssr',
    'src/entry-server.tsx',
    '--outDir',
    join(OUT, 'ssr'),
    '--logLevel',
    'error',
  ]);
  log = run(['scripts/prerender.mjs'], { PRERENDER_DIST: SITE, PRERENDER_SSR: join(OUT, 'ssr') });
}, 300_000);
afterAll(() => {
  rmSync(OUT, { recursive: true, force: true });
});

describe('a build', () => {
  it('changes no tracked file, firebase.json included', () => {
    expect(trackedChanges()).toBe(before);
    expect(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).not.toContain('sheets.example.net');
  });

  it('writes its CSP into the hosting config beside its output', () => {
    const hosting = readFileSync(`${SITE}.hosting.json`, 'utf8');
    expect(hosting).toContain('https://sheets.example.net');
    expect(hosting).toContain('https://asia-south1-sangeet-build-test.cloudfunctions.net');
    expect(log).toContain('site.hosting.json: the CSP allows Firebase project sangeet-build-test');
  });
});
