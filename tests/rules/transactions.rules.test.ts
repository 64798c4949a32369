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
  where,
} from 'firebase/firestore';
import { expect, it } from 'vitest';
import { encodeForFirestore } from '@/backend/firebase-common/codec';
import { webTimestamps } from '@/backend/firebase/web-store';
import type { IncomingPaymentDoc } from '@/engine/collections';
import { ADMIN, BUYER, GUEST, SECOND_ADMIN, describeRules } from './support/rules-world';
import { RECORD_ID, handTopUp, topUpRecordDoc } from './support/top-up-writes';

const payment = (id: string, toId: string): IncomingPaymentDoc => ({
  id,
  toId,
  fromName: 'Asha',
  fromEmail: 'asha@example.com',
  amount: 1212,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const encoded = (record: ReturnType<typeof topUpRecordDoc>) =>
  encodeForFirestore('transactions', record, webTimestamps);

describeRules('transactions', (world) => {
  const seedPayments = async () => {
    await world.seed('transactions', 'paymentToAdmin1', payment('paymentToAdmin1', ADMIN.uid));
    await world.seed(
      'transactions',
      'paymentToOther1',
      payment('paymentToOther1', SECOND_ADMIN.uid),
    );
  };

  it('lets an organiser list the payments addressed to them, newest first (docs/product-spec.md §7)', async () => {
    await seedPayments();
    const db = world.admin();
    const mine = await assertSucceeds(
      getDocs(
        query(
          collection(db, 'transactions'),
          where('toId', '==', ADMIN.uid),
          orderBy('createdAt', 'desc'),
          limit(50),
        ),
      ),
    );
    expect(mine.docs.map((d) => d.id)).toEqual(['paymentToAdmin1']);
    await assertSucceeds(getDoc(doc(db, 'transactions', 'paymentToAdmin1')));
  });

  it("refuses an organiser another organiser's payments and the whole collection", async () => {
    await seedPayments();
    const db = world.admin();
    await assertFails(getDoc(doc(db, 'transactions', 'paymentToOther1')));
    await assertFails(getDocs(collection(db, 'transactions')));
  });

  it('refuses a visitor and a non-admin any transaction', async () => {
    await seedPayments();
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(getDoc(doc(db, 'transactions', 'paymentToAdmin1')));
      await assertFails(
        getDocs(query(collection(db, 'transactions'), where('toId', '==', ADMIN.uid))),
      );
    }
  });

  it('refuses a top-up record written without the balance it records', async () => {
    const db = world.admin();
    await assertFails(
      setDoc(doc(db, 'transactions', RECORD_ID), encoded(topUpRecordDoc(BUYER.uid, 20))),
    );
  });

  it('refuses a top-up record with another shape than the flow writes', async () => {
    const db = world.admin();
    const cases: Array<Record<string, unknown>> = [
      { type: 'debit' },
      { description: 'Gift' },
      { status: 'pending' },
      { reference: 'ADMIN_TOPUP_1' },
      { amount: '20' },
      { extra: true },
    ];
    for (const overrides of cases) {
      await assertFails(
        handTopUp(
          db,
          BUYER.uid,
          { walletBalance: 30, lastTopUpId: RECORD_ID },
          topUpRecordDoc(BUYER.uid, 20, overrides),
        ),
      );
    }
  });

  it('refuses anyone writing an incoming payment', async () => {
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertFails(
        setDoc(
          doc(db, 'transactions', 'fakePayment0001'),
          encodeForFirestore('transactions', payment('fakePayment0001', ADMIN.uid), webTimestamps),
        ),
      );
    }
  });

  it('refuses changing or deleting a record, even by an organiser', async () => {
    await seedPayments();
    await world.seed('transactions', RECORD_ID, topUpRecordDoc(GUEST.uid, 20));
    const db = world.admin();
    await assertFails(updateDoc(doc(db, 'transactions', 'paymentToAdmin1'), { amount: 99999 }));
    await assertFails(deleteDoc(doc(db, 'transactions', 'paymentToAdmin1')));
    await assertFails(updateDoc(doc(db, 'transactions', RECORD_ID), { amount: 99999 }));
    await assertFails(deleteDoc(doc(db, 'transactions', RECORD_ID)));
  });
});
