/**
 * Collections only the Cloud Functions touch (the Admin SDK bypasses the rules): no client,
 * organisers included, may read, list or write them.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { it } from 'vitest';
import type { RulesWorld } from './rules-world';

export function functionsOnlyCases(
  world: RulesWorld,
  collectionName: string,
  sample: Record<string, unknown>,
): void {
  const ID = 'functionsOnlyDoc0001';
  const clients = () =>
    [
      ['a visitor', world.anon()],
      ['a non-admin', world.guest()],
      ['an organiser', world.admin()],
    ] as const;

  it('refuses every client reading or listing it', async () => {
    await world.seedRaw(`${collectionName}/${ID}`, sample);
    for (const [, db] of clients()) {
      await assertFails(getDoc(doc(db, collectionName, ID)));
      await assertFails(getDocs(collection(db, collectionName)));
    }
  });

  it('refuses every client creating, changing or deleting one', async () => {
    await world.seedRaw(`${collectionName}/${ID}`, sample);
    for (const [, db] of clients()) {
      await assertFails(setDoc(doc(db, collectionName, 'clientWritten00001'), sample));
      await assertFails(updateDoc(doc(db, collectionName, ID), { touched: true }));
      await assertFails(deleteDoc(doc(db, collectionName, ID)));
    }
  });
}
