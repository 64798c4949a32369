import { describe, expect, it } from 'vitest';
import { PROMO_CODE_DUPLICATE_MESSAGE } from '@/domain/admin-messages';
import {
  PROMO_ATTENDEE_LIMIT_MESSAGE,
  PROMO_CODE_FORMAT_MESSAGE,
  PROMO_DISCOUNT_MESSAGE,
  type PromoCode,
} from '@/domain/promo-codes';
import { createPromoCodeFlow, deletePromoCode } from '@/engine/flows/promo-codes';
import { START } from './support/clock';
import { ADMIN, aPromoCode } from './support/fixtures';
import { constantRandom } from './support/random';
import { expectRefusedWritingNothing, snapshot, testWorld } from './support/seeded-store';

const form = (more: Record<string, unknown> = {}) => ({
  code: 'VIPSUMMER',
  discountPercentage: 20,
  attendeeLimit: 1,
  usedFor: 'Stag',
  ...more,
});

describe('createPromoCodeFlow code format', () => {
  it.each([
    ['8 characters', 'VIPABCDE', 'VIPABCDE'],
    ['16 characters', 'VIPABCDEFGHIJKLM', 'VIPABCDEFGHIJKLM'],
    ['lower case', 'vipabc12', 'VIPABC12'],
    ['surrounding spaces', '  VIP12345  ', 'VIP12345'],
    ['no prefix (it is added)', 'abcde', 'VIPABCDE'],
  ])('accepts %s and stores it upper-cased as its own id', async (_name, typed, code) => {
    const { env, store } = testWorld();
    const created = await createPromoCodeFlow(env, ADMIN, form({ code: typed }));
    expect(created).toEqual<PromoCode>({
      id: code,
      code,
      discountPercentage: 20,
      attendeeLimit: 1,
      redeemed: false,
      isActive: true,
      createdAt: START,
      ticketType: '1212',
      usedFor: 'Stag',
      stagAttendeeLimit: 1,
      coupleAttendeeLimit: 2,
    });
    expect(store.peek('promoCodes', code)).toEqual(created);
  });

  it.each([
    ['7 characters', 'VIPABCD'],
    ['17 characters', 'VIPABCDEFGHIJKLMN'],
    ['a symbol', 'VIP-ABCD'],
    ['a space inside', 'VIP ABCDE'],
    ['a path', 'VIP/ABCDE'],
    ['non-ASCII letters', 'VIPÄBCDE'],
  ])('refuses %s, writing nothing', async (_name, code) => {
    const world = testWorld();
    await expectRefusedWritingNothing(
      world,
      () => createPromoCodeFlow(world.env, ADMIN, form({ code })),
      'invalid-request',
      PROMO_CODE_FORMAT_MESSAGE,
    );
  });
});

describe('createPromoCodeFlow numbers', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['discount 0', { discountPercentage: 0 }, PROMO_DISCOUNT_MESSAGE],
    ['discount 101', { discountPercentage: 101 }, PROMO_DISCOUNT_MESSAGE],
    ['discount 1.5', { discountPercentage: 1.5 }, PROMO_DISCOUNT_MESSAGE],
    ['discount NaN', { discountPercentage: Number.NaN }, PROMO_DISCOUNT_MESSAGE],
    ["discount 'abc'", { discountPercentage: 'abc' }, PROMO_DISCOUNT_MESSAGE],
    ['no discount', { discountPercentage: undefined }, PROMO_DISCOUNT_MESSAGE],
    ['attendee limit 0', { attendeeLimit: 0 }, PROMO_ATTENDEE_LIMIT_MESSAGE],
    ['attendee limit 21', { attendeeLimit: 21 }, PROMO_ATTENDEE_LIMIT_MESSAGE],
  ])('refuses %s, writing nothing', async (_name, more, message) => {
    const world = testWorld();
    await expectRefusedWritingNothing(
      world,
      () => createPromoCodeFlow(world.env, ADMIN, form(more)),
      'invalid-request',
      message,
    );
  });

  it.each<[string, Record<string, unknown>, Partial<PromoCode>]>([
    ['discount 1', { discountPercentage: 1 }, { discountPercentage: 1 }],
    ['discount 100', { discountPercentage: 100 }, { discountPercentage: 100 }],
    ["discount '25' as typed", { discountPercentage: '25' }, { discountPercentage: 25 }],
    ['attendee limit 20', { attendeeLimit: 20 }, { attendeeLimit: 20, stagAttendeeLimit: 20 }],
    ['a couple code', { usedFor: 'couple' }, { usedFor: 'Couple' }],
  ])('accepts %s', async (_name, more, stored) => {
    const { env, store } = testWorld();
    await createPromoCodeFlow(env, ADMIN, form(more));
    expect(store.peek('promoCodes', 'VIPSUMMER')).toMatchObject(stored);
  });
});

