import type { CouponTerms } from './pricing';
import { PROMO_CODE_PREFIX, type PromoCode, type PromoRedemptions } from './promo-codes';

// docs/product-spec.md §5, in the order the checks run.
export const COUPON_EMPTY_MESSAGE = 'Please enter a coupon code';
export const COUPON_PREFIX_MESSAGE = 'Coupon code must start with VIP';
export const COUPON_NEEDS_PREMIUM_MESSAGE = 'Coupon can only be applied to ₹1212 tickets';
export const COUPON_INVALID_MESSAGE = 'Invalid coupon code';
export const COUPON_USED_MESSAGE = 'This coupon has already been used';
export const COUPON_FAILED_MESSAGE = 'Failed to apply coupon. Please try again.';
// Not in the spec: a code held by another buyer's unfinished payment is neither used nor free.
export const COUPON_RESERVED_MESSAGE =
  'This coupon is being used in another booking. Please try again in 15 minutes.';

export const COUPON_RESERVATION_MS = 15 * 60 * 1000;

export type CouponMessage =
  | typeof COUPON_EMPTY_MESSAGE
  | typeof COUPON_PREFIX_MESSAGE
  | typeof COUPON_NEEDS_PREMIUM_MESSAGE
  | typeof COUPON_INVALID_MESSAGE
  | typeof COUPON_USED_MESSAGE
  | typeof COUPON_FAILED_MESSAGE
  | typeof COUPON_RESERVED_MESSAGE;

export type CouponPrecheck = { ok: true; code: string } | { ok: false; message: CouponMessage };
export type CouponCheck = { ok: true; coupon: CouponTerms } | { ok: false; message: CouponMessage };

/**
 * What chat apps and keyboards slip into a copied code: every Unicode space (`\s` covers NBSP,
 * U+2000–U+200A, U+202F, U+205F, U+3000, U+FEFF and line breaks), zero-width characters
 * (U+200B–U+200D, U+2060, U+180E), soft hyphens, invisible operators and bidi marks. A code is
 * letters and digits only, so none of these can be part of one.
 */
const INVISIBLE_OR_SPACE =
  /[\s\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** The code as typed or pasted, cleaned and upper-cased: used by the field, the preview and the server. */
export function normaliseCouponInput(raw: string): string {
  return raw.replace(INVISIBLE_OR_SPACE, '').toUpperCase();
}

/** Everything that can be said before looking the code up; the adapter only looks up on ok. */
export function precheckCoupon(raw: string, premiumCount: number): CouponPrecheck {
  const code = normaliseCouponInput(raw);
  if (code === '') return { ok: false, message: COUPON_EMPTY_MESSAGE };
  if (!code.startsWith(PROMO_CODE_PREFIX)) return { ok: false, message: COUPON_PREFIX_MESSAGE };
  if (!(premiumCount >= 1)) return { ok: false, message: COUPON_NEEDS_PREMIUM_MESSAGE };
  return { ok: true, code };
}

export type CouponHold = Pick<PromoCode, 'reservedBy' | 'reservedUntil'>;

/**
 * True while another order holds the code. `holdId` (the asking order's hold id, never its order
 * id: the code's document is public, docs/design.md §3.2) is null when merely previewing, so any
 * live hold counts. An unreadable expiry counts as held: a corrupt hold must not let two buyers pay
 * for one code.
 */
export function isReservedByOther(coupon: CouponHold, holdId: string | null, now: Date): boolean {
  const holder = coupon.reservedBy;
  if (holder == null || holder === '' || holder === holdId) return false;
  if (coupon.reservedUntil == null) return true;
  const until = Date.parse(coupon.reservedUntil);
  return Number.isNaN(until) || until > now.getTime();
}

/**
 * Judges the looked-up record (null when nothing has that code). Used comes before inactive
 * because redeeming also deactivates a code, and "already used" is the truer message then.
 */
export function checkLookedUpCoupon(
  code: string,
  record: PromoCode | null,
  context: { holdId: string | null; now: Date },
): CouponCheck {
  if (record === null || record.code !== code)
    return { ok: false, message: COUPON_INVALID_MESSAGE };
  if (record.redeemed) return { ok: false, message: COUPON_USED_MESSAGE };
  if (!record.isActive) return { ok: false, message: COUPON_INVALID_MESSAGE };
  if (isReservedByOther(record, context.holdId, context.now)) {
    return { ok: false, message: COUPON_RESERVED_MESSAGE };
  }
  return {
    ok: true,
    coupon: {
      code: record.code,
      discountPercentage: record.discountPercentage,
      attendeeLimit: record.attendeeLimit,
    },
  };
}

/** The fields to write when an order takes the hold, under its hold id. */
export function couponReservation(holdId: string, now: Date): Required<CouponHold> {
  return {
    reservedBy: holdId,
    reservedUntil: new Date(now.getTime() + COUPON_RESERVATION_MS).toISOString(),
  };
}

/**
 * The fields to write on promoCodes/{code} at redemption: single global use, so it goes inactive
 * and the hold ends. Who redeemed it goes to promoRedemptions/{code} (withRedeemer), never here.
 */
export function couponRedemption(): Pick<
  PromoCode,
  'isActive' | 'redeemed' | 'reservedBy' | 'reservedUntil'
> {
  return {
    isActive: false,
    redeemed: true,
    reservedBy: null,
    reservedUntil: null,
  };
}

/** promoRedemptions/{code} with this buyer added (usedBy is the truthful list of who redeemed). */
export function withRedeemer(stored: PromoRedemptions, email: string): PromoRedemptions {
  return { code: stored.code, usedBy: [...stored.usedBy, email] };
}
