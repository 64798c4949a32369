import { PROMO_CODES_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { readPromoCodeListing } from '@/domain/promo-codes';
import type { PromoCodesApi } from '../../admin-backend';
import type { DemoContext } from '../context';
import { adminRead, type CurrentActor } from './as-admin';

/** The promo codes screen's reads; its writes are the shared adminWrites. */
export function createPromoCodesReads(
  ctx: DemoContext,
  actor: CurrentActor,
): Pick<PromoCodesApi, 'list'> {
  const { db } = ctx;
  return {
    list: () =>
      adminRead(ctx, actor, PROMO_CODES_FETCH_FAILED_MESSAGE, async () => {
        const stored = await db.promoCodes.orderBy('createdAt').reverse().toArray();
        const redemptions = await db.promoRedemptions.bulkGet(stored.map((promo) => promo.code));
        return stored.map((promo, i) =>
          readPromoCodeListing(
            promo.code,
            promo as unknown as Record<string, unknown>,
            (redemptions[i] ?? null) as Record<string, unknown> | null,
          ),
        );
      }),
  };
}
