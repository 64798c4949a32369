import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { expect, it } from 'vitest';
import { describeRules } from './support/rules-world';

const ID = 'contactMessage000001';

// What the sendContactMessage function keeps (the flow's document, createdAt a Timestamp).
const stored = {
  id: ID,
  name: 'Asha',
  email: 'asha@example.com',
  message: 'Is there parking at the venue?',
  createdAt: '2030-06-01T06:30:00.000Z',
};

// A message goes through the sendContactMessage function (App Check and a daily limit per sender,
// docs/design.md §13); writing it straight to Firestore would skip both.
describeRules('contactMessages', (world) => {
  it('refuses a message written from any browser, even a well-formed one with the server time', async () => {
    const direct = { ...stored, createdAt: serverTimestamp() };
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertFails(setDoc(doc(db, 'contactMessages', ID), direct));
    }
  });

  it('lets only organisers read messages, newest first', async () => {
    await world.seed('contactMessages', ID, stored);
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(getDoc(doc(db, 'contactMessages', ID)));
      await assertFails(getDocs(collection(db, 'contactMessages')));
    }
    const listed = await assertSucceeds(
      getDocs(query(collection(world.admin(), 'contactMessages'), orderBy('createdAt', 'desc'))),
    );
    expect(listed.docs.map((d) => d.id)).toEqual([ID]);
  });

  it('refuses changing or deleting a message, even by an organiser', async () => {
    await world.seed('contactMessages', ID, stored);
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertFails(updateDoc(doc(db, 'contactMessages', ID), { message: 'changed' }));
      await assertFails(deleteDoc(doc(db, 'contactMessages', ID)));
    }
  });
});
