import { describe, expect, it } from 'vitest';
import {
  COUPON_EMPTY_MESSAGE,
  COUPON_FAILED_MESSAGE,
  COUPON_INVALID_MESSAGE,
  COUPON_NEEDS_PREMIUM_MESSAGE,
  COUPON_PREFIX_MESSAGE,
  COUPON_RESERVATION_MS,
  COUPON_RESERVED_MESSAGE,
  COUPON_USED_MESSAGE,
  checkLookedUpCoupon,
  couponRedemption,
  couponReservation,
  isReservedByOther,
  normaliseCouponInput,
  precheckCoupon,
  withRedeemer,
  type CouponHold,
} from '@/domain/coupons';
import type { PromoCode } from '@/domain/promo-codes';

const NOW = new Date('2025-07-20T10:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();

const promo = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  id: 'VIPGOLD12',
  code: 'VIPGOLD12',
  discountPercentage: 50,
  attendeeLimit: 2,
  redeemed: false,
  isActive: true,
  createdAt: '2025-07-01T00:00:00.000Z',
  ticketType: '1212',
  usedFor: 'Stag',
  stagAttendeeLimit: 2,
  coupleAttendeeLimit: 2,
  ...overrides,
});

describe('messages', () => {
  it('are the docs/product-spec.md §5 strings', () => {
    expect([
      COUPON_EMPTY_MESSAGE,
      COUPON_PREFIX_MESSAGE,
      COUPON_NEEDS_PREMIUM_MESSAGE,
      COUPON_INVALID_MESSAGE,
      COUPON_USED_MESSAGE,
      COUPON_FAILED_MESSAGE,
    ]).toEqual([
      'Please enter a coupon code',
      'Coupon code must start with VIP',
      'Coupon can only be applied to ₹1212 tickets',
      'Invalid coupon code',
      'This coupon has already been used',
      'Failed to apply coupon. Please try again.',
    ]);
    expect(COUPON_RESERVATION_MS).toBe(900_000);
  });
});

describe('normaliseCouponInput', () => {
  it.each([
    ['vipgold12', 'VIPGOLD12'],
    ['  VipGold12\t', 'VIPGOLD12'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseCouponInput(raw)).toBe(expected);
  });

  // Each character messaging apps and keyboards slip into a copied code, before, inside and after.
  it.each([
    ['zero-width space', '\u200B'],
    ['zero-width non-joiner', '\u200C'],
    ['zero-width joiner', '\u200D'],
    ['word joiner', '\u2060'],
    ['byte-order mark / zero-width no-break space', '\uFEFF'],
    ['no-break space', '\u00A0'],
    ['narrow no-break space', '\u202F'],
    ['en quad', '\u2000'],
    ['em space', '\u2003'],
    ['thin space', '\u2009'],
    ['hair space', '\u200A'],
    ['medium mathematical space', '\u205F'],
    ['ideographic space', '\u3000'],
    ['ogham space mark', '\u1680'],
    ['Mongolian vowel separator', '\u180E'],
    ['soft hyphen', '\u00AD'],
    ['left-to-right mark', '\u200E'],
    ['right-to-left mark', '\u200F'],
    ['left-to-right embedding', '\u202A'],
    ['pop directional formatting', '\u202C'],
    ['first strong isolate', '\u2068'],
    ['invisible separator', '\u2063'],
    ['Arabic letter mark', '\u061C'],
    ['line separator', '\u2028'],
    ['tab', '\t'],
    ['line feed', '\n'],
    ['ordinary space', ' '],
  ])('drops a %s anywhere in the code', (_name, char) => {
    expect(normaliseCouponInput(`${char}vip${char}half50${char}`)).toBe('VIPHALF50');
    expect(normaliseCouponInput(char.repeat(3))).toBe('');
  });

  it('keeps letters and digits that merely look unusual', () => {
    expect(normaliseCouponInput('vipß1')).toBe('VIPSS1');
    expect(normaliseCouponInput('VIP-GOLD_1')).toBe('VIP-GOLD_1');
  });
});

describe('precheckCoupon (checks run in spec order)', () => {
  it.each<[string, number, ReturnType<typeof precheckCoupon>]>([
    ['', 0, { ok: false, message: COUPON_EMPTY_MESSAGE }],
    ['   ', 3, { ok: false, message: COUPON_EMPTY_MESSAGE }],
    ['gold12', 0, { ok: false, message: COUPON_PREFIX_MESSAGE }],
    ['xvipgold', 3, { ok: false, message: COUPON_PREFIX_MESSAGE }],
    ['vipgold12', 0, { ok: false, message: COUPON_NEEDS_PREMIUM_MESSAGE }],
    ['vipgold12', Number.NaN, { ok: false, message: COUPON_NEEDS_PREMIUM_MESSAGE }],
    ['vipgold12', 1, { ok: true, code: 'VIPGOLD12' }],
    ['  VIPgold12 ', 20, { ok: true, code: 'VIPGOLD12' }],
    // The prefix check is about the format only; length is the look-up's business.
    ['vip', 1, { ok: true, code: 'VIP' }],
    // Today's bug: pasted from a chat with a zero-width space in front.
    ['\u200BVIPHALF50', 1, { ok: true, code: 'VIPHALF50' }],
    ['\u00A0VIPHALF50\u00A0', 1, { ok: true, code: 'VIPHALF50' }],
    ['\u200B\u2060\uFEFF', 1, { ok: false, message: COUPON_EMPTY_MESSAGE }],
  ])('%j with %d Premium', (raw, premium, expected) => {
    expect(precheckCoupon(raw, premium)).toEqual(expected);
  });
});