describe('createPromoCodeFlow uniqueness', () => {
  it.each([
    ['the same code', 'VIPTEST01'],
    ['the same code in lower case', 'viptest01'],
  ])('refuses %s as a duplicate and leaves the existing code as it was', async (_name, code) => {
    const used = aPromoCode({ isActive: false, redeemed: true });
    const world = testWorld({ promoCodes: [used] });
    await expectRefusedWritingNothing(
      world,
      () => createPromoCodeFlow(world.env, ADMIN, form({ code })),
      'duplicate',
      PROMO_CODE_DUPLICATE_MESSAGE,
    );
    expect(world.store.peek('promoCodes', 'VIPTEST01')).toEqual(used);
  });

  it.each([
    ['blank', ''],
    ['spaces only', '   '],
    ['missing', undefined],
  ])('generates a code when the field is %s', async (_name, code) => {
    const { env, store } = testWorld();
    const created = await createPromoCodeFlow(env, ADMIN, form({ code }));
    expect(created.code).toMatch(/^VIP[A-HJ-NP-Z2-9]{8}$/);
    expect(store.peek('promoCodes', created.code)).toEqual(created);
  });

  it('draws another code when the generated one is taken', async () => {
    const first = await createPromoCodeFlow(testWorld().env, ADMIN, form({ code: '' }));
    const taken = aPromoCode({ code: first.code, discountPercentage: 77 });
    const { env, store } = testWorld({ promoCodes: [taken] });
    const created = await createPromoCodeFlow(env, ADMIN, form({ code: '' }));
    expect(created.code).not.toBe(first.code);
    expect(store.peek('promoCodes', created.code)).toEqual(created);
    expect(store.peek('promoCodes', first.code)).toEqual(taken);
  });

  it('gives up with a duplicate when every generated code is taken', async () => {
    // A source that always answers 0 generates VIPAAAAAAAA every time.
    const random = constantRandom(0);
    const taken = aPromoCode({ code: 'VIPAAAAAAAA' });
    const world = testWorld({ promoCodes: [taken] }, { random });
    await expectRefusedWritingNothing(
      world,
      () => createPromoCodeFlow(world.env, ADMIN, form({ code: '' })),
      'duplicate',
      PROMO_CODE_DUPLICATE_MESSAGE,
    );
  });
});

describe('deletePromoCode', () => {
  it('deletes the code and nothing else', async () => {
    const { env, store } = testWorld({
      promoCodes: [aPromoCode(), aPromoCode({ code: 'VIPKEEP01' })],
    });
    await deletePromoCode(env, ADMIN, 'VIPTEST01');
    expect(store.peek('promoCodes', 'VIPTEST01')).toBeNull();
    expect(store.peek('promoCodes', 'VIPKEEP01')).not.toBeNull();
  });

  it('deletes who redeemed it with it, so a new code of that name starts unused', async () => {
    const { env, store } = testWorld({
      promoCodes: [
        aPromoCode({ redeemed: true, isActive: false }),
        aPromoCode({ code: 'VIPKEEP01' }),
      ],
      promoRedemptions: [
        { code: 'VIPTEST01', usedBy: ['first@example.com'] },
        { code: 'VIPKEEP01', usedBy: ['other@example.com'] },
      ],
    });
    await deletePromoCode(env, ADMIN, 'VIPTEST01');
    expect(store.peek('promoRedemptions', 'VIPTEST01')).toBeNull();
    expect(store.peek('promoRedemptions', 'VIPKEEP01')).not.toBeNull();
  });

  it.each([
    ['an unknown code', 'VIPNOSUCH1'],
    ['a path', 'promoCodes/VIPTEST01'],
    ['an empty code', ''],
  ])('does nothing for %s', async (_name, code) => {
    const { env, store } = testWorld({ promoCodes: [aPromoCode()] });
    const before = snapshot(store);
    await deletePromoCode(env, ADMIN, code);
    expect(snapshot(store)).toEqual(before);
  });
});
