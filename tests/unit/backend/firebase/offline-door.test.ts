import { describe, expect, it } from 'vitest';
import type { OfflineDoorStatus } from '@/backend/admin-backend';
import type { AdmissionQueue, StoredAdmission } from '@/backend/firebase/admin/admission-queue';
import type { DoorNetwork } from '@/backend/firebase/admin/connectivity';
import type { FirebaseAdminContext } from '@/backend/firebase/admin/context';
import { createOfflineDoor } from '@/backend/firebase/admin/offline-door';
import { memoryOnly, type KeptValues } from '@/lib/safe-storage';
import { fakeConnectivity } from './fake-connectivity';
import {
  ADMIN_UID,
  EVENT_ID,
  aBooking,
  aUser,
  anAdmin,
  anEvent,
} from '../../engine/support/fixtures';
import { testWorld } from '../../engine/support/seeded-store';

/** The device's network, played by the test. */
function fakeNetwork(initially: boolean) {
  const { connectivity, set } = fakeConnectivity(initially);
  return { network: connectivity, set };
}

function memoryQueue(rows: StoredAdmission[] = []): AdmissionQueue {
  return {
    all: () => Promise.resolve([...rows]),
    add: (row) => Promise.resolve(void rows.push(row)),
    remove: (id) =>
      Promise.resolve(
        void rows.splice(
          rows.findIndex((r) => r.id === id),
          1,
        ),
      ),
  };
}

/** A lane's offline door at the clock's `now`, signed out (so it never syncs), as after a load. */
function openDoor(
  clock: { now: Date },
  online: ReturnType<typeof fakeNetwork>,
  kept: KeptValues,
  queue: AdmissionQueue = memoryQueue(),
) {
  const ctx = {
    db: null,
    env: { now: () => clock.now },
    actor: () => null,
    network: online.network as DoorNetwork,
  } as unknown as FirebaseAdminContext;
  const door = createOfflineDoor({
    ctx,
    queue,
    connectivity: online.network,
    currentEmail: () => null,
    kept,
  });
  let seen: OfflineDoorStatus | null = null;
  door.watchStatus((status) => (seen = status));
  return {
    door,
    since: () => (seen as OfflineDoorStatus | null)?.offlineSince ?? null,
    status: () => seen as OfflineDoorStatus | null,
  };
}

const WENT = new Date('2025-07-28T15:44:00.000Z');
const minutesLater = (minutes: number) => new Date(WENT.getTime() + minutes * 60_000);

describe('“Offline since” (docs/design.md §5.7)', () => {
  it('keeps the real start across a reload, and starts again after the lane was back online', () => {
    const kept = memoryOnly();
    const clock = { now: WENT };
    const first = openDoor(clock, fakeNetwork(false), kept);
    expect(first.since()).toBe(WENT.toISOString());
    first.door.dispose();

    // Reloaded 20 minutes later, still offline.
    clock.now = minutesLater(20);
    const network = fakeNetwork(false);
    const reloaded = openDoor(clock, network, kept);
    expect(reloaded.since()).toBe(WENT.toISOString());

    clock.now = minutesLater(30);
    network.set(true);
    expect(reloaded.since()).toBeNull();
    clock.now = minutesLater(40);
    network.set(false);
    expect(reloaded.since()).toBe(minutesLater(40).toISOString());
    reloaded.door.dispose();
  });

  it('keeps the start when a page that thought it was online learns it is not', () => {
    const kept = memoryOnly();
    const clock = { now: WENT };
    openDoor(clock, fakeNetwork(false), kept).door.dispose();

    clock.now = minutesLater(5);
    const network = fakeNetwork(true);
    const reloaded = openDoor(clock, network, kept);
    expect(reloaded.since()).toBeNull();
    network.set(false);
    expect(reloaded.since()).toBe(WENT.toISOString());
    reloaded.door.dispose();
  });
});

describe('the lane’s queue, whoever is signed in (docs/design.md §5.7)', () => {
  it('counts and shows every admission waiting on the device, an organiser who left included', async () => {
    const record = { bookingId: 'bookingTrio', people: 3 } as StoredAdmission['record'];
    const queue = memoryQueue([
      {
        id: 'queuedAdmission00001',
        bookingId: 'bookingTrio',
        eventId: 'party',
        scanned: 'bookingTrio',
        device: 'Lane AAAA',
        scannedAt: WENT.toISOString(),
        adminUid: 'organiser-who-left',
        record,
      },
    ]);
    const lane = openDoor({ now: WENT }, fakeNetwork(false), memoryOnly(), queue);
    await expect.poll(() => lane.status()?.waiting).toBe(1);
    expect(lane.status()?.queued).toEqual([{ eventId: 'party', record }]);
    lane.door.dispose();
  });
});

describe('a lane synced by door staff (docs/design.md §5.7)', () => {
  it('keeps queued what it may not sync, and syncs its own', async () => {
    const door = { uid: 'door-uid-1', email: 'door@example.com' };
    const { env, store } = testWorld({
      users: [
        anAdmin(),
        aUser({ uid: door.uid, email: door.email, role: 'door', doorEventIds: [EVENT_ID] }),
      ],
      events: [anEvent()],
      newbookings: [aBooking('bookingByOrganiser'), aBooking('bookingByDoor')],
    });
    const queued = (id: string, bookingId: string, adminUid: string): StoredAdmission => ({
      id,
      bookingId,
      eventId: EVENT_ID,
      scanned: bookingId,
      device: 'Lane AAAA',
      scannedAt: WENT.toISOString(),
      adminUid,
    });
    const rows = [
      queued('queuedAdmission00001', 'bookingByOrganiser', ADMIN_UID),
      queued('queuedAdmission00002', 'bookingByDoor', door.uid),
    ];
    const ctx = {
      db: null,
      env,
      actor: () => ({ uid: door.uid }),
      network: fakeNetwork(true).network as DoorNetwork,
    } as unknown as FirebaseAdminContext;
    const lane = createOfflineDoor({
      ctx,
      queue: memoryQueue(rows),
      connectivity: fakeNetwork(true).network,
      currentEmail: () => door.email,
      kept: memoryOnly(),
    });
    // The door person's own admission is synced; the organiser's waits for an organiser.
    await expect.poll(() => store.peek('newbookings', 'bookingByDoor')?.checkedIn).toBe(true);
    await expect.poll(() => rows.map((row) => row.id)).toEqual(['queuedAdmission00001']);
    expect(store.peek('newbookings', 'bookingByOrganiser')?.checkedIn).not.toBe(true);
    lane.dispose();
  });
});
