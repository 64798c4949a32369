/**
 * The Firebase adapter's auth half (src/backend/firebase/admin/auth.ts) against the real Firebase
 * Auth emulator from firebase-tools, which runs offline here (docs/design.md §8.1). Accounts are
 * made through the emulator's REST API; the adapter signs in with the real `firebase/auth` SDK.
 *
 * Who is an organiser lives in Firestore (users/{uid}.isAdmin), and the Firestore emulator cannot
 * start on these machines (it needs Java 21 and a download). So the user records are given to the
 * auth half through its UserRecords seam from memory here; the Firestore-backed reader
 * (firestoreUserRecords) is exercised by the contract suite on the Firebase adapter, which runs
 * under `npm run test:emulators` where the Firestore emulator starts.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirebaseAuth, type FirebaseAdminAuth } from '@/backend/firebase/admin/auth';
import { memoryFailureLog, type SignInFailureLog } from '@/backend/sign-in-lockout';
import { isBackendError } from '@/engine/errors';
import { INVALID_CREDENTIALS_MESSAGE, NOT_ADMIN_MESSAGE } from '@/domain/sign-in';
import { READY_WITHIN_MS, startAuthEmulator, type AuthEmulator } from './support/auth-emulator';
import { memoryUserRecords } from './support/memory-user-records';

// Each call is a real HTTP round trip to the emulator, which validates every request against its
// OpenAPI spec: on a shared, busy machine a test of eight sign-ins can take seconds.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 });

const ADMIN = { email: 'organiser@sangeetvibes.test', password: 'right-password-1' };
const GUEST = { email: 'guest@sangeetvibes.test', password: 'guest-password-1' };
const STRANGER = { email: 'no-record@sangeetvibes.test', password: 'stranger-password' };

let emulator: AuthEmulator;
beforeAll(async () => {
  emulator = await startAuthEmulator();
}, READY_WITHIN_MS + 10_000);
afterAll(async () => {
  await emulator?.stop();
});

let appCount = 0;
let auth: Auth;
let records: ReturnType<typeof memoryUserRecords>;
let failures: SignInFailureLog;
let session: FirebaseAdminAuth;
let uids: { admin: string; guest: string; stranger: string };
const opened: Array<{ app: FirebaseApp; session: FirebaseAdminAuth }> = [];

/** A page of the admin area: its own Firebase app and Auth instance on the emulator. */
async function openSession(): Promise<{
  app: FirebaseApp;
  auth: Auth;
  session: FirebaseAdminAuth;
}> {
  const page = initializeApp(
    { apiKey: 'emulator-key', authDomain: 'localhost', projectId: emulator.projectId },
    `auth-emulator-test-${++appCount}`,
  );
  const pageAuth = getAuth(page);
  connectAuthEmulator(pageAuth, emulator.url, { disableWarnings: true });
  const pageSession = createFirebaseAuth({
    auth: pageAuth,
    records: records.userRecords,
    failures,
    now: () => new Date(),
  });
  await pageSession.ready();
  opened.push({ app: page, session: pageSession });
  return { app: page, auth: pageAuth, session: pageSession };
}

beforeEach(async () => {
  await emulator.clearAccounts();
  uids = {
    admin: await emulator.createAccount(ADMIN.email, ADMIN.password),
    guest: await emulator.createAccount(GUEST.email, GUEST.password),
    stranger: await emulator.createAccount(STRANGER.email, STRANGER.password),
  };
  records = memoryUserRecords();
  records.put({ uid: uids.admin, email: ADMIN.email, isAdmin: true, walletBalance: 0 });
  records.put({ uid: uids.guest, email: GUEST.email, isAdmin: false, walletBalance: 0 });
  failures = memoryFailureLog();
  ({ auth, session } = await openSession());
});

afterEach(async () => {
  for (const page of opened.splice(0)) {
    page.session.dispose();
    await deleteApp(page.app);
  }
});

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (!isBackendError(error)) throw error;
    return { code: error.code, message: error.message };
  }
  throw new Error('Expected the call to be rejected, but it succeeded.');
}

function seen(on: FirebaseAdminAuth = session) {
  const users: Array<string | null> = [];
  const stop = on.onAuthStateChanged((user) => users.push(user?.email ?? null));
  return { users, stop };
}

