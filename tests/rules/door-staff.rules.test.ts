/**
 * Door staff (docs/design.md §6.1, §3.8): the scanner, manual check-in and the scan log, for the
 * events assigned to them, and nothing an organiser alone may read or write. Each organiser read
 * and write is tried by hand, as a client skipping the engine's own check would.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { expect, it } from 'vitest';
import { encodeForFirestore } from '@/backend/firebase-common/codec';
import { webTimestamps } from '@/backend/firebase/web-store';
import { DOOR_EVENT_REFUSED_MESSAGE } from '@/domain/team';
import { checkIn, undoCheckIn } from '@/engine/flows/check-in';
import type { ScanLogDoc } from '@/engine/collections';
import {
  BOOKING_ID,
  EVENT_FORM,
  EVENT_ID,
  aBooking,
  aPromoCode,
  aScanLine,
  anEvent,
} from './support/fixtures';
import { ADMIN, BUYER, DOOR, actor, describeRules } from './support/rules-world';
import { handTopUp, topUpRecordDoc } from './support/top-up-writes';

const OTHER_EVENT_ID = 'eventOther000001';
const OTHER_BOOKING_ID = 'bookingOther000001';

describeRules('doorStaff', (world) => {
  const seedDoor = async () => {
    await world.seed('events', EVENT_ID, anEvent());
    await world.seed('events', OTHER_EVENT_ID, anEvent({ id: OTHER_EVENT_ID }));
    await world.seed('newbookings', BOOKING_ID, aBooking());
    await world.seed('newbookings', OTHER_BOOKING_ID, {
      ...aBooking({ eventId: OTHER_EVENT_ID }),
      id: OTHER_BOOKING_ID,
    });
    await world.seed('promoCodes', 'VIPTEST01', aPromoCode());
    await world.seed(
      'scanLog',
      'scanLogOther00001',
      aScanLine('scanLogOther00001', ADMIN.uid, {
        eventId: OTHER_EVENT_ID,
      }),
    );
  };

  const append = (db: Firestore, line: ScanLogDoc) =>
    setDoc(doc(db, 'scanLog', line.id), encodeForFirestore('scanLog', line, webTimestamps));

  it('are refused every organiser read', async () => {
    await seedDoor();
    const db = world.door();
    await assertFails(getDoc(doc(db, 'users', BUYER.uid)));
    await assertFails(getDocs(collection(db, 'users')));
    await assertFails(getDocs(collection(db, 'promoCodes')));
    await assertFails(getDocs(collection(db, 'promoRedemptions')));
    await assertFails(
      getDocs(query(collection(db, 'transactions'), where('toId', '==', DOOR.uid))),
    );
    await assertFails(getDocs(collection(db, 'contactMessages')));
    await assertFails(getDocs(collection(db, 'mail')));
    await assertFails(getDocs(collection(db, 'refunds')));
    await assertFails(getDocs(collection(db, 'team')));
    await assertFails(getDoc(doc(db, 'team', DOOR.email)));
    // Every registration (the export), and the door of an event not theirs.
    await assertFails(getDocs(collection(db, 'newbookings')));
    await assertFails(getDocs(collection(db, 'bookings')));
    await assertFails(
      getDocs(query(collection(db, 'newbookings'), where('eventId', '==', OTHER_EVENT_ID))),
    );
    await assertFails(
      getDocs(query(collection(db, 'scanLog'), where('eventId', '==', OTHER_EVENT_ID))),
    );
    await assertFails(getDocs(collection(db, 'scanLog')));
  });

  it('are refused every organiser write', async () => {
    await seedDoor();
    const db = world.door();
    const event = encodeForFirestore('events', anEvent({ id: 'eventNew00000001' }), webTimestamps);
    await assertFails(setDoc(doc(db, 'events', 'eventNew00000001'), event));
    await assertFails(updateDoc(doc(db, 'events', EVENT_ID), { ...EVENT_FORM, title: 'Mine' }));
    await assertFails(deleteDoc(doc(db, 'events', OTHER_EVENT_ID)));
    const code = encodeForFirestore('promoCodes', aPromoCode('VIPDOOR01'), webTimestamps);
    await assertFails(setDoc(doc(db, 'promoCodes', 'VIPDOOR01'), code));
    await assertFails(deleteDoc(doc(db, 'promoCodes', 'VIPTEST01')));
    await assertFails(
      handTopUp(
        db,
        BUYER.uid,
        { walletBalance: 60, lastTopUpId: 'topUpRecord00000001' },
        topUpRecordDoc(BUYER.uid, 50),
      ),
    );
    // Their own role, events or rights, and anyone's team record.
    await assertFails(
      updateDoc(doc(db, 'users', DOOR.uid), { doorEventIds: [EVENT_ID, OTHER_EVENT_ID] }),
    );
    await assertFails(updateDoc(doc(db, 'users', DOOR.uid), { isAdmin: true }));
    await assertFails(updateDoc(doc(db, 'users', DOOR.uid), { role: 'organiser' }));
    await assertFails(
      setDoc(doc(db, 'team', 'friend@example.com'), { email: 'friend@example.com', role: 'door' }),
    );
  });

  it('read their own event’s door: its bookings, its scan log, a booking by id', async () => {
    await seedDoor();
    const db = world.door();
    await assertSucceeds(getDoc(doc(db, 'users', DOOR.uid)));
    const bookings = await assertSucceeds(
      getDocs(query(collection(db, 'newbookings'), where('eventId', '==', EVENT_ID))),
    );
    expect(bookings.docs.map((d) => d.id)).toEqual([BOOKING_ID]);
    await assertSucceeds(
      getDocs(query(collection(db, 'bookings'), where('eventId', '==', EVENT_ID))),
    );
    await assertSucceeds(
      getDocs(query(collection(db, 'scanLog'), where('eventId', '==', EVENT_ID))),
    );
    await assertSucceeds(getDoc(doc(db, 'newbookings', OTHER_BOOKING_ID)));
  });

  it('check in and undo on an assigned event through the flows, named in the log', async () => {
    await seedDoor();
    const env = world.flowEnv(world.door());
    const result = await assertSucceeds(
      checkIn(env, actor(DOOR), { bookingId: BOOKING_ID, eventId: EVENT_ID, scanned: BOOKING_ID }),
    );
    expect(result).toMatchObject({ ok: true, record: { checkedInBy: DOOR.email } });
    const admitted = await world.peek(`newbookings/${BOOKING_ID}`);
    expect(await world.peek(`scanLog/${String(admitted?.['scanLogId'])}`)).toMatchObject({
      result: 'admitted',
      adminUid: DOOR.uid,
      staffEmail: DOOR.email,
    });
    await assertSucceeds(undoCheckIn(env, actor(DOOR), { bookingId: BOOKING_ID }));
    const undone = await world.peek(`newbookings/${BOOKING_ID}`);
    expect(undone).toMatchObject({ checkedIn: false });
    expect(await world.peek(`scanLog/${String(undone?.['scanLogId'])}`)).toMatchObject({
      result: 'undone',
      staffEmail: DOOR.email,
    });
  });

  it('hear "another event" for a ticket of an event not theirs, logged on their own', async () => {
    await seedDoor();
    const env = world.flowEnv(world.door());
    await expect(
      assertSucceeds(checkIn(env, actor(DOOR), { bookingId: OTHER_BOOKING_ID, eventId: EVENT_ID })),
    ).resolves.toMatchObject({ ok: false, reason: 'other-event' });
  });

  it('are refused checking in or undoing on an unassigned event, by the flow or by hand', async () => {
    await seedDoor();
    const db = world.door();
    await expect(
      checkIn(world.flowEnv(db), actor(DOOR), {
        bookingId: OTHER_BOOKING_ID,
        eventId: OTHER_EVENT_ID,
      }),
    ).rejects.toThrow(DOOR_EVENT_REFUSED_MESSAGE);
    // By hand: the booking's check-in with a line naming it, as the flow would write it.
    const line = aScanLine('doorHandLine000001', DOOR.uid, {
      bookingId: OTHER_BOOKING_ID,
      eventId: OTHER_EVENT_ID,
      result: 'admitted',
      staffEmail: DOOR.email,
    });
    const admit = {
      checkedIn: true,
      checkInTime: new Date(),
      checkedInBy: DOOR.email,
      scanLogId: line.id,
    };
    await assertFails(
      (async () => {
        await append(db, line);
      })(),
    );
    await assertFails(updateDoc(doc(db, 'newbookings', OTHER_BOOKING_ID), admit));
    // A refused scan's line for an event not theirs.
    await assertFails(
      append(db, aScanLine('doorHandLine000002', DOOR.uid, { eventId: OTHER_EVENT_ID })),
    );
    // Undo on an event not theirs: the booking checked in by an organiser.
    await world.seed('newbookings', OTHER_BOOKING_ID, {
      ...aBooking({
        eventId: OTHER_EVENT_ID,
        checkedIn: true,
        checkInTime: '2026-12-12T13:00:00.000Z',
        checkedInBy: ADMIN.email,
      }),
      id: OTHER_BOOKING_ID,
    });
    await expect(
      undoCheckIn(world.flowEnv(db), actor(DOOR), { bookingId: OTHER_BOOKING_ID }),
    ).rejects.toThrow(DOOR_EVENT_REFUSED_MESSAGE);
    await assertFails(
      updateDoc(doc(db, 'newbookings', OTHER_BOOKING_ID), {
        checkedIn: false,
        checkInTime: null,
        checkedInBy: null,
        scanLogId: 'doorHandLine000003',
      }),
    );
  });

  it('may not write a scan-log line in someone else’s name', async () => {
    await seedDoor();
    await assertFails(
      append(world.door(), aScanLine('doorHandLine000004', DOOR.uid, { staffEmail: ADMIN.email })),
    );
    await assertSucceeds(
      append(world.door(), aScanLine('doorHandLine000005', DOOR.uid, { staffEmail: DOOR.email })),
    );
  });

  it('lose the door at their next request once their role is taken away', async () => {
    await seedDoor();
    const db = world.door();
    await assertSucceeds(
      getDocs(query(collection(db, 'newbookings'), where('eventId', '==', EVENT_ID))),
    );
    await world.seed('users', DOOR.uid, {
      ...DOOR,
      isAdmin: false,
      walletBalance: 0,
      role: null,
      doorEventIds: [],
    });
    await assertFails(
      getDocs(query(collection(db, 'newbookings'), where('eventId', '==', EVENT_ID))),
    );
    await assertFails(append(db, aScanLine('doorHandLine000006', DOOR.uid)));
  });
});
