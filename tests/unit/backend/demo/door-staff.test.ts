import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoBackend } from '@/backend/demo/create-demo-backend';
import {
  DEMO_ADMIN_ACCOUNT,
  DEMO_DOOR_ACCOUNT,
  DEMO_GUEST_ACCOUNT,
} from '@/backend/demo/demo-accounts';
import { hashPassword, newSalt } from '@/backend/demo/password';
import {
  DEMO_PAST_EVENT_ID,
  DEMO_UPCOMING_BOOKING_IDS,
  DEMO_UPCOMING_EVENT_ID,
} from '@/backend/demo/seed';
import { cryptoRandomBytes } from '@/domain/random-bytes';
import { DOOR_EVENT_REFUSED_MESSAGE } from '@/domain/team';
import { ADMIN_REQUIRED_MESSAGE } from '@/engine/require-admin';
import { demoHarness, withAdmin, type DemoHarness } from './demo-harness';
import { pastDemoDatabase } from './past-demo-database';

// docs/design.md §6.1: the demo's door staff account, what it may do, and the Team screen's port.

const signIn = (h: DemoHarness, account: { email: string; password: string }) =>
  h.backend.auth.signIn(account.email, account.password);

describe('demo door staff', () => {
  let harness: DemoHarness;
  afterEach(async () => {
    await harness.cleanup();
  });

  it('signs in with the door role for the upcoming event only', async () => {
    harness = await demoHarness();
    const user = await signIn(harness, DEMO_DOOR_ACCOUNT);
    expect(user).toMatchObject({
      isAdmin: false,
      access: { role: 'door', eventIds: [DEMO_UPCOMING_EVENT_ID] },
    });
    const events = await harness.backend.checkIn.events();
    expect(events.map((event) => event.id)).toEqual([DEMO_UPCOMING_EVENT_ID]);
  });

  it('works the door of its event and is refused every organiser area', async () => {
    harness = await demoHarness();
    await signIn(harness, DEMO_DOOR_ACCOUNT);
    const { backend } = harness;
    await expect(backend.checkIn.history(DEMO_UPCOMING_EVENT_ID)).resolves.toBeInstanceOf(Array);
    const result = await backend.checkIn.checkIn(
      { kind: 'bookingId', bookingId: DEMO_UPCOMING_BOOKING_IDS.group },
      DEMO_UPCOMING_EVENT_ID,
    );
    expect(result).toMatchObject({ ok: true, record: { checkedInBy: DEMO_DOOR_ACCOUNT.email } });
    const log = await backend.checkIn.scanLog(DEMO_UPCOMING_EVENT_ID);
    expect(log[0]).toMatchObject({ result: 'admitted', adminEmail: DEMO_DOOR_ACCOUNT.email });
    await backend.checkIn.undo(DEMO_UPCOMING_BOOKING_IDS.group);
    expect((await backend.checkIn.scanLog(DEMO_UPCOMING_EVENT_ID))[0]).toMatchObject({
      result: 'undone',
      adminEmail: DEMO_DOOR_ACCOUNT.email,
    });

    await expect(backend.checkIn.history(DEMO_PAST_EVENT_ID)).rejects.toThrow(
      DOOR_EVENT_REFUSED_MESSAGE,
    );
    for (const refused of [
      () => backend.wallet.balance(),
      () => backend.wallet.topUp(DEMO_GUEST_ACCOUNT.email, 10),
      () => backend.promoCodes.list(),
      () => backend.promoCodes.remove('VIPTEST01'),
      () => backend.events.list(),
      () => backend.events.remove(DEMO_PAST_EVENT_ID),
      () => backend.stats.summary(),
      () => backend.registrations.list(),
      () => backend.team.list(),
      () => backend.team.revoke(DEMO_ADMIN_ACCOUNT.email),
    ]) {
      await expect(refused()).rejects.toThrow(ADMIN_REQUIRED_MESSAGE);
    }
  });

  it('an organiser adds, reassigns and revokes staff; revocation is felt at once', async () => {
    harness = await demoHarness();
    await signIn(harness, DEMO_ADMIN_ACCOUNT);
    const { team } = harness.backend;
    await team.save({
      email: DEMO_GUEST_ACCOUNT.email,
      role: 'door',
      eventIds: [DEMO_PAST_EVENT_ID],
    });
    await team.save({
      email: 'later@example.com',
      role: 'door',
      eventIds: [DEMO_UPCOMING_EVENT_ID],
    });
    expect(await team.list()).toEqual([
      {
        email: DEMO_ADMIN_ACCOUNT.email,
        role: 'organiser',
        eventIds: [],
        uid: DEMO_ADMIN_ACCOUNT.uid,
      },
      {
        email: DEMO_DOOR_ACCOUNT.email,
        role: 'door',
        eventIds: [DEMO_UPCOMING_EVENT_ID],
        uid: DEMO_DOOR_ACCOUNT.uid,
      },
      {
        email: DEMO_GUEST_ACCOUNT.email,
        role: 'door',
        eventIds: [DEMO_PAST_EVENT_ID],
        uid: DEMO_GUEST_ACCOUNT.uid,
      },
      { email: 'later@example.com', role: 'door', eventIds: [DEMO_UPCOMING_EVENT_ID], uid: null },
    ]);

    // The door person, signed in in another tab, loses the door at their next request.
    const doorTab = await harness.open();
    await doorTab.auth.signIn(DEMO_DOOR_ACCOUNT.email, DEMO_DOOR_ACCOUNT.password);
    await expect(doorTab.checkIn.history(DEMO_UPCOMING_EVENT_ID)).resolves.toBeInstanceOf(Array);
    await team.revoke(DEMO_DOOR_ACCOUNT.email);
    await expect(doorTab.checkIn.history(DEMO_UPCOMING_EVENT_ID)).rejects.toThrow(
      ADMIN_REQUIRED_MESSAGE,
    );
    await expect.poll(() => doorTab.auth.currentUser()?.access ?? null).toBeNull();
  });
});

describe('a demo database seeded before door staff', () => {
  const database = pastDemoDatabase('door-staff');

  it('gains the door account, and its organiser is an organiser still', async () => {
    const salt = newSalt(cryptoRandomBytes);
    const passwordHash = await hashPassword(DEMO_ADMIN_ACCOUNT.password, salt);
    await database.create(10, async (old) => {
      await old.table('users').put({
        uid: DEMO_ADMIN_ACCOUNT.uid,
        email: DEMO_ADMIN_ACCOUNT.email,
        isAdmin: true,
        walletBalance: 5000,
      });
      await old.table('credentials').put({
        email: DEMO_ADMIN_ACCOUNT.email,
        uid: DEMO_ADMIN_ACCOUNT.uid,
        salt,
        passwordHash,
      });
      await old.table('meta').put({ key: 'seededAt', value: '2030-01-01T00:00:00.000Z' });
    });
    const backend = await withAdmin(
      await createDemoBackend({ indexedDB, IDBKeyRange, processingMs: 0, dbName: database.name }),
    );
    try {
      await expect(
        backend.auth.signIn(DEMO_ADMIN_ACCOUNT.email, DEMO_ADMIN_ACCOUNT.password),
      ).resolves.toMatchObject({ isAdmin: true, access: { role: 'organiser' } });
      await backend.auth.signOut();
      await expect(
        backend.auth.signIn(DEMO_DOOR_ACCOUNT.email, DEMO_DOOR_ACCOUNT.password),
      ).resolves.toMatchObject({ access: { role: 'door', eventIds: [DEMO_UPCOMING_EVENT_ID] } });
    } finally {
      backend.close();
    }
  });
});
