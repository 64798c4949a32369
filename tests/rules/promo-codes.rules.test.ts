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

  it('lets a visitor get a redeemed code (to be told it is used) but never who redeemed it', async () => {
    await world.seed('promoCodes', CODE, aPromoCode(CODE, { redeemed: true, isActive: false }));
    await world.seed('promoRedemptions', CODE, { code: CODE, usedBy: ['buyer@example.com'] });
    for (const db of [world.anon(), world.guest()]) {
      const promo = await assertSucceeds(getDoc(doc(db, 'promoCodes', CODE)));
      expect(JSON.stringify(promo.data())).not.toContain('buyer@example.com');
      await assertFails(getDoc(doc(db, 'promoRedemptions', CODE)));
      await assertFails(getDocs(collection(db, 'promoRedemptions')));
    }
  });

  it('lets a visitor get a code that does not exist (the preview says it is invalid)', async () => {
    const missing = await assertSucceeds(getDoc(doc(world.anon(), 'promoCodes', 'VIPNOSUCH1')));
    expect(missing.exists()).toBe(false);
  });

  it('keeps a not yet migrated code that still names its buyers from visitors, not organisers', async () => {
    await world.seedRaw(`promoCodes/${CODE}`, {
      ...encodeForFirestore('promoCodes', aPromoCode(CODE, { isActive: false }), webTimestamps),
      usedBy: ['buyer@example.com'],
    });
    await world.seedRaw('promoCodes/VIPLEGACY1', {
      ...encodeForFirestore('promoCodes', aPromoCode('VIPLEGACY1'), webTimestamps),
      usedBy: [],
    });
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(getDoc(doc(db, 'promoCodes', CODE)));
      await assertSucceeds(getDoc(doc(db, 'promoCodes', 'VIPLEGACY1')));
    }
    await assertSucceeds(getDoc(doc(world.admin(), 'promoCodes', CODE)));
  });

  it('lets an organiser read who redeemed each code, and no client write it', async () => {
    await world.seed('promoRedemptions', CODE, { code: CODE, usedBy: ['buyer@example.com'] });
    const admin = world.admin();
    const one = await assertSucceeds(getDoc(doc(admin, 'promoRedemptions', CODE)));
    expect(one.data()).toEqual({ code: CODE, usedBy: ['buyer@example.com'] });
    const all = await assertSucceeds(getDocs(collection(admin, 'promoRedemptions')));
    expect(all.docs.map((d) => d.id)).toEqual([CODE]);
    for (const db of [world.anon(), world.guest(), admin]) {
      await assertFails(
        setDoc(doc(db, 'promoRedemptions', 'VIPOTHER1'), { code: 'VIPOTHER1', usedBy: [] }),
      );
      await assertFails(updateDoc(doc(db, 'promoRedemptions', CODE), { usedBy: [] }));
    }
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(deleteDoc(doc(db, 'promoRedemptions', CODE)));
    }
  });

  it('lets an organiser delete a redeemed code with who redeemed it, through the flow', async () => {
    await world.seed('promoCodes', CODE, aPromoCode(CODE, { redeemed: true, isActive: false }));
    await world.seed('promoRedemptions', CODE, { code: CODE, usedBy: ['buyer@example.com'] });
    await assertSucceeds(deletePromoCode(world.flowEnv(world.admin()), actor(ADMIN), CODE));
    expect(await world.peek(`promoCodes/${CODE}`)).toBeNull();
    expect(await world.peek(`promoRedemptions/${CODE}`)).toBeNull();
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
    ['a code already used', { redeemed: true }],
    ['a list of who used it', { usedBy: [] }],
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
    await world.seed('promoCodes', CODE, aPromoCode(CODE, { isActive: false, redeemed: true }));
    for (const db of [world.anon(), world.guest(), world.admin()]) {
      await assertFails(
        updateDoc(doc(db, 'promoCodes', CODE), { isActive: true, redeemed: false }),
      );
      await assertFails(updateDoc(doc(db, 'promoCodes', CODE), { discountPercentage: 100 }));
    }
  });
});
