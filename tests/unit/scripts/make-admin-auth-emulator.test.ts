import { spawnSync } from 'node:child_process';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthEmulator, type HostingEmulator } from '../../../scripts/lib/hosting-emulator.mjs';

// `npm run make-admin` against the Auth emulator alone (firebase-tools', which runs offline
// everywhere): its look-up, its refusals and its deadline when Firestore does not answer. The
// whole command with its Firestore write, under firestore.rules, is
// tests/firebase/operator-scripts.firestore.test.ts, where a Firestore emulator starts.

let auth: HostingEmulator;
let app: App;

beforeAll(async () => {
  auth = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
  app = initializeApp({ projectId: 'demo-sangeet' }, 'make-admin-test');
  await getAuth(app).createUser({ email: 'organiser@example.com', password: 'not-a-real-one' });
}, 240_000);

afterAll(async () => {
  if (app) await deleteApp(app);
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  await auth?.stop();
});

function makeAdmin(...args: string[]) {
  return spawnSync('node', ['scripts/lib/run-ts.mjs', 'scripts/operator/make-admin.ts', ...args], {
    encoding: 'utf8',
    // Firestore on a port nothing listens on: a write would fail, so a pass means none was tried.
    env: {
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: auth.host,
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:1',
      OPERATOR_DEADLINE_MS: '4000',
    },
    timeout: 60_000,
  });
}

describe('npm run make-admin against the Auth emulator', { timeout: 60_000 }, () => {
  it('finds the Auth user by e-mail (what the command looks up)', async () => {
    const user = await getAuth(app).getUserByEmail('organiser@example.com');
    expect(user.email).toBe('organiser@example.com');
  });

  it('an e-mail nobody signs in with: exit 1, a clear message, no stack trace', () => {
    const run = makeAdmin('nobody@example.com');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`Auth emulator at ${auth.host}`);
    expect(run.stderr.trim()).toMatch(/^No account signs in as nobody@example\.com\./);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('a real account: found, then the Firestore write is tried and its silence reported', () => {
    const run = makeAdmin('Organiser@Example.com');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /Firestore emulator at 127\.0\.0\.1:1, Auth emulator at .* did not answer within 4 s\./,
    );
    expect(run.stderr).not.toContain('No account signs in');
  });

  it('no e-mail, or two: usage, exit 2', () => {
    expect(makeAdmin().status).toBe(2);
    const two = makeAdmin('a@example.com', 'b@example.com');
    expect(two.status).toBe(2);
    expect(two.stderr).toContain('Usage: npm run make-admin -- <email>');
  });
});
