import {
  COUPON_FAILED_MESSAGE,
  checkLookedUpCoupon,
  precheckCoupon,
  type CouponMessage,
} from '@/domain/coupons';
import type { CouponTerms } from '@/domain/pricing';
import type { TicketCounts } from '@/domain/prices';
import { lookUpCoupon, type GetPromoCode } from '../flows/read-coupon';

export type CouponPreview =
  { ok: true; coupon: CouponTerms } | { ok: false; message: CouponMessage };

/**
 * docs/product-spec.md §5's coupon check as the booking page asks it: everything that can be said
 * without a look-up, then one `get` of promoCodes/{code} (the visitor already knows the id; nobody
 * can list codes) through `getPromoCode`, which each adapter provides. Never reserves the code, and
 * never throws: a failed look-up is the spec's "Failed to apply coupon".
 */
export async function previewCoupon(
  getPromoCode: GetPromoCode,
  rawCode: unknown,
  counts: Partial<TicketCounts> | null | undefined,
  now: Date,
): Promise<CouponPreview> {
  try {
    const pre = precheckCoupon(String(rawCode ?? ''), Number(counts?.ticket1212Count));
    if (!pre.ok) return pre;
    const record = await lookUpCoupon(getPromoCode, pre.code);
    return checkLookedUpCoupon(pre.code, record, { holdId: null, now });
  } catch {
    return { ok: false, message: COUPON_FAILED_MESSAGE };
  }
}
