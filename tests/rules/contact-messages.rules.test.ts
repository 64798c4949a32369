import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
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
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '@/domain/contact';
import { describeRules } from './support/rules-world';

const ID = 'contactMessage000001';

// What a visitor's browser writes: the form's fields, checked by src/domain/contact.ts, and the
// server's time (serverTimestamp), so nobody can back- or post-date a message.
const message = (overrides: Record<string, unknown> = {}) => ({
  id: ID,
  name: 'Asha',
  email: 'asha@example.com',
  message: 'Is there parking at the venue?',
  createdAt: serverTimestamp(),
  ...overrides,
});

const longEmail = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describeRules('contactMessages', (world) => {
  it('lets a visitor and a signed-in user leave a message', async () => {
    await assertSucceeds(setDoc(doc(world.anon(), 'contactMessages', ID), message()));
    await assertSucceeds(
      setDoc(
        doc(world.guest(), 'contactMessages', 'contactMessage000002'),
        message({ id: 'contactMessage000002' }),
      ),
    );
  });

  it('accepts a message without the id copy, and every bound the form allows', async () => {
    const { id: _id, ...withoutId } = message();
    await assertSucceeds(setDoc(doc(world.anon(), 'contactMessages', ID), withoutId));
    await assertSucceeds(
      setDoc(
        doc(world.anon(), 'contactMessages', 'contactMessage000003'),
        message({
          id: 'contactMessage000003',
          name: 'n'.repeat(CONTACT_NAME_MAX),
          email: longEmail(CONTACT_EMAIL_MAX),
          // Devanagari: several bytes a character, still one character each.
          message: 'न'.repeat(CONTACT_MESSAGE_MAX),
        }),
      ),
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['an empty name', { name: '' }],
    ['a name over the limit', { name: 'n'.repeat(CONTACT_NAME_MAX + 1) }],
    ['an empty message', { message: '' }],
    ['a message over the limit', { message: 'm'.repeat(CONTACT_MESSAGE_MAX + 1) }],
    ['an e-mail over the limit', { email: longEmail(CONTACT_EMAIL_MAX + 1) }],
    ['an e-mail without a domain', { email: 'asha@' }],
    ['an e-mail with a space', { email: 'asha @example.com' }],
    ['two addresses', { email: 'a@example.com,b@example.com' }],
    ['a name that is not text', { name: 42 }],
    ['a time chosen by the browser', { createdAt: Timestamp.fromDate(new Date('2020-01-01')) }],
    ['an id that is not the document id', { id: 'somethingElse000001' }],
    ['an extra field', { phone: '+91 98765 43210' }],
  ])('refuses a message with %s', async (_name, overrides) => {
    await assertFails(setDoc(doc(world.anon(), 'contactMessages', ID), message(overrides)));
  });

  it('refuses a message missing a field', async () => {
    for (const field of ['name', 'email', 'message', 'createdAt']) {
      const data: Record<string, unknown> = message();
      delete data[field];
      await assertFails(setDoc(doc(world.anon(), 'contactMessages', ID), data));
    }
  });

  it('lets only organisers read messages, newest first', async () => {
    await setDoc(doc(world.anon(), 'contactMessages', ID), message());
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
    await setDoc(doc(world.anon(), 'contactMessages', ID), message());
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertFails(updateDoc(doc(db, 'contactMessages', ID), { message: 'changed' }));
      await assertFails(deleteDoc(doc(db, 'contactMessages', ID)));
    }
  });
});
