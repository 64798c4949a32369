import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  where,
} from 'firebase/firestore';
import { expect, it } from 'vitest';
import { encodeForFirestore } from '@/backend/firebase-common/codec';
import { webTimestamps } from '@/backend/firebase/web-store';
import { checkInCases } from './support/check-in-cases';
import { BOOKING_ID, EVENT_ID, aBooking } from './support/fixtures';
import { ADMIN, describeRules } from './support/rules-world';

describeRules('newbookings', (world) => {
  const seedBooking = (checkedIn: boolean) =>
    world.seed(
      'newbookings',
      BOOKING_ID,
      aBooking(
        checkedIn
          ? { checkedIn: true, checkInTime: '2026-12-12T13:00:00.000Z', checkedInBy: ADMIN.email }
          : {},
      ),
    );

  it('lets an organiser read bookings: by id, by event, checked in newest first', async () => {
    await seedBooking(true);
    const db = world.admin();
    await assertSucceeds(getDoc(doc(db, 'newbookings', BOOKING_ID)));
    const checkedIn = await assertSucceeds(
      getDocs(
        query(
          collection(db, 'newbookings'),
          where('eventId', '==', EVENT_ID),
          where('checkedIn', '==', true),
          orderBy('checkInTime', 'desc'),
        ),
      ),
    );
    expect(checkedIn.docs.map((d) => d.id)).toEqual([BOOKING_ID]);
    await assertSucceeds(
      getDocs(query(collection(db, 'newbookings'), orderBy('createdAt', 'desc'))),
    );
  });

  it('refuses a visitor and a non-admin any booking (tickets are read through tickets/{token})', async () => {
    await seedBooking(false);
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(getDoc(doc(db, 'newbookings', BOOKING_ID)));
      await assertFails(getDocs(collection(db, 'newbookings')));
      await assertFails(
        getDocs(query(collection(db, 'newbookings'), where('token', '==', aBooking().token))),
      );
    }
  });

  it('refuses a client writing a booking, organisers included (only the functions do)', async () => {
    const booking = encodeForFirestore('newbookings', aBooking({ total: 0 }), webTimestamps);
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertFails(setDoc(doc(db, 'newbookings', 'clientBooking0001'), booking));
    }
  });

  it('refuses deleting a booking, even by an organiser', async () => {
    await seedBooking(false);
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertFails(deleteDoc(doc(db, 'newbookings', BOOKING_ID)));
    }
  });

  checkInCases(world, 'newbookings', BOOKING_ID, seedBooking);
});
