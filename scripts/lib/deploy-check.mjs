// What `npm run deploy` (scripts/deploy.mjs) refuses to ship (docs/design.md §16.4). Two looks:
// at the env file before building (checkDeployEnv), and at the built output before deploying it
// (checkDeployBuild): the configuration baked into the bundle, what the bundle carries, and the
// Content-Security-Policy in the build's hosting config. Each refusal is one line naming what is
// wrong; an empty list means the build may go out.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScriptsRefused } from './boot-script-csp.mjs';
import { builtHostingPath, policyOf, readBuiltHosting } from './built-hosting.mjs';
import {
  APP_CHECK_SOURCES,
  EMULATOR_PORT_VARIABLES,
  allowsEmulators,
  deployTargets,
  directiveSources,
  thirdPartySources,
} from './hosting-csp.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The web config a build for the real project cannot go without (src/config/read-backend-config.ts). */
export const REQUIRED_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY',
];

/** Settings only the local stack's emulator build has (scripts/lib/firebase-local.mjs). */
const EMULATOR_ONLY_KEYS = [
  ...Object.values(EMULATOR_PORT_VARIABLES).map(([name]) => name),
  'VITE_TEST_CHECKOUT_URL',
];

const value = (env, key) => (env[key] ?? '').trim();

/**
 * The VITE_* keys .env.example documents: the only ones a deploy's env file may set. The bundle
 * inlines import.meta.env whole, so any other VITE_* key (a misnamed secret such as
 * VITE_RAZORPAY_KEY_SECRET) would reach every browser.
 */
export function documentedKeys(root = ROOT) {
  const example = readFileSync(join(root, '.env.example'), 'utf8');
  return new Set([...example.matchAll(/^(VITE_[A-Z0-9_]+)=/gm)].map(([, key]) => key));
}

/** An exported string constant of a source file, read as text (the check runs no TypeScript). */
function exportedText(file, name) {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const found = new RegExp(`export const ${name} =\\s*'([^']+)'`).exec(source)?.[1];
  if (!found) throw new Error(`${file} no longer exports ${name}: update deploy-check.mjs`);
  return found;
}

/** Texts only a build that must not be deployed carries, with what each says about it. */
function forbiddenTexts() {
  return [
    [
      exportedText('src/backend/demo/demo-secret.ts', 'DEMO_PAYMENT_SECRET'),
      'the demo backend (its payment secret)',
    ],
    [
      exportedText('src/backend/firebase/emulator/test-checkout.ts', 'TEST_CHECKOUT_TITLE'),
      "the emulator build's test checkout (the Razorpay stand-in)",
    ],
  ];
}

/** Refusals of the env file itself: what would build something that must not be deployed. */
export function checkDeployEnv(env) {
  const refusals = [];
  const missing = REQUIRED_KEYS.filter((key) => value(env, key) === '');
  if (missing.length > 0)
    refusals.push(`the env file does not set ${missing.join(', ')} (README, "Deploy to Firebase")`);
  if (value(env, 'VITE_USE_EMULATORS') === 'on')
    refusals.push('the env file sets VITE_USE_EMULATORS=on: that build talks to local emulators');
  for (const key of EMULATOR_ONLY_KEYS)
    if (value(env, key) !== '')
      refusals.push(`the env file sets ${key}, a setting of the local emulator build only`);
  const documented = documentedKeys();
  for (const key of Object.keys(env))
    if (!documented.has(key) && !EMULATOR_ONLY_KEYS.includes(key))
      refusals.push(
        `the env file sets ${key}, which .env.example does not list: the bundle inlines every VITE_* value, so it would reach every browser`,
      );
  return refusals;
}

/**
 * The VITE_* values the bundler baked into the build's scripts: the adapter reads
 * import.meta.env whole, which the bundler inlines as an object literal
 * (`VITE_FIREBASE_PROJECT_ID:\`sangeet-live\``, its keys quoted or not).
 */
