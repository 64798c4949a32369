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
} from 'firebase/firestore';
import { expect, it } from 'vitest';
import { encodeForFirestore } from '@/backend/firebase-common/codec';
import { webTimestamps } from '@/backend/firebase/web-store';
import { TOKEN, aTicket } from './support/fixtures';
import { describeRules } from './support/rules-world';

// tickets/{token}: a booking's public projection. Its id is the unguessable token, so holding
// the link is what lets someone read it; nobody can list tickets to find others'.
describeRules('tickets', (world) => {
  it('lets anyone holding the token get the ticket', async () => {
    await world.seed('tickets', TOKEN, aTicket());
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      const snapshot = await assertSucceeds(getDoc(doc(db, 'tickets', TOKEN)));
      expect(snapshot.get('bookingId')).toBe(aTicket().bookingId);
    }
  });

  it('lets anyone get a token that has no ticket (the page then says so)', async () => {
    await assertSucceeds(getDoc(doc(world.anon(), 'tickets', 'noSuchTokenAtAll0001')));
  });

  it('refuses a visitor, a non-admin and an organiser listing tickets', async () => {
    await world.seed('tickets', TOKEN, aTicket());
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertFails(getDocs(collection(db, 'tickets')));
      await assertFails(
        getDocs(query(collection(db, 'tickets'), where('email', '==', aTicket().email))),
      );
    }
  });

  it('refuses any client writing, changing or deleting a ticket (only the functions do)', async () => {
    await world.seed('tickets', TOKEN, aTicket());
    const forged = encodeForFirestore(
      'tickets',
      { ...aTicket(), token: 'forgedToken00000001' },
      webTimestamps,
    );
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertFails(setDoc(doc(db, 'tickets', 'forgedToken00000001'), forged));
      await assertFails(updateDoc(doc(db, 'tickets', TOKEN), { amountPaid: 0 }));
      await assertFails(deleteDoc(doc(db, 'tickets', TOKEN)));
    }
  });
});
