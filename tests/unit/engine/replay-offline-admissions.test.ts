import { describe, expect, it } from 'vitest';
import { daysAfter } from './support/clock';
import { checkIn, undoCheckIn } from '@/engine/flows/check-in';
import {
  replayOfflineAdmission,
  lateConflictId,
  replayOfflineAdmissions,
  type QueuedAdmission,
  type ReplayOutcome,
} from '@/engine/flows/replay-offline-admissions';
import { readDoorState } from '@/engine/reads/door';
import type { InMemoryStore } from '@/engine/in-memory-store';
import {
  ADMIN,
  ADMIN_UID,
  EVENT_ID,
  OTHER_EVENT_ID,
  aBooking,
  aLegacyBooking,
  anAdmin,
  anEvent,
} from './support/fixtures';
import { testWorld } from './support/seeded-store';

const LANE_B = { uid: 'admin-uid-2' } as const;

function doorWorld() {
  return testWorld({
    events: [anEvent(), anEvent({ id: OTHER_EVENT_ID, title: 'Mehndi Morning' })],
    users: [anAdmin(), anAdmin({ uid: LANE_B.uid, email: 'lane-b@example.com' })],
    newbookings: [
      aBooking('bookingTrio', { counts: { ticket499Count: 1, ticket1212Count: 2 } }),
      aBooking('bookingPair', { counts: { ticket499Count: 2, ticket1212Count: 0 } }),
      aBooking('bookingOther', { eventId: OTHER_EVENT_ID }),
    ],
    bookings: [aLegacyBooking('legacyDuo', { attendees: 'duo' })],
  });
}

let nextId = 0;
/** A queued admission `minutesAgo` before the test clock's now, as a lane would write it. */
function queued(
  bookingId: string,
  lane: string,
  scannedAt: string,
  more: Partial<QueuedAdmission> = {},
): QueuedAdmission {
  nextId += 1;
  return {
    id: `queuedAdmission${String(nextId).padStart(5, '0')}`,
    bookingId,
    eventId: EVENT_ID,
    scanned: bookingId,
    device: lane,
    scannedAt,
    ...more,
  };
}

const minutesBefore = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) - minutes * 60_000).toISOString();

const doorOf = (store: InMemoryStore) =>
  readDoorState(
    async () => ({ bookings: store.all('newbookings'), legacy: store.all('bookings') }),
    EVENT_ID,
  );