export function bakedEnv(scripts) {
  const baked = {};
  const entry = /["']?\b(VITE_[A-Z0-9_]+)["']?:(["'`])(.*?)\2/g;
  for (const code of scripts.values())
    for (const [, key, , text] of code.matchAll(entry)) baked[key] = text;
  return baked;
}

/** Every script the build emits, by path under distDir. */
function scriptsIn(distDir) {
  const scripts = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(join(distDir, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js'))
        scripts.set(path, readFileSync(join(distDir, path), 'utf8'));
    }
  };
  walk('');
  return scripts;
}

/** A source that names no host: 'self', a hash, a scheme such as data: or https:. */
const namesNoHost = (source) => source.startsWith("'") || /^[a-z-]+:$/.test(source);

/** Refusals of the policy: hosts outside this project's and the known third parties'. */
function checkPolicy(policy, env) {
  if (!policy) return ['the hosting config has no Content-Security-Policy'];
  if (allowsEmulators(policy))
    return ["the Content-Security-Policy allows a local emulator (an emulator build's policy)"];
  const targets = deployTargets(env);
  const allowed = new Set(Object.values(thirdPartySources(targets)).flat());
  const refusals = [];
  for (const directive of policy.split(';').map((part) => part.trim().split(/\s+/)[0])) {
    if (!directive) continue;
    for (const source of directiveSources(policy, directive).filter((s) => !namesNoHost(s)))
      if (!allowed.has(source))
        refusals.push(
          `the Content-Security-Policy's ${directive} names ${source}, which is neither project ` +
            `${targets.firebase?.projectId ?? '(none)'}'s nor a known third party's`,
        );
  }
  for (const [directive, sources] of Object.entries(APP_CHECK_SOURCES))
    for (const source of sources)
      if (!directiveSources(policy, directive).includes(source))
        refusals.push(
          `the Content-Security-Policy's ${directive} lacks ${source}: App Check could not attest`,
        );
  return refusals;
}

/**
 * Refusals of the build in `distDir`, made from `env` (the env file's VITE_* values): what its
 * bundle says it was built with, what it carries, and its hosting config.
 */
export function checkDeployBuild(distDir, env) {
  const scripts = scriptsIn(distDir);
  if (scripts.size === 0) return [`${distDir} holds no scripts: it is not a build`];
  const refusals = [];
  const baked = bakedEnv(scripts);
  const project = value(env, 'VITE_FIREBASE_PROJECT_ID');
  if ((baked.VITE_FIREBASE_PROJECT_ID ?? '') !== project)
    refusals.push(
      `the build is configured for project "${baked.VITE_FIREBASE_PROJECT_ID ?? ''}", not ${project}`,
    );
  if (baked.VITE_USE_EMULATORS === 'on')
    refusals.push('the build is wired to the local emulators (VITE_USE_EMULATORS=on)');
  for (const key of EMULATOR_ONLY_KEYS)
    if (baked[key]) refusals.push(`the build carries ${key}, a setting of the emulator build only`);
  if ((baked.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY ?? '') === '')
    refusals.push(
      'the build has no App Check key (VITE_RECAPTCHA_ENTERPRISE_SITE_KEY): every call would be refused',
    );
  for (const [text, what] of forbiddenTexts()) {
    const file = [...scripts].find(([, code]) => code.includes(text))?.[0];
    if (file) refusals.push(`the build carries ${what}, in ${file}`);
  }
  let hosting;
  try {
    hosting = readBuiltHosting(distDir);
  } catch {
    return [...refusals, `${builtHostingPath(distDir)} is missing: the build did not finish`];
  }
  refusals.push(...checkPolicy(policyOf(hosting), env));
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  for (const hash of inlineScriptsRefused(html, hosting))
    refusals.push(`the Content-Security-Policy lacks '${hash}' for index.html's inline script`);
  return refusals;
}
