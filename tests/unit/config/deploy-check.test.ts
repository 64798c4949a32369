import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTION_FIREBASE_KEYS } from '@/config/read-backend-config';
import { DEMO_PAYMENT_SECRET } from '@/backend/demo/demo-secret';
import { committedHosting, writeBuiltHosting } from '../../../scripts/lib/built-hosting.mjs';
import {
  REQUIRED_KEYS,
  bakedEnv,
  checkDeployBuild,
  checkDeployEnv,
  documentedKeys,
} from '../../../scripts/lib/deploy-check.mjs';
import { deployTargets, withDeployTargets } from '../../../scripts/lib/hosting-csp.mjs';

// scripts/lib/deploy-check.mjs on small stand-ins for a build: a script holding what the bundler
// inlines (import.meta.env's VITE_* values), an index.html, and the hosting config beside it.

const ENV: Record<string, string> = {
  VITE_FIREBASE_API_KEY: 'AIzaSy-deploy-test',
  VITE_FIREBASE_AUTH_DOMAIN: 'sangeet-live.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'sangeet-live',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6Lc-live',
  VITE_CONTACT_ENDPOINT: 'https://sheets.example.net/api/rows',
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** import.meta.env as the bundler inlines it (template literals, as rolldown writes them). */
const inlined = (env: Record<string, string>) =>
  `const e={BASE_URL:\`/\`,MODE:\`production\`,${Object.entries(env)
    .map(([key, value]) => `${key}:\`${value}\``)
    .join(',')}};`;

type Hosting = ReturnType<typeof committedHosting>;

/** A stand-in build made from `env`; `change` alters what it carries or its hosting config. */
function build(
  env: Record<string, string>,
  change: { script?: string; hosting?: (hosting: Hosting) => Hosting } = {},
) {
  const root = mkdtempSync(join(tmpdir(), 'deploy-check-'));
  dirs.push(root);
  const dist = join(root, 'dist-deploy');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sangeet Vibes</title>');
  writeFileSync(join(dist, 'assets', 'index-1.js'), `${inlined(env)}${change.script ?? ''}`);
  const hosting = withDeployTargets(committedHosting(), deployTargets(env));
  writeBuiltHosting(dist, change.hosting ? change.hosting(hosting) : hosting);
  return dist;
}

/** The hosting config with `from` replaced by `to` in its Content-Security-Policy. */
const editPolicy = (from: RegExp, to: string) => (hosting: Hosting) => {
  const copy = structuredClone(hosting);
  for (const rule of copy.headers ?? [])
    for (const header of rule.headers)
      if (header.key === 'Content-Security-Policy') header.value = header.value.replace(from, to);
  return copy;
};

describe('the env file check', () => {
  it('passes a complete production config', () => {
    expect(checkDeployEnv(ENV)).toEqual([]);
  });

  it('requires what the production build requires', () => {
    expect(REQUIRED_KEYS).toEqual([...PRODUCTION_FIREBASE_KEYS]);
  });

  it.each(REQUIRED_KEYS)('refuses a file without %s, naming it', (key) => {
    expect(checkDeployEnv({ ...ENV, [key]: ' ' })).toEqual([
      `the env file does not set ${key} (README, "Deploy to Firebase")`,
    ]);
  });

  it('refuses the demo (no Firebase config at all)', () => {
    expect(checkDeployEnv({ VITE_SITE_URL: 'https://sangeetvibes.in' })[0]).toMatch(
      /does not set VITE_FIREBASE_API_KEY, .*VITE_RECAPTCHA_ENTERPRISE_SITE_KEY/,
    );
  });

  it('passes every key .env.example documents', () => {
    const everyKey = {
      ...ENV,
      VITE_SITE_URL: 'https://sangeetvibes.in',
      VITE_DEVTOOLS_GUARD: 'off',
      VITE_USE_EMULATORS: 'off',
      VITE_FUNCTIONS_REGION: 'asia-south1',
      VITE_RAZORPAY_KEY_ID: 'rzp_live_1',
    };
    expect(Object.keys(everyKey).sort()).toEqual([...documentedKeys()].sort());
    expect(checkDeployEnv(everyKey)).toEqual([]);
  });

  it.each([
    ['VITE_RAZORPAY_KEY_SECRET', 'a-secret'],
    ['VITE_FIREBASE_PROJECTID', 'sangeet-live'],
    ['VITE_ADMIN_PASSWORD', ''],
  ])('refuses %s, a key .env.example does not list, naming it', (key, value) => {
    expect(checkDeployEnv({ ...ENV, [key]: value })).toEqual([
      `the env file sets ${key}, which .env.example does not list: the bundle inlines every VITE_* value, so it would reach every browser`,
    ]);
  });

  it.each([
    ['VITE_USE_EMULATORS', 'on', /VITE_USE_EMULATORS=on: that build talks to local emulators/],
    ['VITE_FUNCTIONS_EMULATOR_PORT', '5001', /sets VITE_FUNCTIONS_EMULATOR_PORT, a setting of/],
    ['VITE_TEST_CHECKOUT_URL', 'http://127.0.0.1:9', /sets VITE_TEST_CHECKOUT_URL, a setting of/],
  ])('refuses %s=%s', (key, value, refusal) => {
    const refusals = checkDeployEnv({ ...ENV, [key]: value });
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(refusal);
  });
});

describe('the built output check', () => {
  it('passes a build of the env file with its own hosting config', () => {
    expect(checkDeployBuild(build(ENV), ENV)).toEqual([]);
  });

  it('reads the configuration the bundler inlined, its keys quoted or not', () => {
    expect(bakedEnv(new Map([['a.js', inlined(ENV)]]))).toEqual(ENV);
    const quoted = `x={"VITE_USE_EMULATORS":"on",'VITE_FIREBASE_PROJECT_ID':'p',VITE_SITE_URL:""}`;
    expect(bakedEnv(new Map([['b.js', quoted]]))).toEqual({
      VITE_USE_EMULATORS: 'on',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_SITE_URL: '',
    });
  });

  it('refuses an emulator build, and the settings only the emulator build has', () => {
    const emulatorEnv = {
      ...ENV,
      VITE_USE_EMULATORS: 'on',
      VITE_AUTH_EMULATOR_PORT: '9099',
      VITE_TEST_CHECKOUT_URL: 'http://127.0.0.1:7777',
    };
    const refusals = checkDeployBuild(build(emulatorEnv), ENV);
    expect(refusals).toContain('the build is wired to the local emulators (VITE_USE_EMULATORS=on)');
    expect(refusals).toContain(
      'the build carries VITE_AUTH_EMULATOR_PORT, a setting of the emulator build only',
    );
    expect(refusals).toContain(
      'the build carries VITE_TEST_CHECKOUT_URL, a setting of the emulator build only',
    );
    expect(refusals).toContain(
      "the Content-Security-Policy allows a local emulator (an emulator build's policy)",
    );
  });

  it('refuses the test checkout and the demo backend, naming the file', () => {
    const refusals = checkDeployBuild(
      build(ENV, {
        script: `const t="Test checkout — no money moves",s="${DEMO_PAYMENT_SECRET}";`,
      }),
      ENV,
    );
    expect(refusals).toEqual([
      'the build carries the demo backend (its payment secret), in assets/index-1.js',
      "the build carries the emulator build's test checkout (the Razorpay stand-in), in assets/index-1.js",
    ]);
  });

  it('refuses a build without the App Check key, and a policy App Check could not attest under', () => {
    const { VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: _key, ...withoutKey } = ENV;
    const refusals = checkDeployBuild(build(withoutKey), ENV);
    expect(refusals[0]).toBe(
      'the build has no App Check key (VITE_RECAPTCHA_ENTERPRISE_SITE_KEY): every call would be refused',
    );
    expect(refusals).toContain(
      "the Content-Security-Policy's connect-src lacks https://content-firebaseappcheck.googleapis.com: App Check could not attest",
    );
  });

  it('refuses a build made for another project', () => {
    const other = { ...ENV, VITE_FIREBASE_PROJECT_ID: 'sangeet-staging' };
    expect(checkDeployBuild(build(other), ENV)).toContain(
      'the build is configured for project "sangeet-staging", not sangeet-live',
    );
  });

  it.each([
    ['connect-src', /connect-src 'self'/, "connect-src 'self' https://collector.example.com"],
    ['script-src', /script-src 'self'/, "script-src 'self' https://cdn.example.org"],
    ['img-src', /img-src 'self'/, "img-src 'self' https://tracker.example.io"],
  ])('refuses a %s naming a host that is not the project’s', (directive, from, to) => {
    const refusals = checkDeployBuild(build(ENV, { hosting: editPolicy(from, to) }), ENV);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(
      new RegExp(
        `^the Content-Security-Policy's ${directive} names https://\\S+, which is neither project sangeet-live's nor a known third party's$`,
      ),
    );
  });

  it('refuses another project’s or region’s Cloud Functions', () => {
    const hosting = editPolicy(
      /https:\/\/asia-south1-sangeet-live\.cloudfunctions\.net/,
      'https://us-central1-sangeet-other.cloudfunctions.net',
    );
    expect(checkDeployBuild(build(ENV, { hosting }), ENV)).toEqual([
      "the Content-Security-Policy's connect-src names https://us-central1-sangeet-other.cloudfunctions.net, which is neither project sangeet-live's nor a known third party's",
    ]);
  });

  it('refuses a build whose hosting config is missing', () => {
    const dist = build(ENV);
    rmSync(`${dist}.hosting.json`);
    expect(checkDeployBuild(dist, ENV)).toEqual([
      `${dist}.hosting.json is missing: the build did not finish`,
    ]);
  });
});
