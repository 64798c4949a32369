import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CHECKED_BUILD_VARIABLE,
  checkedDeployEnv,
  deployConfig,
  guardCommand,
  type FirebaseConfig,
} from '../../../scripts/lib/deploy-config.mjs';

// The predeploy guard that keeps a plain `firebase deploy` from shipping an unchecked build
// (docs/design.md §16.4): the script itself, and the hooks of firebase.json and of the config
// scripts/deploy.mjs generates, run as firebase-tools runs them (lib/deploy/lifecycleHooks.js:
// each command in a shell, in the config's directory, with RESOURCE_DIR set, in order, stopping
// at the first that fails).
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const committed = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseConfig;
const DEPLOY_DIST = join(ROOT, 'dist-deploy');
const WHY = '(docs/design.md §16.4).';

/** Whether `stderr` is the guard's one line, ending with where the design says why. */
const isRefusal = (stderr: string) =>
  !stderr.includes('\n') &&
  stderr.startsWith('deploy: refused: Deploy with `npm run deploy`: ') &&
  stderr.endsWith(WHY);

/** The environment of the shell the tests run in, without a marker it might carry. */
function shellEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && key !== CHECKED_BUILD_VARIABLE) env[key] = value;
  // The hooks run `node` from the PATH, as firebase-tools' shell finds it.
  env.PATH = `${dirname(process.execPath)}${delimiter}${env.PATH ?? ''}`;
  return { ...env, ...extra };
}

function guard(target: string, env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['scripts/deploy-guard.mjs', target], {
    cwd: ROOT,
    encoding: 'utf8',
    env: shellEnv(env),
  });
  return { status: run.status, stderr: run.stderr.trim() };
}

/** The predeploy hooks of `target` in `config`, run as `firebase deploy` runs them. */
function runPredeploy(config: FirebaseConfig, target: 'hosting' | 'functions', env = {}) {
  const [block] = target === 'hosting' ? [config.hosting] : config.functions;
  const resourceDir = resolve(
    ROOT,
    target === 'hosting' ? (config.hosting.public ?? '') : (config.functions[0]?.source ?? ''),
  );
  const ran: string[] = [];
  for (const command of block?.predeploy ?? []) {
    ran.push(command);
    const run = spawnSync(command, {
      cwd: ROOT,
      shell: true,
      encoding: 'utf8',
      env: shellEnv({ ...env, PROJECT_DIR: ROOT, RESOURCE_DIR: resourceDir }),
    });
    if (run.status !== 0) return { status: run.status, stderr: run.stderr.trim(), ran };
  }
  return { status: 0, stderr: '', ran };
}

describe('scripts/deploy-guard.mjs', () => {
  it.each(['hosting', 'functions'])(
    'refuses %s without the mark of a checked build, in one line',
    (target) => {
      const refused = guard(target, { RESOURCE_DIR: DEPLOY_DIST });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toSatisfy(isRefusal);
    },
  );

  it('lets the checked build through', () => {
    const marked = checkedDeployEnv(DEPLOY_DIST);
    expect(guard('hosting', { ...marked, RESOURCE_DIR: DEPLOY_DIST })).toEqual({
      status: 0,
      stderr: '',
    });
    expect(guard('functions', { ...marked, RESOURCE_DIR: join(ROOT, 'functions') })).toEqual({
      status: 0,
      stderr: '',
    });
  });

  it('refuses Hosting publishing another directory than the checked build', () => {
    const refused = guard('hosting', {
      ...checkedDeployEnv(DEPLOY_DIST),
      RESOURCE_DIR: join(ROOT, 'dist'),
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toSatisfy(isRefusal);
    expect(refused.stderr).toContain(`Hosting would publish ${join(ROOT, 'dist')}`);
  });
});

describe('firebase.json by itself', () => {
  it('runs the guard first, before Hosting and before the functions', () => {
    expect(committed.hosting.predeploy?.[0]).toBe(guardCommand('hosting'));
    for (const codebase of committed.functions)
      expect(codebase.predeploy?.[0]).toBe(guardCommand('functions'));
  });

  it.each(['hosting', 'functions'] as const)(
    'refuses a plain firebase deploy of %s before anything else runs',
    (target) => {
      const refused = runPredeploy(committed, target);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toSatisfy(isRefusal);
      expect(refused.ran).toEqual([guardCommand(target)]);
    },
  );
});

describe('firebase.deploy.json as scripts/deploy.mjs generates it', () => {
  const generated = deployConfig(committed, committed.hosting, 'dist-deploy');

  it('keeps the guard on Hosting and the functions, and builds nothing more', () => {
    expect(generated.hosting.predeploy).toEqual([guardCommand('hosting')]);
    expect(generated.functions.map((codebase) => codebase.predeploy)).toEqual(
      committed.functions.map(() => [guardCommand('functions')]),
    );
  });

  it.each(['hosting', 'functions'] as const)(
    'deploys %s in the environment scripts/deploy.mjs gives firebase',
    (target) => {
      expect(runPredeploy(generated, target, checkedDeployEnv(DEPLOY_DIST))).toMatchObject({
        status: 0,
      });
    },
  );

  it('is refused when run by hand, outside npm run deploy', () => {
    expect(runPredeploy(generated, 'hosting').status).toBe(1);
    expect(runPredeploy(generated, 'functions').status).toBe(1);
  });
});