describe('Firebase auth half on the Auth emulator', () => {
  it('signs an organiser in, whatever the e-mail’s case, and tells every listener', async () => {
    const { users } = seen();
    const user = await session.signIn(`  ${ADMIN.email.toUpperCase()} `, ADMIN.password);
    expect(user).toEqual({
      uid: uids.admin,
      email: ADMIN.email,
      displayName: null,
      photoURL: null,
      isAdmin: true,
      access: { role: 'organiser' },
    });
    expect(session.currentUser()).toEqual(user);
    expect(auth.currentUser?.uid).toBe(uids.admin);
    expect(users).toEqual([null, ADMIN.email]);
  });

  it.each<[string, string, string]>([
    ['wrong password', ADMIN.email, 'not-the-password'],
    ['password in the wrong case', ADMIN.email, ADMIN.password.toUpperCase()],
    ['empty password', ADMIN.email, ''],
    ['unknown e-mail', 'nobody@sangeetvibes.test', ADMIN.password],
    ['malformed e-mail', 'not an e-mail', ADMIN.password],
  ])('%s → Invalid credentials, nobody signed in', async (_name, email, password) => {
    await expect(rejection(session.signIn(email, password))).resolves.toEqual({
      code: 'invalid-credentials',
      message: INVALID_CREDENTIALS_MESSAGE,
    });
    expect(session.currentUser()).toBeNull();
    expect(auth.currentUser).toBeNull();
  });

  it('pauses sign-in after 5 failures, even with the right password, for that account only', async () => {
    for (let i = 0; i < 5; i++) {
      await expect(rejection(session.signIn(ADMIN.email, `wrong-${i}`))).resolves.toMatchObject({
        code: 'invalid-credentials',
      });
    }
    await expect(rejection(session.signIn(ADMIN.email, ADMIN.password))).resolves.toEqual({
      code: 'too-many-requests',
      message: expect.stringMatching(/^Too many failed attempts\. Try again in 1[45] minutes\.$/),
    });
    expect(auth.currentUser).toBeNull();
    // Another page of the same browser shares the count.
    const other = await openSession();
    await expect(
      rejection(other.session.signIn(ADMIN.email, ADMIN.password)),
    ).resolves.toMatchObject({ code: 'too-many-requests' });
    // Another account is not paused.
    await expect(rejection(session.signIn(GUEST.email, GUEST.password))).resolves.toMatchObject({
      code: 'not-admin',
    });
  });

  it('forgets earlier failures once the right password signs in', async () => {
    for (let i = 0; i < 4; i++) await rejection(session.signIn(ADMIN.email, `wrong-${i}`));
    await session.signIn(ADMIN.email, ADMIN.password);
    await session.signOut();
    await rejection(session.signIn(ADMIN.email, 'wrong-again'));
    await expect(session.signIn(ADMIN.email, ADMIN.password)).resolves.toMatchObject({
      isAdmin: true,
    });
  });

  it('signs out: no current user, for Firebase and for every listener', async () => {
    await session.signIn(ADMIN.email, ADMIN.password);
    const { users } = seen();
    await session.signOut();
    expect(session.currentUser()).toBeNull();
    expect(auth.currentUser).toBeNull();
    expect(users).toEqual([ADMIN.email, null]);
    // Nothing is still following the organiser's record.
    expect(records.followerCount(uids.admin)).toBe(0);
  });

  it.each([
    ['with isAdmin false', GUEST],
    ['without a user record', STRANGER],
  ])('refuses an account %s and signs it out of Firebase', async (_name, account) => {
    const { users } = seen();
    await expect(rejection(session.signIn(account.email, account.password))).resolves.toEqual({
      code: 'not-admin',
      message: NOT_ADMIN_MESSAGE,
    });
    expect(session.currentUser()).toBeNull();
    expect(auth.currentUser).toBeNull();
    // The listeners never heard of the refused account.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(users).toEqual([null]);
  });

  it('reports isAdmin turning false mid-session (the session stays), and back', async () => {
    await session.signIn(ADMIN.email, ADMIN.password);
    const flags: Array<boolean | null> = [];
    session.onAuthStateChanged((user) => flags.push(user ? user.isAdmin : null));
    records.setAdmin(uids.admin, false);
    await expect.poll(() => flags.at(-1)).toBe(false);
    expect(auth.currentUser?.uid).toBe(uids.admin);
    records.setAdmin(uids.admin, true);
    await expect.poll(() => flags.at(-1)).toBe(true);
    expect(flags).toEqual([true, false, true]);
  });

  it('keeps a remembered organiser signed in when the admin area opens again', async () => {
    await session.signIn(ADMIN.email, ADMIN.password);
    // The same Auth instance (the same page's persistence) opened by a new admin half.
    const reopened = createFirebaseAuth({
      auth,
      records: records.userRecords,
      failures,
      now: () => new Date(),
    });
    try {
      await reopened.ready();
      expect(reopened.currentUser()).toMatchObject({ uid: uids.admin, isAdmin: true });
    } finally {
      reopened.dispose();
    }
  });

  it('signs out a remembered session that is not an organiser’s', async () => {
    // Signed in by Firebase alone (another tab, an older version of the site): not admitted.
    const { users } = seen();
    await signInWithEmailAndPassword(auth, GUEST.email, GUEST.password);
    await expect.poll(() => auth.currentUser).toBeNull();
    expect(session.currentUser()).toBeNull();
    expect(users).toEqual([null]);
  });

  it('ends with Firebase signed out when an organiser signs out elsewhere', async () => {
    await session.signIn(ADMIN.email, ADMIN.password);
    const { users } = seen();
    // The Firebase session ends without this half's signOut (another tab signing out shares
    // the persisted session in a browser; here, the same Auth instance).
    await auth.signOut();
    await expect.poll(() => session.currentUser()).toBeNull();
    expect(users).toEqual([ADMIN.email, null]);
  });
});
