import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { it } from 'vitest';
import { describeRules } from './support/rules-world';

// mail/{id}: the Trigger Email extension's outbox. Organisers read it (the admin area lists the
// ticket e-mails); a visitor able to read it could read every buyer's ticket, and any client
// able to write it could send mail from the organisers' address.
const MAIL = {
  to: 'buyer@example.com',
  message: { subject: 'Your ticket', text: 'See you there', html: '<p>See you there</p>' },
  createdAt: new Date('2030-06-01T10:00:00.000Z'),
};
const ID = 'mailDoc000000000001';

describeRules('mail', (world) => {
  it('lets an organiser read and list the outbox, newest first', async () => {
    await world.seedRaw(`mail/${ID}`, MAIL);
    const db = world.admin();
    await assertSucceeds(getDoc(doc(db, 'mail', ID)));
    await assertSucceeds(
      getDocs(query(collection(db, 'mail'), orderBy('createdAt', 'desc'), limit(50))),
    );
  });

  it('refuses a visitor and a signed-in non-admin reading or listing it', async () => {
    await world.seedRaw(`mail/${ID}`, MAIL);
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(getDoc(doc(db, 'mail', ID)));
      await assertFails(getDocs(collection(db, 'mail')));
    }
  });

  it('refuses every client, organisers included, creating, changing or deleting one', async () => {
    await world.seedRaw(`mail/${ID}`, MAIL);
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertFails(setDoc(doc(db, 'mail', 'clientWritten00001'), MAIL));
      await assertFails(updateDoc(doc(db, 'mail', ID), { to: 'attacker@example.com' }));
      await assertFails(deleteDoc(doc(db, 'mail', ID)));
    }
  });
});
