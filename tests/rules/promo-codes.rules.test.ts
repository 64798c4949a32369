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
  updateDoc,
  where,
} from 'firebase/firestore';
import { expect, it } from 'vitest';
import { encodeForFirestore } from '@/backend/firebase-common/codec';
import { webTimestamps } from '@/backend/firebase/web-store';
import type { PromoCode } from '@/domain/promo-codes';
import { createPromoCodeFlow, deletePromoCode } from '@/engine/flows/promo-codes';
import { aPromoCode } from './support/fixtures';
import { ADMIN, actor, describeRules } from './support/rules-world';

const CODE = 'VIPTEST01';

describeRules('promoCodes', (world) => {
  const write = (db: ReturnType<typeof world.admin>, promo: PromoCode | Record<string, unknown>) =>
    setDoc(
      doc(db, 'promoCodes', String(promo['code' as keyof typeof promo])),
      encodeForFirestore('promoCodes', promo as PromoCode, webTimestamps),
    );

  it('lets anyone get the code they typed (the coupon preview)', async () => {
    await world.seed('promoCodes', CODE, aPromoCode(CODE));
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertSucceeds(getDoc(doc(db, 'promoCodes', CODE)));
    }
  });

  it('refuses a visitor and a non-admin listing promo codes, by any query', async () => {
    await world.seed('promoCodes', CODE, aPromoCode(CODE));
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(getDocs(collection(db, 'promoCodes')));
      await assertFails(
        getDocs(query(collection(db, 'promoCodes'), where('isActive', '==', true))),
      );
    }
  });

  it('lets an organiser list promo codes newest first', async () => {
    await world.seed('promoCodes', CODE, aPromoCode(CODE));
    const listed = await assertSucceeds(
      getDocs(query(collection(world.admin(), 'promoCodes'), orderBy('createdAt', 'desc'))),
    );
    expect(listed.docs.map((d) => d.id)).toEqual([CODE]);
  });

  it('lets an organiser create a chosen and a generated code through the flow, and delete one', async () => {
    const env = world.flowEnv(world.admin());
    const chosen = await assertSucceeds(
      createPromoCodeFlow(env, actor(ADMIN), {
        code: 'vipfriends',
        discountPercentage: 100,
        attendeeLimit: 20,
        usedFor: 'Couple',
      }),
    );
    expect(chosen.code).toBe('VIPFRIENDS');
    const generated = await assertSucceeds(
      createPromoCodeFlow(env, actor(ADMIN), { code: '', discountPercentage: 1, attendeeLimit: 1 }),
    );
    expect(await world.peek(`promoCodes/${generated.code}`)).toMatchObject({ isActive: true });
    await assertSucceeds(deletePromoCode(env, actor(ADMIN), chosen.code));
    expect(await world.peek(`promoCodes/${chosen.code}`)).toBeNull();
  });

  it('accepts a code written by hand exactly as the flow writes it, at every bound', async () => {
    const db = world.admin();
    for (const promo of [
      aPromoCode('VIP12345', { discountPercentage: 1, attendeeLimit: 1, stagAttendeeLimit: 1 }),
      aPromoCode('VIPABCDEFGHIJKLM', {
        discountPercentage: 100,
        attendeeLimit: 20,
        stagAttendeeLimit: 20,
      }),
    ]) {
      await assertSucceeds(write(db, promo));
    }
  });

  it.each<[string, Partial<PromoCode> & Record<string, unknown>]>([
    ['a discount of 0', { discountPercentage: 0 }],
    ['a discount of 101', { discountPercentage: 101 }],
    ['a fractional discount', { discountPercentage: 12.5 }],
    ['a discount as text', { discountPercentage: '50' as unknown as number }],
    ['an attendee limit of 0', { attendeeLimit: 0, stagAttendeeLimit: 0 }],
    ['an attendee limit of 21', { attendeeLimit: 21, stagAttendeeLimit: 21 }],
    ['a stag limit that is not the attendee limit', { stagAttendeeLimit: 5 }],
    ['a couple limit other than 2', { coupleAttendeeLimit: 3 }],
    ['a code already used', { usedBy: ['someone@example.com'] }],
    ['an inactive code', { isActive: false }],
    ['another ticket type', { ticketType: '499' as '1212' }],
    ['an unknown category', { usedFor: 'Group' as 'Stag' }],
    ['a date as text', { createdAt: 'yesterday' }],
    ['an id that is not the code', { id: 'VIPOTHER1' }],
    ['a reservation', { reservedBy: 'order1', reservedUntil: new Date().toISOString() }],
    ['an extra field', { note: 'free drinks' }],
  ])('refuses an organiser creating a code with %s', async (_name, overrides) => {
    const promo = { ...aPromoCode(CODE), ...overrides };
    const data =
      overrides.createdAt === 'yesterday'
        ? {
            ...encodeForFirestore('promoCodes', aPromoCode(CODE), webTimestamps),
            createdAt: 'yesterday',
          }
        : encodeForFirestore('promoCodes', promo, webTimestamps);
    await assertFails(setDoc(doc(world.admin(), 'promoCodes', CODE), data));
  });

  it.each([
    ['too short', 'VIP1234'],
    ['too long', 'VIPABCDEFGHIJKLMN'],
    ['without the VIP prefix', 'ABC12345'],
    ['in lower case', 'VIPabcde'],
    ['with a symbol', 'VIPAB-CDE'],
  ])('refuses a code %s', async (_name, code) => {
    await assertFails(write(world.admin(), aPromoCode(code)));
  });

  it('refuses a visitor and a non-admin creating or deleting a code', async () => {
    await world.seed('promoCodes', CODE, aPromoCode(CODE));
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(write(db, aPromoCode('VIPMINE001')));
      await assertFails(deleteDoc(doc(db, 'promoCodes', CODE)));
    }
  });

  it('refuses changing a code, even by an organiser (the functions redeem them)', async () => {
    await world.seed('promoCodes', CODE, aPromoCode(CODE, { isActive: false, usedBy: ['a@b.co'] }));
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertFails(updateDoc(doc(db, 'promoCodes', CODE), { isActive: true, usedBy: [] }));
      await assertFails(updateDoc(doc(db, 'promoCodes', CODE), { discountPercentage: 100 }));
    }
  });
});
