import { afterEach, describe, expect, it } from 'vitest';
import type { AppUser } from '@/backend/admin-backend';
import { DEMO_ADMIN_ACCOUNT, DEMO_GUEST_ACCOUNT } from '@/backend/demo/demo-accounts';
import { SIGN_IN_FAILURE_WINDOW_MS } from '@/domain/sign-in';
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

  it('lifts the lock-out 5 minutes after the failures, and locks per e-mail', async () => {
    const clock = testClock('2026-11-21T06:00:00.000Z');
    harness = await demoHarness({ now: clock.now });
    const { auth } = harness.backend;
    for (let i = 0; i < 5; i++) {
      await expect(auth.signIn(DEMO_ADMIN_ACCOUNT.email, 'wrong')).rejects.toMatchObject({
        code: 'invalid-credentials',
      });
    }
    await expect(signInAdmin(harness)).rejects.toMatchObject({ code: 'too-many-requests' });
    await expect(
      auth.signIn(DEMO_GUEST_ACCOUNT.email, DEMO_GUEST_ACCOUNT.password),
    ).rejects.toMatchObject({ code: 'not-admin' });

    clock.advance(SIGN_IN_FAILURE_WINDOW_MS - 1);
    await expect(signInAdmin(harness)).rejects.toMatchObject({ code: 'too-many-requests' });
    clock.advance(1);
    await expect(signInAdmin(harness)).resolves.toMatchObject({ isAdmin: true });
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
