import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppUser } from '@/backend/admin-backend';
import { DEMO_ADMIN_ACCOUNT, DEMO_GUEST_ACCOUNT } from '@/backend/demo/demo-accounts';
import { SIGN_IN_FAILURE_WINDOW_MS } from '@/domain/sign-in';
import { MemoryStorage } from '../../../contract/support/memory-storage';
import { demoHarness, testClock, type DemoHarness } from './demo-harness';

const signInAdmin = (h: DemoHarness) =>
  h.backend.auth.signIn(DEMO_ADMIN_ACCOUNT.email, DEMO_ADMIN_ACCOUNT.password);

function watch(auth: DemoHarness['backend']['auth']) {
  const seen: Array<AppUser | null> = [];
  const stop = auth.onAuthStateChanged((user) => seen.push(user));
  return { seen, stop };
}

describe('demo auth', () => {
  let harness: DemoHarness;
  afterEach(async () => {
    await harness.cleanup();
  });

  it('keeps the admin signed in across a reload', async () => {
    harness = await demoHarness();
    await signInAdmin(harness);
    const reloaded = await harness.open();
    const { seen } = watch(reloaded.auth);
    expect(seen).toEqual([
      {
        uid: DEMO_ADMIN_ACCOUNT.uid,
        email: DEMO_ADMIN_ACCOUNT.email,
        displayName: null,
        photoURL: null,
        isAdmin: true,
        access: { role: 'organiser' },
      },
    ]);
  });

  it('forgets the session after sign-out', async () => {
    harness = await demoHarness();
    await signInAdmin(harness);
    await harness.backend.auth.signOut();
    const reloaded = await harness.open();
    expect(watch(reloaded.auth).seen).toEqual([null]);
  });

  it('hears sign-in and sign-out from another tab', async () => {
    harness = await demoHarness();
    const otherTab = await harness.open();
    const { seen } = watch(otherTab.auth);
    const key = `sangeet-vibes-demo:session:${harness.dbName}`;

    await signInAdmin(harness);
    window.dispatchEvent(new StorageEvent('storage', { key }));
    await expect.poll(() => seen.at(-1)?.email).toBe(DEMO_ADMIN_ACCOUNT.email);

    await harness.backend.auth.signOut();
    window.dispatchEvent(new StorageEvent('storage', { key }));
    await expect.poll(() => seen.at(-1)).toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(seen).toHaveLength(3);
  });

  it('hears another tab sign out after signing in itself', async () => {
    harness = await demoHarness();
    const otherTab = await harness.open();
    await signInAdmin(harness);
    const { seen } = watch(harness.backend.auth);
    await otherTab.auth.signOut();
    window.dispatchEvent(
      new StorageEvent('storage', { key: `sangeet-vibes-demo:session:${harness.dbName}` }),
    );
    await expect.poll(() => seen.at(-1)).toBeNull();
    expect(harness.backend.auth.currentUser()).toBeNull();
  });

  it('drops a remembered session whose user is no longer an admin', async () => {
    harness = await demoHarness();
    await signInAdmin(harness);
    await harness.db.users.update(DEMO_ADMIN_ACCOUNT.uid, { isAdmin: false });
    const reloaded = await harness.open();
    expect(watch(reloaded.auth).seen).toEqual([null]);
    expect(localStorage.getItem(`sangeet-vibes-demo:session:${harness.dbName}`)).toBeNull();
  });

  it('ignores a tampered session value', async () => {
    harness = await demoHarness();
    localStorage.setItem(`sangeet-vibes-demo:session:${harness.dbName}`, '{"uid":"../x"}');
    const reloaded = await harness.open();
    expect(watch(reloaded.auth).seen).toEqual([null]);
  });

  it('signs out an admin when a non-admin then signs in, as Firebase would', async () => {
    harness = await demoHarness();
    await signInAdmin(harness);
    const { seen } = watch(harness.backend.auth);
    await expect(
      harness.backend.auth.signIn(DEMO_GUEST_ACCOUNT.email, DEMO_GUEST_ACCOUNT.password),
    ).rejects.toMatchObject({ code: 'not-admin' });
    expect(seen.map((u) => u?.email ?? null)).toEqual([DEMO_ADMIN_ACCOUNT.email, null]);
  });

  async function failFiveTimes(auth: DemoHarness['backend']['auth']) {
    for (let i = 0; i < 5; i++) {
      await expect(auth.signIn(DEMO_ADMIN_ACCOUNT.email, `wrong-${i}`)).rejects.toMatchObject({
        code: 'invalid-credentials',
      });
    }
  }

  it('locks an e-mail for 15 minutes after 5 failures, the right password included', async () => {
    const clock = testClock('2026-11-21T06:00:00.000Z');
    harness = await demoHarness({ now: clock.now });
    await failFiveTimes(harness.backend.auth);
    await expect(signInAdmin(harness)).rejects.toMatchObject({
      code: 'too-many-requests',
      message: 'Too many failed attempts. Try again in 15 minutes.',
    });
    // Well past the old 5-minute window, still locked.
    clock.advance(14 * 60_000);
    await expect(signInAdmin(harness)).rejects.toMatchObject({
      code: 'too-many-requests',
      message: 'Too many failed attempts. Try again in 1 minute.',
    });
    clock.advance(60_000 - 1);
    await expect(signInAdmin(harness)).rejects.toMatchObject({ code: 'too-many-requests' });
    clock.advance(1);
    await expect(signInAdmin(harness)).resolves.toMatchObject({ isAdmin: true });
    expect(SIGN_IN_FAILURE_WINDOW_MS).toBe(15 * 60_000);
  });

  it('counts failures spread over 15 minutes, but not older ones', async () => {
    const clock = testClock('2026-11-21T06:00:00.000Z');
    harness = await demoHarness({ now: clock.now });
    const { auth } = harness.backend;
    const fail = () => expect(auth.signIn(DEMO_ADMIN_ACCOUNT.email, 'wrong')).rejects.toBeDefined();
    await fail();
    clock.advance(15 * 60_000);
    // The first failure is now 15 minutes old and no longer counts: 4 more do not lock.
    for (let i = 0; i < 4; i++) await fail();
    await expect(signInAdmin(harness)).resolves.toMatchObject({ isAdmin: true });
    await auth.signOut();
    for (let i = 0; i < 4; i++) {
      await fail();
      clock.advance(3 * 60_000);
    }
    await fail();
    await expect(signInAdmin(harness)).rejects.toMatchObject({ code: 'too-many-requests' });
  });

  it('locks per e-mail: another account signs in while one is locked', async () => {
    harness = await demoHarness();
    await failFiveTimes(harness.backend.auth);
    await expect(
      harness.backend.auth.signIn(DEMO_GUEST_ACCOUNT.email, DEMO_GUEST_ACCOUNT.password),
    ).rejects.toMatchObject({ code: 'not-admin' });
    await expect(signInAdmin(harness)).rejects.toMatchObject({ code: 'too-many-requests' });
    // The lock is the account's, whatever case or spaces the e-mail is typed with.
    await expect(
      harness.backend.auth.signIn(` ${DEMO_ADMIN_ACCOUNT.email.toUpperCase()}`, 'x'),
    ).rejects.toMatchObject({ code: 'too-many-requests' });
  });

  it('keeps the lock across a reload and in another tab', async () => {
    harness = await demoHarness();
    await failFiveTimes(harness.backend.auth);
    const reloaded = await harness.open();
    await expect(
      reloaded.auth.signIn(DEMO_ADMIN_ACCOUNT.email, DEMO_ADMIN_ACCOUNT.password),
    ).rejects.toMatchObject({ code: 'too-many-requests' });
  });

  it('keys the lock per device: another phone at the door still signs the account in', async () => {
    harness = await demoHarness();
    await failFiveTimes(harness.backend.auth);
    // Another device: its own browser storage, the same accounts.
    vi.stubGlobal('localStorage', new MemoryStorage());
    const otherDevice = await harness.open();
    await expect(
      otherDevice.auth.signIn(DEMO_ADMIN_ACCOUNT.email, DEMO_ADMIN_ACCOUNT.password),
    ).resolves.toMatchObject({ isAdmin: true });
  });

  it('adds up failures made in two tabs', async () => {
    harness = await demoHarness();
    const otherTab = await harness.open();
    const attempts = [harness.backend.auth, otherTab.auth, harness.backend.auth, otherTab.auth];
    await Promise.all(
      attempts.map((auth) =>
        expect(auth.signIn(DEMO_ADMIN_ACCOUNT.email, 'wrong')).rejects.toBeDefined(),
      ),
    );
    await expect(otherTab.auth.signIn(DEMO_ADMIN_ACCOUNT.email, 'wrong')).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
    await expect(signInAdmin(harness)).rejects.toMatchObject({ code: 'too-many-requests' });
  });

  it('reports an organiser who loses the admin flag mid-session, keeping the session', async () => {
    harness = await demoHarness();
    await signInAdmin(harness);
    const { seen } = watch(harness.backend.auth);
    // Another tab (or an operator) takes the flag away.
    await harness.db.users.update(DEMO_ADMIN_ACCOUNT.uid, { isAdmin: false });
    await expect.poll(() => seen.at(-1)?.isAdmin).toBe(false);
    expect(seen.at(-1)?.uid).toBe(DEMO_ADMIN_ACCOUNT.uid);
    await harness.db.users.update(DEMO_ADMIN_ACCOUNT.uid, { isAdmin: true });
    await expect.poll(() => seen.at(-1)?.isAdmin).toBe(true);
    expect(seen.map((u) => u?.isAdmin)).toEqual([true, false, true]);
  });

  it('says "Login failed" when the Google chooser itself breaks', async () => {
    harness = await demoHarness();
    await expect(
      harness.backend.auth.signInWithGoogle(() => Promise.reject(new Error('window gone'))),
    ).rejects.toMatchObject({ code: 'unknown', message: 'Login failed. Please try again.' });
    expect(harness.backend.auth.currentUser()).toBeNull();
  });

  it('a success clears the failures', async () => {
    harness = await demoHarness();
    const { auth } = harness.backend;
    for (let i = 0; i < 4; i++) {
      await expect(auth.signIn(DEMO_ADMIN_ACCOUNT.email, 'wrong')).rejects.toBeDefined();
    }
    await signInAdmin(harness);
    for (let i = 0; i < 4; i++) {
      await expect(auth.signIn(DEMO_ADMIN_ACCOUNT.email, 'wrong')).rejects.toMatchObject({
        code: 'invalid-credentials',
      });
    }
  });
});
