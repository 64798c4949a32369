import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_CREDENTIALS, failureMessage } from '../../../scripts/operator/failure-message';
import { TaskError } from '../../../scripts/operator/tasks';

// An operator running `npm run make-admin`, `seed:firebase` or a backfill on a real project before
// `gcloud auth application-default login`: one sentence saying what to do, not the Admin SDK's
// error object. No network: an empty HOME holds no gcloud credentials, and
// METADATA_SERVER_DETECTION=none keeps the auth library from asking the metadata server.
const home = mkdtempSync(join(tmpdir(), 'operator-home-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

function operator(
  script: 'make-admin' | 'seed' | 'backfill-expiry' | 'backfill-search-keys',
  ...args: string[]
) {
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, METADATA_SERVER_DETECTION: 'none' };
  for (const key of [
    'GOOGLE_APPLICATION_CREDENTIALS',
    'FIRESTORE_EMULATOR_HOST',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'GOOGLE_CLOUD_PROJECT',
    'GCLOUD_PROJECT',
  ])
    delete env[key];
  return spawnSync(
    process.execPath,
    [
      'scripts/lib/run-ts.mjs',
      `scripts/operator/${script}.ts`,
      ...args,
      '--project',
      'sangeet-live',
    ],
    { encoding: 'utf8', env: { ...env, OPERATOR_DEADLINE_MS: '20000' }, timeout: 60_000 },
  );
}

describe('an operator script without Google credentials', { timeout: 60_000 }, () => {
  it.each([
    ['make-admin', ['organiser@example.com']],
    ['seed', []],
    ['backfill-expiry', []],
    ['backfill-search-keys', []],
  ] as const)('npm run %s says how to sign in, in one line, exit 1', (script, args) => {
    const run = operator(script, ...args);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(NO_CREDENTIALS);
  });
});

describe('failureMessage', () => {
  it('names what to set for the SDK’s credential errors', () => {
    const appError = Object.assign(
      new Error('failed to fetch a valid Google OAuth2 access token'),
      {
        code: 'app/invalid-credential',
      },
    );
    expect(failureMessage(appError)).toBe(NO_CREDENTIALS);
    expect(failureMessage(new Error('Could not load the default credentials. Browse to …'))).toBe(
      NO_CREDENTIALS,
    );
    expect(NO_CREDENTIALS).toMatch(/gcloud auth application-default login/);
    expect(NO_CREDENTIALS).toMatch(/GOOGLE_APPLICATION_CREDENTIALS/);
  });

  it('gives a task’s own message, and any other error’s message alone', () => {
    expect(failureMessage(new TaskError('No account signs in as a@b.c.'))).toBe(
      'No account signs in as a@b.c.',
    );
    expect(failureMessage(new Error('PERMISSION_DENIED: missing rights'))).toBe(
      'PERMISSION_DENIED: missing rights',
    );
    expect(failureMessage('plain')).toBe('plain');
  });
});
