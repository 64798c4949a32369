import type { Transaction as DexieTransaction } from 'dexie';
import { legacyUsedBy, type PromoRedemptions } from '@/domain/promo-codes';

/**
 * Upgrade of a demo database made while a code's buyers were listed on the code itself
 * (`usedBy`): they move to promoRedemptions/{code} and the code keeps only `redeemed`, the shape
 * every new redemption writes (docs/design.md §3.6), so this browser's data reads like new data.
 */
export async function movePromoRedeemers(tx: DexieTransaction): Promise<void> {
  const moved: PromoRedemptions[] = [];
  await tx
    .table<Record<string, unknown>, string>('promoCodes')
    .toCollection()
    .modify((promo) => {
      if (!('usedBy' in promo)) return;
      const usedBy = legacyUsedBy(promo);
      const code = promo['code'];
      if (usedBy.length > 0 && typeof code === 'string') moved.push({ code, usedBy });
      promo['redeemed'] = promo['redeemed'] === true || usedBy.length > 0;
      delete promo['usedBy'];
    });
  await tx.table<PromoRedemptions, string>('promoRedemptions').bulkPut(moved);
}
