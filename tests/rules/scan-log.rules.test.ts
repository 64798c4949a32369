import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { encodeForFirestore } from '@/backend/firebase-common/codec';
import { webTimestamps } from '@/backend/firebase/web-store';
import type { ScanLogDoc } from '@/engine/collections';
import { checkIn } from '@/engine/flows/check-in';
import { replayOfflineAdmissions } from '@/engine/flows/replay-offline-admissions';
import { BOOKING_ID, EVENT_ID, aBooking, aScanLine } from './support/fixtures';
import { ADMIN, DOOR, GUEST, SECOND_ADMIN, actor, describeRules } from './support/rules-world';

const ENTRY_ID = 'scanLogEntry00000001';

const entry = (overrides: Partial<ScanLogDoc> & Record<string, unknown> = {}): ScanLogDoc =>
  aScanLine(ENTRY_ID, ADMIN.uid, overrides);

describeRules('scanLog', (world) => {
  const append = (db: ReturnType<typeof world.admin>, line: ScanLogDoc) =>
    setDoc(doc(db, 'scanLog', line.id), encodeForFirestore('scanLog', line, webTimestamps));

  it('lets an organiser read the scan log of an event, newest first', async () => {
    await world.seed('scanLog', ENTRY_ID, entry());
    const lines = await assertSucceeds(
      getDocs(
        query(
          collection(world.admin(), 'scanLog'),
          where('eventId', '==', EVENT_ID),
          orderBy('at', 'desc'),
          limit(50),
        ),
      ),
    );
    expect(lines.docs.map((d) => d.id)).toEqual([ENTRY_ID]);
  });

  it('refuses a visitor and a non-admin reading or writing the scan log', async () => {
    await world.seed('scanLog', ENTRY_ID, entry());
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(getDocs(collection(db, 'scanLog')));
      await assertFails(append(db, entry({ id: 'scanLogEntry00000002', adminUid: GUEST.uid })));
    }
  });

  it('lets the check-in flow log refused scans: invalid, not found, other event, already', async () => {
    await world.seed('newbookings', BOOKING_ID, aBooking({ eventId: 'otherEvent00001' }));
    const env = world.flowEnv(world.admin());
    const scan = (bookingId: string | null) =>
      checkIn(env, actor(ADMIN), { bookingId, eventId: EVENT_ID, scanned: 'scanned text' });
    await expect(assertSucceeds(scan(null))).resolves.toMatchObject({ reason: 'invalid' });
    await expect(assertSucceeds(scan('noSuchBooking00001'))).resolves.toMatchObject({
      reason: 'not-found',
    });
    await expect(assertSucceeds(scan(BOOKING_ID))).resolves.toMatchObject({
      reason: 'other-event',
    });
    const lines = await getDocs(query(collection(world.admin(), 'scanLog')));
    expect(lines.docs.map((d) => d.get('result') as string).sort()).toEqual([
      'invalid',
      'invalid',
      'other-event',
    ]);
  });

  it('accepts every refusal an organiser appends in the flow’s shape', async () => {
    const db = world.admin();
    const results = ['already', 'invalid', 'other-event', 'failed'] as const;
    for (const [i, result] of results.entries()) {
      await assertSucceeds(
        append(db, entry({ id: `scanLogEntry0000001${i}`, result, bookingId: BOOKING_ID })),
      );
    }
    await assertSucceeds(
      append(
        db,
        entry({ id: 'scanLogEntry00000020', code: 'x'.repeat(500), device: null, eventId: null }),
      ),
    );
  });

  it('refuses an admitted or undone entry without the booking change it records', async () => {
    await world.seed('newbookings', BOOKING_ID, aBooking());
    const db = world.admin();
    await assertFails(append(db, entry({ result: 'admitted', bookingId: BOOKING_ID })));
    await assertFails(append(db, entry({ result: 'undone', bookingId: BOOKING_ID })));
    await assertFails(append(db, entry({ result: 'admitted', bookingId: null })));
  });

  it.each<[string, Partial<ScanLogDoc> & Record<string, unknown>]>([
    ["another organiser's uid", { adminUid: SECOND_ADMIN.uid }],
    ['an unknown result', { result: 'waved-through' as 'invalid' }],
    ['a code over 500 characters', { code: 'x'.repeat(501) }],
    ['a device name over 200 characters', { device: 'd'.repeat(201) }],
    ['a booking id that is a path', { bookingId: 'bookings/abc' }],
    ['an id that is not the document id', { id: 'scanLogEntry99999999' }],
    ['an extra field', { note: 'let in by hand' }],
  ])('refuses an entry with %s', async (_name, overrides) => {
    const line = entry(overrides);
    await assertFails(
      setDoc(
        doc(world.admin(), 'scanLog', ENTRY_ID),
        encodeForFirestore('scanLog', line, webTimestamps),
      ),
    );
  });

  it('refuses an entry without a time or with its time as text', async () => {
    const db = world.admin();
    const { at: _at, ...withoutTime } = encodeForFirestore('scanLog', entry(), webTimestamps);
    await assertFails(setDoc(doc(db, 'scanLog', ENTRY_ID), withoutTime));
    await assertFails(setDoc(doc(db, 'scanLog', ENTRY_ID), { ...withoutTime, at: 'now' }));
  });

  it('refuses changing or deleting an entry, even by an organiser (append-only)', async () => {
    await world.seed('scanLog', ENTRY_ID, entry());
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertFails(updateDoc(doc(db, 'scanLog', ENTRY_ID), { result: 'admitted' }));
      await assertFails(deleteDoc(doc(db, 'scanLog', ENTRY_ID)));
      await assertFails(append(db, entry({ code: 'overwritten' })));
    }
  });

  it('lets two lanes’ offline admissions replay: one admission, one conflict naming both', async () => {
    await world.seed('newbookings', BOOKING_ID, aBooking());
    const admission = (id: string, device: string, minutesAgo: number) => ({
      id,
      bookingId: BOOKING_ID,
      eventId: EVENT_ID,
      scanned: BOOKING_ID,
      device,
      scannedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    });
    const laneA = admission('offlineAdmissionA001', 'Lane AAAA · test', 10);
    const laneB = admission('offlineAdmissionB001', 'Lane BBBB · test', 5);
    const replay = (db: ReturnType<typeof world.admin>, who: typeof ADMIN, queued: typeof laneA) =>
      replayOfflineAdmissions(world.flowEnv(db), actor(who), [queued], () => undefined);

    await expect(assertSucceeds(replay(world.admin(), ADMIN, laneA))).resolves.toMatchObject([
      { kind: 'admitted' },
    ]);
    await expect(
      assertSucceeds(replay(world.secondAdmin(), SECOND_ADMIN, laneB)),
    ).resolves.toMatchObject([{ kind: 'conflict', first: { device: 'Lane AAAA · test' } }]);
    const conflict = await getDocs(
      query(collection(world.admin(), 'scanLog'), where('result', '==', 'conflict')),
    );
    expect(conflict.docs.map((d) => d.get('first.at') as string)).toEqual([laneA.scannedAt]);
  });

  it.each<[string, Partial<ScanLogDoc> & Record<string, unknown>]>([
    ['a conflict without the first admission', { result: 'conflict', bookingId: BOOKING_ID }],
    [
      'a conflict whose first admission has an extra field',
      {
        result: 'conflict',
        bookingId: BOOKING_ID,
        first: { at: null, by: null, device: null, note: 'x' } as ScanLogDoc['first'],
      },
    ],
    [
      'a conflict about no booking',
      { result: 'conflict', bookingId: null, first: { at: null, by: null, device: null } },
    ],
    [
      'a first admission on a line that is no conflict',
      { result: 'already', bookingId: BOOKING_ID, first: { at: null, by: null, device: null } },
    ],
  ])('refuses %s', async (_name, overrides) => {
    await assertFails(append(world.admin(), entry(overrides)));
  });
  it('lets a lane’s late online answer and its replay leave one conflict when the guest was inside', async () => {
    await world.seed('newbookings', BOOKING_ID, aBooking());
    const env = world.flowEnv(world.admin());
    const attempt = 'offlineAdmissionL001';
    await assertSucceeds(
      checkIn(world.flowEnv(world.secondAdmin()), actor(SECOND_ADMIN), {
        bookingId: BOOKING_ID,
        eventId: EVENT_ID,
      }),
    );
    await assertSucceeds(
      checkIn(env, actor(ADMIN), { bookingId: BOOKING_ID, eventId: EVENT_ID, logId: attempt }),
    );
    const queued = {
      id: attempt,
      bookingId: BOOKING_ID,
      eventId: EVENT_ID,
      scanned: BOOKING_ID,
      device: 'Lane LLLL · test',
      scannedAt: new Date(Date.now() - 60_000).toISOString(),
    };
    await expect(
      assertSucceeds(replayOfflineAdmissions(env, actor(ADMIN), [queued], () => undefined)),
    ).resolves.toMatchObject([{ kind: 'conflict' }]);
  });

  describe('an offline admission synced by another organiser on the lane (docs/design.md §5.7)', () => {
    const queuedBy = (admittedBy: string) => ({
      id: 'offlineAdmissionC001',
      bookingId: BOOKING_ID,
      eventId: EVENT_ID,
      scanned: BOOKING_ID,
      device: 'Lane CCCC · test',
      scannedAt: new Date(Date.now() - 60_000).toISOString(),
      admittedBy,
    });

    it('is written in the name of the organiser who admitted, with who synced it', async () => {
      await world.seed('newbookings', BOOKING_ID, aBooking());
      const env = world.flowEnv(world.secondAdmin());
      await expect(
        assertSucceeds(
          replayOfflineAdmissions(env, actor(SECOND_ADMIN), [queuedBy(ADMIN.uid)], () => undefined),
        ),
      ).resolves.toMatchObject([{ kind: 'admitted' }]);
      const line = await getDocs(query(collection(world.admin(), 'scanLog')));
      expect(line.docs.map((d) => [d.get('adminUid'), d.get('syncedBy')])).toEqual([
        [ADMIN.uid, SECOND_ADMIN.uid],
      ]);
      const booking = await getDocs(query(collection(world.admin(), 'newbookings')));
      expect(booking.docs.map((d) => d.get('checkedInBy') as string)).toEqual([ADMIN.email]);
    });

    it('names the door person who admitted when an organiser syncs their lane; door staff sync only their own', async () => {
      await world.seed('newbookings', BOOKING_ID, aBooking());
      const byOrganiser = world.flowEnv(world.secondAdmin());
      await expect(
        assertSucceeds(
          replayOfflineAdmissions(
            byOrganiser,
            actor(SECOND_ADMIN),
            [queuedBy(DOOR.uid)],
            () => undefined,
          ),
        ),
      ).resolves.toMatchObject([{ kind: 'admitted' }]);
      const lines = await getDocs(query(collection(world.admin(), 'scanLog')));
      expect(
        lines.docs.map((d) => [d.get('adminUid'), d.get('staffEmail'), d.get('syncedBy')]),
      ).toEqual([[DOOR.uid, DOOR.email, SECOND_ADMIN.uid]]);

      // Door staff cannot read an organiser's record to name them: the organiser's admission
      // stays queued for an organiser (or its maker), and nothing is written.
      await world.seed('newbookings', 'bookingSyncedByDoor1', aBooking());
      const leftQueued = {
        ...queuedBy(ADMIN.uid),
        id: 'offlineAdmissionC002',
        bookingId: 'bookingSyncedByDoor1',
      };
      await expect(
        assertSucceeds(
          replayOfflineAdmissions(
            world.flowEnv(world.door()),
            actor(DOOR),
            [leftQueued],
            () => undefined,
          ),
        ),
      ).resolves.toEqual([{ kind: 'not-yours' }]);
      // Its own admissions, door staff sync themselves.
      await expect(
        assertSucceeds(
          replayOfflineAdmissions(
            world.flowEnv(world.door()),
            actor(DOOR),
            [{ ...leftQueued, id: 'offlineAdmissionC003', admittedBy: DOOR.uid }],
            () => undefined,
          ),
        ),
      ).resolves.toMatchObject([{ kind: 'admitted' }]);
    });

    it('refuses a synced line in the name of door staff not assigned to the event', async () => {
      await world.seed('newbookings', BOOKING_ID, aBooking());
      await world.seed('users', DOOR.uid, {
        ...DOOR,
        isAdmin: false,
        walletBalance: 0,
        role: 'door',
        doorEventIds: ['anotherEventId000001'],
      });
      await assertFails(
        append(
          world.secondAdmin(),
          entry({ bookingId: BOOKING_ID, adminUid: DOOR.uid, syncedBy: SECOND_ADMIN.uid }),
        ),
      );
    });

    it.each<[string, Partial<ScanLogDoc> & Record<string, unknown>]>([
      ['synced by someone else', { adminUid: ADMIN.uid, syncedBy: 'admin-3-uid' }],
      [
        'in the name of someone who is no organiser',
        { adminUid: GUEST.uid, syncedBy: SECOND_ADMIN.uid },
      ],
      ['synced in one’s own name', { adminUid: SECOND_ADMIN.uid, syncedBy: SECOND_ADMIN.uid }],
      [
        'that is no replay (an “already”)',
        { adminUid: ADMIN.uid, syncedBy: SECOND_ADMIN.uid, result: 'already' },
      ],
      [
        'that is no replay (an undo)',
        { adminUid: ADMIN.uid, syncedBy: SECOND_ADMIN.uid, result: 'undone' },
      ],
    ])('refuses a synced line %s', async (_name, overrides) => {
      await world.seed('newbookings', BOOKING_ID, aBooking());
      await assertFails(
        append(world.secondAdmin(), entry({ bookingId: BOOKING_ID, ...overrides })),
      );
    });

    it('accepts a synced check-in only with the e-mail of the organiser its line names', async () => {
      await world.seed('newbookings', BOOKING_ID, aBooking());
      const db = world.secondAdmin();
      const syncedCheckIn = (checkedInBy: string) => {
        const batch = writeBatch(db);
        batch.set(
          doc(db, 'scanLog', ENTRY_ID),
          encodeForFirestore(
            'scanLog',
            entry({ result: 'admitted', bookingId: BOOKING_ID, syncedBy: SECOND_ADMIN.uid }),
            webTimestamps,
          ),
        );
        batch.update(doc(db, 'newbookings', BOOKING_ID), {
          checkedIn: true,
          checkInTime: new Date(Date.now() - 60_000),
          checkedInBy,
          scanLogId: ENTRY_ID,
        });
        return batch.commit();
      };
      await assertFails(syncedCheckIn(SECOND_ADMIN.email));
      await assertSucceeds(syncedCheckIn(ADMIN.email));
    });
  });
});
