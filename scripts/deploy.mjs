// `npm run deploy [-- --check-only] [-- --env-file <file>]`: the one way to deploy
// (docs/design.md §16.4). Builds the production configuration from .env.production ALONE (no
// .env, .env.local or VITE_* variable of the shell reaches it) into a clean dist-deploy/, checks
// that output (scripts/lib/deploy-check.mjs), and only then runs `firebase deploy` of the
// Firestore rules and indexes, the Cloud Functions and Hosting, from a config whose hosting is
// the one the build wrote for itself. `--check-only` does everything but the deploy and prints
// the command it would run.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { builtHostingPath, readBuiltHosting } from './lib/built-hosting.mjs';
import { checkDeployBuild, checkDeployEnv } from './lib/deploy-check.mjs';
import { checkedDeployEnv, deployConfig } from './lib/deploy-config.mjs';
import { firebaseCliPath } from './lib/test-tools.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The clean output the deploy builds and publishes (git-ignored, like every dist-*). */
const DEPLOY_DIST = join(ROOT, 'dist-deploy');
const DEPLOY_SSR = join(ROOT, 'dist-deploy-ssr');
/** The config `firebase deploy` reads: firebase.json with the build's hosting (git-ignored). */
const DEPLOY_CONFIG = join(ROOT, 'firebase.deploy.json');
const TARGETS = 'firestore:rules,firestore:indexes,functions,hosting';

let options;
try {
  ({ values: options } = parseArgs({
    options: { 'check-only': { type: 'boolean' }, 'env-file': { type: 'string' } },
  }));
} catch {
  console.error('Usage: npm run deploy [-- --check-only] [-- --env-file <file>]');
  process.exit(2);
}
const checkOnly = options['check-only'] === true;
const envFile = resolve(options['env-file'] ?? join(ROOT, '.env.production'));
const say = (line) => console.log(`deploy: ${line}`);
const refuse = (refusals) => {
  for (const refusal of refusals) console.error(`deploy: refused: ${refusal}`);
  process.exit(1);
};

if (!existsSync(envFile))
  refuse([
    `${envFile} does not exist: put the production settings there (README, "Deploy to Firebase", step 3)`,
  ]);

// The env file alone: copied into an empty directory the build reads its .env files from, and
// the shell's VITE_* variables (which would override it) left out of every step.
mkdirSync(join(ROOT, 'node_modules', '.tmp'), { recursive: true });
const envDir = mkdtempSync(join(ROOT, 'node_modules', '.tmp', 'deploy-env-'));
process.on('exit', () => rmSync(envDir, { recursive: true, force: true }));
copyFileSync(envFile, join(envDir, '.env.production'));
const ignored = Object.keys(process.env).filter((key) => key.startsWith('VITE_'));
for (const key of ignored) delete process.env[key];
if (ignored.length > 0)
  say(
    `ignoring ${ignored.join(', ')} from the shell: ${relative(ROOT, envFile)} alone configures a deploy`,
  );
const env = loadEnv('production', envDir, 'VITE_');

const envRefusals = checkDeployEnv(env);
if (envRefusals.length > 0) refuse(envRefusals);
const project = env.VITE_FIREBASE_PROJECT_ID.trim();

function step(what, command, commandArgs, extraEnv = {}) {
  say(what);
  const { status } = spawnSync(command, commandArgs, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  if (status !== 0) refuse([`${what} failed (exit ${status})`]);
}

const node = process.execPath;
// MODE: the mode scripts/prerender.mjs reads the env files for (a test runner's is 'test').
const buildEnv = { BUILD_ENV_DIR: envDir, NODE_ENV: 'production', MODE: 'production' };
for (const dir of [DEPLOY_DIST, DEPLOY_SSR]) rmSync(dir, { recursive: true, force: true });
rmSync(builtHostingPath(DEPLOY_DIST), { force: true });
step('type-checking', node, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b']);
step('building the functions', node, ['scripts/build-functions.mjs']);
const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
step(
  `building the site for ${project}`,
  node,
  [vite, 'build', '--outDir', DEPLOY_DIST, '--emptyOutDir'],
  buildEnv,
);
step(
  'building the prerenderer',
  node,
  [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', DEPLOY_SSR, '--emptyOutDir'],
  buildEnv,
);
step('prerendering', node, ['scripts/prerender.mjs'], {
  ...buildEnv,
  PRERENDER_DIST: DEPLOY_DIST,
  PRERENDER_SSR: DEPLOY_SSR,
});

const buildRefusals = checkDeployBuild(DEPLOY_DIST, env);
if (buildRefusals.length > 0) refuse(buildRefusals);
say(
  `checked ${relative(ROOT, DEPLOY_DIST)}/: project ${project}, App Check key set, no emulator wiring, test checkout or demo backend, CSP names only this project's and the known third parties' hosts`,
);

const committed = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
const config = deployConfig(committed, readBuiltHosting(DEPLOY_DIST), relative(ROOT, DEPLOY_DIST));
writeFileSync(DEPLOY_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
const deployArgs = [
  'deploy',
  '--only',
  TARGETS,
  '--project',
  project,
  '--config',
  relative(ROOT, DEPLOY_CONFIG),
];
if (checkOnly) {
  say(`--check-only: would run firebase ${deployArgs.join(' ')}`);
  process.exit(0);
}
// The guard in the config's predeploy hooks lets this deploy, of this build, through.
step(
  `deploying ${TARGETS} to ${project}`,
  node,
  [firebaseCliPath(), ...deployArgs],
  checkedDeployEnv(DEPLOY_DIST),
);
say(
  'deployed. Send a contact message on the site: App Check → APIs → Cloud Functions should count it ' +
    'as verified (README, "Deploy to Firebase", step 9).',
);
