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
import { EVENT_ID, LEGACY_BOOKING_ID, aLegacyBooking } from './support/fixtures';
import { ADMIN, describeRules } from './support/rules-world';

// bookings/{id}: the previous site's bookings. Read-only, but for check-in; its id is the
// legacy ticket link (docs/design.md §9.4), so holding it lets anyone `get` that one booking.
describeRules('bookings', (world) => {
  const seedBooking = (checkedIn: boolean) =>
    world.seed(
      'bookings',
      LEGACY_BOOKING_ID,
      aLegacyBooking(
        checkedIn
          ? { checkedIn: true, checkInTime: '2025-07-28T13:00:00.000Z', checkedInBy: ADMIN.email }
          : {},
      ),
    );

  it('lets anyone holding a legacy ticket link get that booking', async () => {
    await seedBooking(false);
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertSucceeds(getDoc(doc(db, 'bookings', LEGACY_BOOKING_ID)));
    }
  });

  it('refuses a visitor and a non-admin listing legacy bookings', async () => {
    await seedBooking(false);
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(getDocs(collection(db, 'bookings')));
      await assertFails(
        getDocs(query(collection(db, 'bookings'), where('eventId', '==', EVENT_ID))),
      );
    }
  });

  it('lets an organiser list them: by event, checked in, newest first', async () => {
    await seedBooking(true);
    const db = world.admin();
    const checkedIn = await assertSucceeds(
      getDocs(
        query(
          collection(db, 'bookings'),
          where('eventId', '==', EVENT_ID),
          where('checkedIn', '==', true),
          orderBy('checkInTime', 'desc'),
        ),
      ),
    );
    expect(checkedIn.docs.map((d) => d.id)).toEqual([LEGACY_BOOKING_ID]);
    await assertSucceeds(getDocs(query(collection(db, 'bookings'), orderBy('createdAt', 'desc'))));
  });

  it('refuses a client writing or deleting a legacy booking', async () => {
    await seedBooking(false);
    const booking = encodeForFirestore('bookings', aLegacyBooking(), webTimestamps);
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertFails(setDoc(doc(db, 'bookings', 'clientLegacy00001'), booking));
      await assertFails(deleteDoc(doc(db, 'bookings', LEGACY_BOOKING_ID)));
    }
  });

  checkInCases(world, 'bookings', LEGACY_BOOKING_ID, seedBooking);
});
