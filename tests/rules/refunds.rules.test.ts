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

// refunds/{paymentId}: payments the functions turned away (docs/design.md §4.7). Organisers read
// them ("Needs attention"); nobody else may read a buyer's e-mail and payment, and no client may
// write one (marking a refund made that never was would hide money owed).
const REFUND = {
  id: 'pay_Refund0000001',
  paymentId: 'pay_Refund0000001',
  orderId: 'order0000000000001',
  providerOrderId: 'order_Refund000001',
  amountPaise: 60_600,
  email: 'buyer@example.com',
  eventTitle: 'Sangeet Night',
  reason: 'seats-gone',
  state: 'failed',
  razorpayRefundId: null,
  attempts: 1,
  lastError: 'Razorpay refund failed: timeout',
  createdAt: new Date('2030-06-01T10:00:00.000Z'),
  updatedAt: new Date('2030-06-01T10:00:00.000Z'),
};
const ID = REFUND.paymentId;

describeRules('refunds', (world) => {
  it('lets an organiser read and list them, newest first', async () => {
    await world.seedRaw(`refunds/${ID}`, REFUND);
    const db = world.admin();
    await assertSucceeds(getDoc(doc(db, 'refunds', ID)));
    await assertSucceeds(
      getDocs(query(collection(db, 'refunds'), orderBy('createdAt', 'desc'), limit(100))),
    );
  });

  it('refuses a visitor and a signed-in non-admin reading or listing them', async () => {
    await world.seedRaw(`refunds/${ID}`, REFUND);
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(getDoc(doc(db, 'refunds', ID)));
      await assertFails(getDocs(collection(db, 'refunds')));
    }
  });

  it('refuses every client, organisers included, creating, changing or deleting one', async () => {
    await world.seedRaw(`refunds/${ID}`, REFUND);
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertFails(setDoc(doc(db, 'refunds', 'pay_ClientWritten01'), REFUND));
      await assertFails(
        updateDoc(doc(db, 'refunds', ID), { state: 'refunded', razorpayRefundId: 'rfnd_x' }),
      );
      await assertFails(deleteDoc(doc(db, 'refunds', ID)));
    }
  });
});