describe('replayOfflineAdmission', () => {
  it('checks the booking in at the lane’s scan time, on a line whose id is the queued one', async () => {
    const { env, store, clock } = doorWorld();
    const scannedAt = minutesBefore(clock.iso(), 30);
    const admission = queued('bookingTrio', 'Lane A', scannedAt);

    const outcome = await replayOfflineAdmission(env, ADMIN, admission);

    expect(outcome).toMatchObject({
      kind: 'admitted',
      record: { bookingId: 'bookingTrio', people: 3, checkInTime: scannedAt },
    });
    expect(store.peek('newbookings', 'bookingTrio')).toMatchObject({
      checkedIn: true,
      checkInTime: scannedAt,
      checkedInBy: 'organiser@example.com',
      scanLogId: admission.id,
    });
    expect(store.all('scanLog')).toEqual([
      {
        id: admission.id,
        code: 'bookingTrio',
        bookingId: 'bookingTrio',
        eventId: EVENT_ID,
        result: 'admitted',
        adminUid: ADMIN_UID,
        staffEmail: 'organiser@example.com',
        at: scannedAt,
        device: 'Lane A',
        // 180 days after the sync, however long the lane was offline (docs/design.md §3.11).
        expireAt: daysAfter(clock.iso(), 180),
      },
    ]);
  });

  it('records now, not the future, for a lane whose clock ran ahead', async () => {
    const { env, store, clock } = doorWorld();
    await replayOfflineAdmission(
      env,
      ADMIN,
      queued('legacyDuo', 'Lane A', minutesBefore(clock.iso(), -10)),
    );
    expect(store.peek('bookings', 'legacyDuo')?.checkInTime).toBe(clock.iso());
  });

  it('writes nothing for an admission replayed before (its answer lost on the way)', async () => {
    const { env, store, clock } = doorWorld();
    const admission = queued('bookingTrio', 'Lane A', minutesBefore(clock.iso(), 5));
    await replayOfflineAdmission(env, ADMIN, admission);
    const before = [store.all('newbookings'), store.all('scanLog')];

    await expect(replayOfflineAdmission(env, ADMIN, admission)).resolves.toEqual({
      kind: 'replayed-before',
    });
    expect([store.all('newbookings'), store.all('scanLog')]).toEqual(before);
  });

  it('turns an admission of a booking already inside into one conflict line naming both', async () => {
    const { env, store, clock } = doorWorld();
    const firstAt = minutesBefore(clock.iso(), 20);
    const secondAt = minutesBefore(clock.iso(), 10);
    const first = queued('bookingTrio', 'Lane A', firstAt);
    const second = queued('bookingTrio', 'Lane B', secondAt);
    await replayOfflineAdmission(env, ADMIN, first);

    const outcome = await replayOfflineAdmission(env, LANE_B, second);

    const firstAdmission = { at: firstAt, by: 'organiser@example.com', device: 'Lane A' };
    expect(outcome).toMatchObject({ kind: 'conflict', first: firstAdmission });
    expect(store.peek('newbookings', 'bookingTrio')).toMatchObject({
      checkInTime: firstAt,
      scanLogId: first.id,
    });
    expect(store.peek('scanLog', second.id)).toEqual({
      id: second.id,
      code: 'bookingTrio',
      bookingId: 'bookingTrio',
      eventId: EVENT_ID,
      result: 'conflict',
      adminUid: LANE_B.uid,
      staffEmail: 'lane-b@example.com',
      at: secondAt,
      device: 'Lane B',
      first: firstAdmission,
      expireAt: daysAfter(clock.iso(), 180),
    });
    expect((await doorOf(store)).checkedInPeople).toBe(3);
  });

  it('is a conflict too when an online scan admitted the booking while the lane was offline', async () => {
    const { env, store, clock } = doorWorld();
    const offlineAt = minutesBefore(clock.iso(), 15);
    await checkIn(env, LANE_B, { bookingId: 'bookingPair', eventId: EVENT_ID, device: 'Desk' });
    const outcome = await replayOfflineAdmission(
      env,
      ADMIN,
      queued('bookingPair', 'Lane A', offlineAt),
    );
    expect(outcome).toMatchObject({
      kind: 'conflict',
      first: { at: clock.iso(), by: 'lane-b@example.com', device: 'Desk' },
    });
    expect(
      store
        .all('scanLog')
        .map((line) => line.result)
        .sort(),
    ).toEqual(['admitted', 'conflict']);
  });

  it.each([
    ['another event’s booking', 'bookingOther', 'other-event', 'other-event'],
    ['a booking deleted since', 'bookingGone12345', 'not-found', 'invalid'],
  ] as const)('refuses %s and logs it as online', async (_name, id, reason, logged) => {
    const { env, store, clock } = doorWorld();
    const admission = queued(id, 'Lane A', minutesBefore(clock.iso(), 1));
    await expect(replayOfflineAdmission(env, ADMIN, admission)).resolves.toEqual({
      kind: 'refused',
      reason,
    });
    expect(store.all('scanLog')).toMatchObject([{ id: admission.id, result: logged }]);
    expect(store.peek('newbookings', 'bookingOther')?.checkedIn).toBe(false);
  });

  it('is refused to someone who is not an organiser', async () => {
    const { env, clock } = doorWorld();
    await expect(
      replayOfflineAdmission(
        env,
        { uid: 'user-uid-1' },
        queued('bookingTrio', 'Lane A', clock.iso()),
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('replayOfflineAdmissions: two lanes offline, then back', () => {
  it('admits each ticket once, counts it once, and logs one conflict with both lanes and times', async () => {
    const { env, store, clock } = doorWorld();
    const t = (minutes: number) => minutesBefore(clock.iso(), minutes);
    const laneA = [
      queued('bookingTrio', 'Lane A', t(30)),
      queued('bookingPair', 'Lane A', t(29)),
      queued('legacyDuo', 'Lane A', t(28)),
    ];
    const laneB = [queued('bookingPair', 'Lane B', t(25))];
    const forgotten: string[] = [];

    const outcomesA = await replayOfflineAdmissions(env, ADMIN, laneA, (admission) => {
      forgotten.push(admission.id);
    });
    const outcomesB = await replayOfflineAdmissions(env, LANE_B, laneB, (admission) => {
      forgotten.push(admission.id);
    });

    expect(outcomesA.map((outcome) => outcome.kind)).toEqual(['admitted', 'admitted', 'admitted']);
    expect(outcomesB).toMatchObject([{ kind: 'conflict', first: { at: t(29), device: 'Lane A' } }]);
    expect(forgotten).toEqual([...laneA, ...laneB].map((admission) => admission.id));
    const door = await doorOf(store);
    expect(door.checkedInPeople).toBe(3 + 2 + 2);
    // History newest first, each at the lane's scan time.
    expect(door.history.map((record) => [record.bookingId, record.checkInTime])).toEqual([
      ['legacyDuo', t(28)],
      ['bookingPair', t(29)],
      ['bookingTrio', t(30)],
    ]);
    expect(store.all('scanLog').filter((line) => line.result === 'conflict')).toEqual([
      expect.objectContaining({
        at: t(25),
        device: 'Lane B',
        first: expect.objectContaining({ at: t(29), device: 'Lane A' }) as unknown,
      }),
    ]);
  });

  it('gives the booking to the lane that syncs first, whichever scanned first', async () => {
    const { env, store, clock } = doorWorld();
    const early = queued('bookingTrio', 'Lane A', minutesBefore(clock.iso(), 9));
    const late = queued('bookingTrio', 'Lane B', minutesBefore(clock.iso(), 3));
    await replayOfflineAdmissions(env, LANE_B, [late], () => undefined);
    const [outcome] = await replayOfflineAdmissions(env, ADMIN, [early], () => undefined);
    expect(outcome).toMatchObject({ kind: 'conflict', first: { device: 'Lane B' } });
    expect(store.peek('newbookings', 'bookingTrio')?.checkInTime).toBe(late.scannedAt);
  });

  it('stops at the first failure, having forgotten only what was replayed', async () => {
    const { env, clock } = doorWorld();
    const admissions = [
      queued('bookingTrio', 'Lane A', clock.iso()),
      queued('bookingPair', 'Lane A', clock.iso()),
    ];
    const forgotten: string[] = [];
    await expect(
      replayOfflineAdmissions(env, ADMIN, admissions, (admission) => {
        forgotten.push(admission.id);
        if (forgotten.length === 1) throw new Error('the device storage is gone');
      }),
    ).rejects.toThrow('the device storage is gone');
    expect(forgotten).toEqual([admissions[0]?.id]);
    // The next replay recognises the first and admits the second.
    const outcomes = await replayOfflineAdmissions(env, ADMIN, admissions, () => undefined);
    expect(outcomes.map((outcome: ReplayOutcome) => outcome.kind)).toEqual([
      'replayed-before',
      'admitted',
    ]);
  });

  it('lets an organiser undo an offline admission once it is synced', async () => {
    const { env, store, clock } = doorWorld();
    await replayOfflineAdmissions(
      env,
      ADMIN,
      [queued('bookingPair', 'Lane A', minutesBefore(clock.iso(), 2))],
      () => undefined,
    );
    await expect(undoCheckIn(env, ADMIN, { bookingId: 'bookingPair' })).resolves.toMatchObject({
      bookingId: 'bookingPair',
    });
    expect(store.peek('newbookings', 'bookingPair')?.checkedIn).toBe(false);
  });
});

describe('one attempt decided online late and offline (docs/design.md §5.7)', () => {
  it('writes the online check-in’s line under the lane’s attempt id', async () => {
    const { env, store } = doorWorld();
    await checkIn(env, ADMIN, {
      bookingId: 'bookingTrio',
      eventId: EVENT_ID,
      logId: 'attemptOne0000000001',
    });
    expect(store.peek('scanLog', 'attemptOne0000000001')).toMatchObject({ result: 'admitted' });
    expect(store.peek('newbookings', 'bookingTrio')).toMatchObject({
      scanLogId: 'attemptOne0000000001',
    });
  });

  it('ignores the online answer that comes after the lane’s queued admission synced', async () => {
    const { env, store, clock } = doorWorld();
    const admission = queued('bookingTrio', 'Lane A', minutesBefore(clock.iso(), 1));
    await replayOfflineAdmission(env, ADMIN, admission);

    await expect(
      checkIn(env, ADMIN, { bookingId: 'bookingTrio', eventId: EVENT_ID, logId: admission.id }),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(store.all('scanLog')).toHaveLength(1);
    expect(store.peek('scanLog', admission.id)).toMatchObject({ result: 'admitted' });
    expect((await doorOf(store)).checkedInPeople).toBe(3);
  });

  it('forgets the queued admission when the late online answer got there first: no conflict', async () => {
    const { env, store, clock } = doorWorld();
    const admission = queued('bookingTrio', 'Lane A', minutesBefore(clock.iso(), 1));
    await checkIn(env, ADMIN, { bookingId: 'bookingTrio', eventId: EVENT_ID, logId: admission.id });

    expect(await replayOfflineAdmission(env, ADMIN, admission)).toEqual({
      kind: 'replayed-before',
    });
    expect(store.all('scanLog').map((line) => line.result)).toEqual(['admitted']);
    expect((await doorOf(store)).checkedInPeople).toBe(3);
  });
});

describe('an admission synced by another organiser on the same lane (docs/design.md §5.7)', () => {
  it('records the organiser who admitted, and who synced it', async () => {
    const { env, store, clock } = doorWorld();
    const scannedAt = minutesBefore(clock.iso(), 10);
    const admission = queued('bookingTrio', 'Lane A', scannedAt, { admittedBy: ADMIN_UID });

    await replayOfflineAdmission(env, LANE_B, admission);

    expect(store.peek('newbookings', 'bookingTrio')).toMatchObject({
      checkedIn: true,
      checkedInBy: 'organiser@example.com',
      checkInTime: scannedAt,
    });
    expect(store.peek('scanLog', admission.id)).toMatchObject({
      result: 'admitted',
      adminUid: ADMIN_UID,
      syncedBy: LANE_B.uid,
    });
  });

  it('names no one as syncing when the organiser who admitted syncs it', async () => {
    const { env, store, clock } = doorWorld();
    const admission = queued('bookingTrio', 'Lane A', minutesBefore(clock.iso(), 1), {
      admittedBy: ADMIN_UID,
    });
    await replayOfflineAdmission(env, ADMIN, admission);
    expect(store.peek('scanLog', admission.id)).not.toHaveProperty('syncedBy');
  });

  it('records the one syncing when the one who admitted is no longer an organiser', async () => {
    const { env, store, clock } = doorWorld();
    await store.transaction(async (tx) => tx.set('users', ADMIN_UID, anAdmin({ isAdmin: false })));
    const admission = queued('bookingTrio', 'Lane A', minutesBefore(clock.iso(), 1), {
      admittedBy: ADMIN_UID,
    });
    await replayOfflineAdmission(env, LANE_B, admission);
    expect(store.peek('newbookings', 'bookingTrio')).toMatchObject({
      checkedInBy: 'lane-b@example.com',
    });
    expect(store.peek('scanLog', admission.id)).toMatchObject({ adminUid: LANE_B.uid });
    expect(store.peek('scanLog', admission.id)).not.toHaveProperty('syncedBy');
  });
});

describe('a late online answer that found the guest inside already', () => {
  it('still leaves the conflict the lane’s green was, once', async () => {
    const { env, store, clock } = doorWorld();
    await checkIn(env, LANE_B, { bookingId: 'bookingTrio', eventId: EVENT_ID, device: 'Lane B' });
    const admission = queued('bookingTrio', 'Lane A', minutesBefore(clock.iso(), 1));
    // The lane gave up waiting and admitted from its stale copy; its online try then answered.
    await checkIn(env, ADMIN, { bookingId: 'bookingTrio', eventId: EVENT_ID, logId: admission.id });
    expect(store.peek('scanLog', admission.id)).toMatchObject({ result: 'already' });

    expect(await replayOfflineAdmission(env, ADMIN, admission)).toMatchObject({ kind: 'conflict' });
    expect(store.peek('scanLog', lateConflictId(admission.id))).toMatchObject({
      result: 'conflict',
      first: { by: 'lane-b@example.com', device: 'Lane B' },
    });
    expect(await replayOfflineAdmission(env, ADMIN, admission)).toEqual({
      kind: 'replayed-before',
    });
    expect(store.all('scanLog').filter((line) => line.result === 'conflict')).toHaveLength(1);
    expect((await doorOf(store)).checkedInPeople).toBe(3);
  });
});