describe('isReservedByOther', () => {
  it.each<[string, CouponHold, string | null, boolean]>([
    ['no hold', {}, 'order-1', false],
    ['null hold', { reservedBy: null, reservedUntil: null }, 'order-1', false],
    ['empty holder', { reservedBy: '', reservedUntil: at(60_000) }, 'order-1', false],
    ['own hold', { reservedBy: 'order-1', reservedUntil: at(60_000) }, 'order-1', false],
    ['live hold by another', { reservedBy: 'order-2', reservedUntil: at(60_000) }, 'order-1', true],
    ['one ms before expiry', { reservedBy: 'order-2', reservedUntil: at(1) }, 'order-1', true],
    ['at expiry', { reservedBy: 'order-2', reservedUntil: at(0) }, 'order-1', false],
    ['expired', { reservedBy: 'order-2', reservedUntil: at(-1) }, 'order-1', false],
    [
      'preview sees any live hold',
      { reservedBy: 'order-2', reservedUntil: at(60_000) },
      null,
      true,
    ],
    ['preview after expiry', { reservedBy: 'order-2', reservedUntil: at(-60_000) }, null, false],
    ['hold without expiry', { reservedBy: 'order-2' }, 'order-1', true],
    ['unreadable expiry', { reservedBy: 'order-2', reservedUntil: 'soon' }, 'order-1', true],
  ])('%s → %s', (_name, hold, orderId, expected) => {
    expect(isReservedByOther(hold, orderId, NOW)).toBe(expected);
  });
});

describe('checkLookedUpCoupon', () => {
  const context = { holdId: 'order-1', now: NOW };
  it.each<[string, PromoCode | null, ReturnType<typeof checkLookedUpCoupon>]>([
    ['not found', null, { ok: false, message: COUPON_INVALID_MESSAGE }],
    [
      'record for another code',
      promo({ code: 'VIPOTHER1' }),
      { ok: false, message: COUPON_INVALID_MESSAGE },
    ],
    [
      'inactive, never used',
      promo({ isActive: false }),
      { ok: false, message: COUPON_INVALID_MESSAGE },
    ],
    [
      'used (and so inactive)',
      promo({ isActive: false, redeemed: true }),
      { ok: false, message: COUPON_USED_MESSAGE },
    ],
    [
      'used but still flagged active',
      promo({ redeemed: true }),
      { ok: false, message: COUPON_USED_MESSAGE },
    ],
    [
      'held by another order',
      promo({ reservedBy: 'order-2', reservedUntil: at(COUPON_RESERVATION_MS) }),
      { ok: false, message: COUPON_RESERVED_MESSAGE },
    ],
    [
      'held by this order',
      promo({ reservedBy: 'order-1', reservedUntil: at(COUPON_RESERVATION_MS) }),
      { ok: true, coupon: { code: 'VIPGOLD12', discountPercentage: 50, attendeeLimit: 2 } },
    ],
    [
      'hold lapsed',
      promo({ reservedBy: 'order-2', reservedUntil: at(-1) }),
      { ok: true, coupon: { code: 'VIPGOLD12', discountPercentage: 50, attendeeLimit: 2 } },
    ],
    [
      'usable',
      promo(),
      { ok: true, coupon: { code: 'VIPGOLD12', discountPercentage: 50, attendeeLimit: 2 } },
    ],
  ])('%s', (_name, record, expected) => {
    expect(checkLookedUpCoupon('VIPGOLD12', record, context)).toEqual(expected);
  });

  it('a preview (no order yet) is blocked by any live hold', () => {
    const held = promo({ reservedBy: 'order-2', reservedUntil: at(1000) });
    expect(checkLookedUpCoupon('VIPGOLD12', held, { holdId: null, now: NOW })).toEqual({
      ok: false,
      message: COUPON_RESERVED_MESSAGE,
    });
  });
});

describe('reservation and redemption writes', () => {
  it('records each buyer who redeemed, earlier ones kept, on the organisers-only record', () => {
    const first = withRedeemer({ code: 'VIPGOLD12', usedBy: [] }, 'ravi@example.com');
    expect(first).toEqual({ code: 'VIPGOLD12', usedBy: ['ravi@example.com'] });
    expect(withRedeemer(first, 'asha@example.com').usedBy).toEqual([
      'ravi@example.com',
      'asha@example.com',
    ]);
  });

  it('holds the code for exactly 15 minutes', () => {
    const hold = couponReservation('order-9', NOW);
    expect(hold).toEqual({ reservedBy: 'order-9', reservedUntil: '2025-07-20T10:15:00.000Z' });
    expect(
      isReservedByOther(hold, 'order-1', new Date(NOW.getTime() + COUPON_RESERVATION_MS - 1)),
    ).toBe(true);
    expect(
      isReservedByOther(hold, 'order-1', new Date(NOW.getTime() + COUPON_RESERVATION_MS)),
    ).toBe(false);
  });

  it('redeeming deactivates, marks it redeemed and releases the hold, naming nobody', () => {
    const before = promo({ reservedBy: 'order-9', reservedUntil: at(1000) });
    const update = couponRedemption();
    expect(update).toEqual({
      isActive: false,
      redeemed: true,
      reservedBy: null,
      reservedUntil: null,
    });
    expect(
      checkLookedUpCoupon('VIPGOLD12', { ...before, ...update }, { holdId: null, now: NOW }),
    ).toEqual({
      ok: false,
      message: COUPON_USED_MESSAGE,
    });
  });
});
