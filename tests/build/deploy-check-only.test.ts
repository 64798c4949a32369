import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardCommand } from '../../scripts/lib/deploy-config.mjs';

// `npm run deploy -- --check-only` end to end, short of `firebase deploy` itself (it needs a real
// project and the internet): the production build from its env file alone into dist-deploy/,
// the check, and the command it would run. Also: a build changes no tracked file.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROJECT = 'sangeet-deploy-test';
const PRODUCTION = [
  'VITE_SITE_URL=https://sangeetvibes.in',
  'VITE_FIREBASE_API_KEY=AIzaSy-deploy-test',
  `VITE_FIREBASE_AUTH_DOMAIN=${PROJECT}.firebaseapp.com`,
  `VITE_FIREBASE_PROJECT_ID=${PROJECT}`,
  'VITE_FIREBASE_APP_ID=1:000000000000:web:deploy',
  'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY=6Lc-deploy-test',
  'VITE_RAZORPAY_KEY_ID=rzp_live_deploytest',
  '',
].join('\n');

const tmp = mkdtempSync(join(tmpdir(), 'deploy-env-test-'));
const trackedChanges = () =>
  spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).stdout;

function deploy(envFile: string, shell: Record<string, string> = {}) {
  const run = spawnSync(
    process.execPath,
    ['scripts/deploy.mjs', '--check-only', '--env-file', envFile],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...shell }, timeout: 400_000 },
  );
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

let before = '';
let checked: ReturnType<typeof deploy>;
beforeAll(() => {
  before = trackedChanges();
  writeFileSync(join(tmp, '.env.production'), PRODUCTION);
  // Settings of the shell that must not reach a deploy: they would wire it to the emulators and
  // let the CSP allow a host that is not the project's.
  checked = deploy(join(tmp, '.env.production'), {
    VITE_USE_EMULATORS: 'on',
    VITE_CONTACT_ENDPOINT: 'https://collector.example.com/rows',
  });
}, 420_000);
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  for (const output of ['dist-deploy', 'dist-deploy-ssr', 'dist-deploy.hosting.json'])
    rmSync(join(ROOT, output), { recursive: true, force: true });
  rmSync(join(ROOT, 'firebase.deploy.json'), { force: true });
});

describe('npm run deploy -- --check-only', () => {
  it('changes no tracked file (firebase.json included)', () => {
    expect(trackedChanges()).toBe(before);
  });

  it('builds from the env file alone, checks the build and says what it would deploy', () => {
    expect(checked.output).toMatch(/ignoring .*VITE_USE_EMULATORS.* from the shell/);
    expect(checked.output).toMatch(/ignoring .*VITE_CONTACT_ENDPOINT.* from the shell/);
    expect(checked.output).toContain(`checked dist-deploy/: project ${PROJECT}, App Check key set`);
    expect(checked.output).toContain(
      `would run firebase deploy --only firestore:rules,firestore:indexes,functions,hosting --project ${PROJECT} --config firebase.deploy.json`,
    );
    expect(checked.status).toBe(0);
  });

  it('deploys the checked build with the hosting config it was made with', () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'firebase.deploy.json'), 'utf8')) as {
      hosting: { public: string; predeploy?: unknown };
      functions: Array<{ runtime: string; predeploy?: unknown }>;
      firestore: unknown;
      emulators?: unknown;
    };
    const built = JSON.parse(readFileSync(join(ROOT, 'dist-deploy.hosting.json'), 'utf8')) as {
      public: string;
    };
    expect(config.hosting).toEqual({
      ...built,
      public: 'dist-deploy',
      predeploy: [guardCommand('hosting')],
    });
    const policy = JSON.stringify(config.hosting);
    expect(policy).toContain(`https://asia-south1-${PROJECT}.cloudfunctions.net`);
    expect(policy).not.toContain('collector.example.com');
    expect(policy).not.toContain('127.0.0.1');
    expect(config.functions[0]).toMatchObject({ runtime: 'nodejs22' });
    // The functions are built and checked already: their hook is the guard alone, which the
    // deploy's environment passes (tests/unit/config/deploy-guard.test.ts).
    expect(config.functions[0]?.predeploy).toEqual([guardCommand('functions')]);
    expect(config.firestore).toEqual({
      rules: 'firestore.rules',
      indexes: 'firestore.indexes.json',
    });
    expect(config.emulators).toBeUndefined();
  });

  it('refuses an env file wired to the emulators before building anything', () => {
    const wired = join(tmp, 'emulators.env');
    writeFileSync(wired, `${PRODUCTION}VITE_USE_EMULATORS=on\n`);
    const refused = deploy(wired);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(
      'deploy: refused: the env file sets VITE_USE_EMULATORS=on: that build talks to local emulators',
    );
    expect(refused.output).not.toContain('deploy: building');
  });

  it('refuses an env file without the App Check key, naming it', () => {
    const keyless = join(tmp, 'keyless.env');
    writeFileSync(keyless, PRODUCTION.replace(/^VITE_RECAPTCHA_ENTERPRISE_SITE_KEY=.*$/m, ''));
    const refused = deploy(keyless);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(
      'deploy: refused: the env file does not set VITE_RECAPTCHA_ENTERPRISE_SITE_KEY',
    );
  });
});
