import { describe, expect, it } from 'vitest';
import {
  SAMPLE_PROMO_CODES,
  UPCOMING_EVENT_ID,
  samplePromoCodes,
  upcomingEvent,
} from '@/config/seed-catalog';
import { buildDemoSeed } from '@/backend/demo/seed';
import { EMAIL_INVALID_MESSAGE } from '@/domain/email';
import { isValidPromoCode } from '@/domain/promo-codes';
import { InMemoryStore } from '@/engine/in-memory-store';
import {
  TaskError,
  adminUserRecord,
  makeAdmin,
  promoCodeNames,
  seedProject,
  withinDeadline,
  type FindAuthUser,
} from '../../../scripts/operator/tasks';

// make-admin and seed:firebase on the engine's in-memory store (stricter than Firestore); the
// same functions run on Firestore through functions/src/admin-store.ts.

const NOW = new Date('2026-11-23T10:00:00Z');
const ORGANISER = { uid: 'uid-priya', email: 'priya@example.com' };
const findOrganiser: FindAuthUser = (email) =>
  Promise.resolve(email === ORGANISER.email ? ORGANISER : null);

describe('make-admin', () => {
  it('creates users/{uid} with isAdmin and a zero wallet for someone who has none', async () => {
    const store = new InMemoryStore();
    const result = await makeAdmin(' Priya@Example.com ', findOrganiser, store);
    expect(result).toMatchObject({ uid: ORGANISER.uid, changed: true, before: null });
    expect(store.peek('users', ORGANISER.uid)).toEqual({
      uid: ORGANISER.uid,
      email: ORGANISER.email,
      isAdmin: true,
      walletBalance: 0,
    });
  });

  it('keeps the wallet balance of an existing user record', async () => {
    const store = new InMemoryStore({
      users: { [ORGANISER.uid]: { ...ORGANISER, isAdmin: false, walletBalance: 750 } },
    });
    await makeAdmin(ORGANISER.email, findOrganiser, store);
    expect(store.peek('users', ORGANISER.uid)).toEqual({
      ...ORGANISER,
      isAdmin: true,
      walletBalance: 750,
    });
  });

  it('writes nothing when the user is already an admin', async () => {
    const admin = { ...ORGANISER, isAdmin: true, walletBalance: 10 };
    const store = new InMemoryStore({ users: { [ORGANISER.uid]: admin } });
    const result = await makeAdmin(ORGANISER.email, findOrganiser, store);
    expect(result.changed).toBe(false);
    expect(store.commits).toBe(1);
    expect(store.peek('users', ORGANISER.uid)).toEqual(admin);
  });

  it('says clearly when no account has that e-mail, and writes nothing', async () => {
    const store = new InMemoryStore();
    const refused = makeAdmin('nobody@example.com', findOrganiser, store);
    await expect(refused).rejects.toThrow(TaskError);
    await expect(refused).rejects.toThrow(/^No account signs in as nobody@example\.com\./);
    expect(store.all('users')).toEqual([]);
  });

  it('refuses something that is not an e-mail before asking Auth', async () => {
    let asked = false;
    const find: FindAuthUser = () => {
      asked = true;
      return Promise.resolve(null);
    };
    await expect(makeAdmin('priya', find, new InMemoryStore())).rejects.toThrow(
      EMAIL_INVALID_MESSAGE,
    );
    expect(asked).toBe(false);
  });

  it('adminUserRecord keeps only the record fields', () => {
    expect(adminUserRecord('u', 'e@x.in', null)).toEqual({
      uid: 'u',
      email: 'e@x.in',
      isAdmin: true,
      walletBalance: 0,
    });
  });
});

describe('seed:firebase', () => {
  it('writes the same upcoming party and sample codes as the demo seed', async () => {
    const store = new InMemoryStore();
    const result = await seedProject(store, NOW, promoCodeNames('emulator'));
    const demo = buildDemoSeed(NOW);
    expect(store.peek('events', UPCOMING_EVENT_ID)).toEqual(
      demo.events.find((event) => event.id === UPCOMING_EVENT_ID),
    );
    expect(store.all('promoCodes')).toEqual(demo.promoCodes);
    expect(store.all('promoRedemptions')).toEqual(demo.promoRedemptions);
    expect(JSON.stringify(store.all('promoCodes'))).not.toContain('@');
    expect(result.event).toEqual({ id: UPCOMING_EVENT_ID, created: true, date: '2026-12-19' });
    expect(result.promoCodes.map(({ code, kind, isActive }) => [code, kind, isActive])).toEqual([
      [SAMPLE_PROMO_CODES.free, 'free', true],
      [SAMPLE_PROMO_CODES.half, 'half', true],
      [SAMPLE_PROMO_CODES.used, 'used', false],
      [SAMPLE_PROMO_CODES.inactive, 'inactive', false],
    ]);
  });

  it('keeps what is already there: a live event with seats sold, a code someone used', async () => {
    const live = { ...upcomingEvent(NOW), title: 'Renamed by the organiser', sold: 42 };
    const used = { ...samplePromoCodes(NOW)[0]!, isActive: false, redeemed: true };
    const store = new InMemoryStore({
      events: { [live.id]: live },
      promoCodes: { [used.id]: used },
    });
    const result = await seedProject(store, NOW, promoCodeNames('emulator'));
    expect(store.peek('events', live.id)).toEqual(live);
    expect(store.peek('promoCodes', used.id)).toEqual(used);
    expect(result.event.created).toBe(false);
    expect(result.promoCodes.filter((code) => code.created)).toHaveLength(3);
    expect(result.promoCodes[0]).toMatchObject({ created: false, isActive: false });

    const again = await seedProject(store, NOW, promoCodeNames('emulator'));
    expect(again.promoCodes.every((code) => !code.created)).toBe(true);
  });

  it('a real project gets unguessable codes of the same kinds, never the published names', () => {
    const names = promoCodeNames('project');
    const published = Object.values(SAMPLE_PROMO_CODES) as string[];
    for (const code of Object.values(names)) {
      expect(isValidPromoCode(code), code).toBe(true);
      expect(published).not.toContain(code);
    }
    expect(new Set(Object.values(names)).size).toBe(4);
    expect(Object.keys(names)).toEqual(Object.keys(SAMPLE_PROMO_CODES));
  });
});

describe('withinDeadline', () => {
  it('passes a result through, and turns silence into a clear error', async () => {
    await expect(withinDeadline(Promise.resolve(7), 1000, 'Firestore')).resolves.toBe(7);
    const silent = new Promise<never>(() => undefined);
    await expect(withinDeadline(silent, 20, 'Firestore emulator at x')).rejects.toThrow(
      /^Firestore emulator at x did not answer within 0\.02 s\./,
    );
  });
});
