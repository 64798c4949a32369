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
import { topUpAmountProblem } from '@/domain/wallet';
import { topUpWallet } from '@/engine/flows/top-up';
import { ADMIN, BUYER, GUEST, actor, describeRules } from './support/rules-world';
import { RECORD_ID, handTopUp, topUpRecordDoc } from './support/top-up-writes';

describeRules('users', (world) => {
  // ------------------------------------------------------------------ reads

  it('lets a signed-in user read their own record (the sign-in checks isAdmin there)', async () => {
    const db = world.guest();
    await assertSucceeds(getDoc(doc(db, 'users', GUEST.uid)));
  });

  it('refuses a visitor any user record', async () => {
    const db = world.anon();
    await assertFails(getDoc(doc(db, 'users', ADMIN.uid)));
    await assertFails(getDocs(collection(db, 'users')));
  });

  it("refuses a non-admin another user's record and the list", async () => {
    const db = world.guest();
    await assertFails(getDoc(doc(db, 'users', BUYER.uid)));
    await assertFails(getDocs(query(collection(db, 'users'), where('email', '==', BUYER.email))));
  });

  it('lets an organiser read any user and find one by e-mail (the top-up look-up)', async () => {
    const db = world.admin();
    await assertSucceeds(getDoc(doc(db, 'users', BUYER.uid)));
    const found = await assertSucceeds(
      getDocs(query(collection(db, 'users'), where('email', '==', BUYER.email))),
    );
    expect(found.docs.map((d) => d.id)).toEqual([BUYER.uid]);
  });

  // ------------------------------------------------------------------ isAdmin

  it('refuses a user making themself admin, by update or by a new record', async () => {
    const db = world.guest();
    await assertFails(updateDoc(doc(db, 'users', GUEST.uid), { isAdmin: true }));
    await assertFails(
      setDoc(doc(db, 'users', GUEST.uid), { ...GUEST, isAdmin: true, walletBalance: 0 }),
    );
  });

  it('refuses anyone creating a user record (the make-admin script does, with the Admin SDK)', async () => {
    const record = { uid: 'new-uid', email: 'new@example.com', isAdmin: false, walletBalance: 0 };
    await assertFails(setDoc(doc(world.anon(), 'users', 'new-uid'), record));
    await assertFails(setDoc(doc(world.guest(), 'users', 'new-uid'), record));
    await assertFails(setDoc(doc(world.admin(), 'users', 'new-uid'), record));
  });

  it('refuses an organiser changing anyone’s isAdmin, their own included', async () => {
    const db = world.admin();
    await assertFails(updateDoc(doc(db, 'users', GUEST.uid), { isAdmin: true }));
    await assertFails(updateDoc(doc(db, 'users', ADMIN.uid), { isAdmin: false }));
  });

  it('refuses deleting a user record', async () => {
    await assertFails(deleteDoc(doc(world.guest(), 'users', GUEST.uid)));
    await assertFails(deleteDoc(doc(world.admin(), 'users', BUYER.uid)));
  });

  // ------------------------------------------------------------------ walletBalance

  it('lets an organiser top up another user through the top-up flow', async () => {
    const env = world.flowEnv(world.admin());
    await assertSucceeds(
      topUpWallet(env, actor(ADMIN), { uid: BUYER.uid, email: BUYER.email, amount: 40.5 }),
    );
    const user = await world.peek(`users/${BUYER.uid}`);
    expect(user).toMatchObject({ walletBalance: 50.5 });
    const record = await world.peek(`transactions/${String(user?.['lastTopUpId'])}`);
    expect(record).toMatchObject({ userId: BUYER.uid, amount: 40.5, type: 'credit' });
  });

  it('refuses a user raising their own balance', async () => {
    const db = world.guest();
    await assertFails(updateDoc(doc(db, 'users', GUEST.uid), { walletBalance: 1000 }));
    await assertFails(
      handTopUp(
        db,
        GUEST.uid,
        { walletBalance: 50, lastTopUpId: RECORD_ID },
        topUpRecordDoc(GUEST.uid, 50),
      ),
    );
  });

  it('refuses an organiser topping up their own wallet by hand (nobody writes their own balance)', async () => {
    // The engine's flow refuses it before writing (tests/unit/engine/top-up.test.ts); a client
    // that skips the flow and writes the well-formed pair itself is refused here.
    await assertFails(
      handTopUp(
        world.admin(),
        ADMIN.uid,
        { walletBalance: 105, lastTopUpId: RECORD_ID },
        topUpRecordDoc(ADMIN.uid, 5),
      ),
    );
    expect(await world.peek(`users/${ADMIN.uid}`)).toMatchObject({ walletBalance: 100 });
  });

  it('refuses a balance change without its top-up record', async () => {
    const db = world.admin();
    await assertFails(updateDoc(doc(db, 'users', BUYER.uid), { walletBalance: 60 }));
    await assertFails(
      updateDoc(doc(db, 'users', BUYER.uid), { walletBalance: 60, lastTopUpId: RECORD_ID }),
    );
  });

  it('refuses a negative top-up, a zero one and a balance that does not add up', async () => {
    const db = world.admin();
    const patch = (walletBalance: number) => ({ walletBalance, lastTopUpId: RECORD_ID });
    await assertFails(handTopUp(db, BUYER.uid, patch(-40), topUpRecordDoc(BUYER.uid, -50)));
    await assertFails(handTopUp(db, BUYER.uid, patch(10), topUpRecordDoc(BUYER.uid, 0)));
    await assertFails(handTopUp(db, BUYER.uid, patch(80), topUpRecordDoc(BUYER.uid, 20)));
    await assertFails(handTopUp(db, BUYER.uid, patch(5), topUpRecordDoc(BUYER.uid, -5)));
  });

  it.each([
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['NaN', Number.NaN],
    ['0', 0],
    ['a fraction below 0', -0.5],
    ['a paisa', 0.01],
    ['a paisa short of ₹1', 0.99],
    ['₹1', 1],
    ['₹1,00,000', 100_000],
    ['a paisa over ₹1,00,000', 100_000.01],
    ['the largest number', Number.MAX_VALUE],
  ])(
    'takes a top-up of %s exactly when the engine does (src/domain/wallet.ts)',
    async (_name, amount) => {
      const db = world.admin();
      const write = handTopUp(
        db,
        BUYER.uid,
        { walletBalance: 10 + amount, lastTopUpId: RECORD_ID },
        topUpRecordDoc(BUYER.uid, amount),
      );
      if (topUpAmountProblem(amount) === null) await assertSucceeds(write);
      else await assertFails(write);
    },
  );

  it('refuses a top-up naming a record that already existed', async () => {
    await world.seed('transactions', RECORD_ID, topUpRecordDoc(BUYER.uid, 20));
    const db = world.admin();
    await assertFails(
      updateDoc(doc(db, 'users', BUYER.uid), { walletBalance: 30, lastTopUpId: RECORD_ID }),
    );
  });

  it('refuses a top-up whose record is for another user', async () => {
    const db = world.admin();
    await assertFails(
      handTopUp(
        db,
        BUYER.uid,
        { walletBalance: 30, lastTopUpId: RECORD_ID },
        topUpRecordDoc(GUEST.uid, 20),
      ),
    );
  });

  it('refuses a top-up that changes other fields too', async () => {
    const db = world.admin();
    await assertFails(
      handTopUp(
        db,
        BUYER.uid,
        { walletBalance: 30, lastTopUpId: RECORD_ID, email: 'other@example.com' },
        topUpRecordDoc(BUYER.uid, 20),
      ),
    );
  });

  it('accepts the same top-up written by hand exactly as the flow writes it', async () => {
    const db = world.admin();
    await assertSucceeds(
      handTopUp(
        db,
        BUYER.uid,
        { walletBalance: 30, lastTopUpId: RECORD_ID },
        topUpRecordDoc(BUYER.uid, 20),
      ),
    );
  });

  it('counts an unreadable stored balance as 0, as the flow does', async () => {
    await world.seedRaw(`users/${BUYER.uid}`, { ...BUYER, isAdmin: false, walletBalance: 'n/a' });
    const env = world.flowEnv(world.admin());
    await assertSucceeds(
      topUpWallet(env, actor(ADMIN), { uid: BUYER.uid, email: BUYER.email, amount: 20 }),
    );
    expect(await world.peek(`users/${BUYER.uid}`)).toMatchObject({ walletBalance: 20 });
  });

  it('refuses a non-admin and a visitor running the top-up', async () => {
    for (const db of [world.guest(), world.anon()]) {
      await assertFails(
        handTopUp(
          db,
          BUYER.uid,
          { walletBalance: 30, lastTopUpId: RECORD_ID },
          topUpRecordDoc(BUYER.uid, 20),
        ),
      );
    }
  });
});
