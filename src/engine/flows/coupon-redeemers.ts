import { withRedeemer } from '@/domain/coupons';
import { readPromoRedemptions, type PromoRedemptions } from '@/domain/promo-codes';
import type { Transaction } from '../store';

/**
 * promoRedemptions/{code}, the organisers-only record of who redeemed a code
 * (docs/design.md §3.6). Read it with the flow's other reads: a transaction reads nothing after
 * its first write.
 */
export async function readCouponRedeemers(
  tx: Transaction,
  code: string,
): Promise<PromoRedemptions> {
  const stored = await tx.get('promoRedemptions', code);
  return readPromoRedemptions(code, stored as Readonly<Record<string, unknown>> | null);
}

/** Adds the buyer to who redeemed the code, in the redemption's transaction. */
export function recordCouponRedeemer(
  tx: Transaction,
  stored: PromoRedemptions,
  email: string,
): void {
  tx.set('promoRedemptions', stored.code, withRedeemer(stored, email));
}
