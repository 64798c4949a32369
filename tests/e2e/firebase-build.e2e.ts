import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/backend/demo/demo-accounts';
import { DEMO_PAYMENT_SECRET } from '@/backend/demo/demo-secret';
import { DEMO_LEGACY_BOOKING_IDS, DEMO_PROMO_CODES } from '@/backend/demo/seed';
import { distDir } from './support/site';

// A client build with a Firebase web config (placeholder values: nothing connects) beside the
// demo build the rest of the suite serves. What is in it is what a production deploy ships.
const ROOT = resolve(import.meta.dirname, '../..');
const OUT = join(ROOT, 'dist-firebase-check');
const FIREBASE_ENV = {
  VITE_FIREBASE_API_KEY: 'AIzaSy-placeholder-for-the-build-test',
  VITE_FIREBASE_AUTH_DOMAIN: 'sangeet-vibes-test.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'sangeet-vibes-test',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:placeholder',
};

/**
 * Demo-only strings: the demo's secret, its accounts (the credentials the login page prints and
 * the names and e-mails its Google-style account chooser lists) and its seed.
 */
const DEMO_ONLY = [
  DEMO_PAYMENT_SECRET,
  ...DEMO_ACCOUNTS.flatMap((account) => [
    account.email,
    account.password,
    account.displayName,
    account.label,
  ]),
  ...Object.values(DEMO_PROMO_CODES),
  ...Object.values(DEMO_LEGACY_BOOKING_IDS),
  'sangeet-vibes-demo',
];

function scriptsOf(dir: string): Map<string, string> {
  const files = readdirSync(join(dir, 'assets')).filter((file) => file.endsWith('.js'));
  return new Map(files.map((file) => [file, readFileSync(join(dir, 'assets', file), 'utf8')]));
}

function demoStringsIn(scripts: Map<string, string>): string[] {
  return [...scripts].flatMap(([file, code]) =>
    DEMO_ONLY.filter((needle) => code.includes(needle)).map((needle) => `${needle} in ${file}`),
  );
}

describe('a build configured for Firebase', () => {
  beforeAll(() => {
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: ROOT,
        env: { ...process.env, ...FIREBASE_ENV },
        encoding: 'utf8',
      },
    );
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}\n${build.stdout}`);
  }, 180_000);
  afterAll(() => {
    rmSync(OUT, { recursive: true, force: true });
  });

  it('contains no demo accounts, demo secret or seed data', () => {
    const scripts = scriptsOf(OUT);
    expect(scripts.size).toBeGreaterThan(0);
    expect(demoStringsIn(scripts)).toEqual([]);
  });

  it('while the demo build does (so the check above can see them)', () => {
    const found = demoStringsIn(scriptsOf(distDir()));
    expect(found.some((hit) => hit.startsWith(DEMO_PAYMENT_SECRET))).toBe(true);
    expect(found.some((hit) => hit.startsWith(DEMO_PROMO_CODES.free))).toBe(true);
    for (const account of DEMO_ACCOUNTS) {
      expect(found.some((hit) => hit.startsWith(account.password))).toBe(true);
      expect(found.some((hit) => hit.startsWith(account.displayName))).toBe(true);
    }
  });
});
