import { collection, getDocs, orderBy, query } from 'firebase/firestore';
import { PROMO_CODES_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { readPromoCodeListing } from '@/domain/promo-codes';
import type { PromoCodesApi } from '../../admin-backend';
import { decodeFromFirestore } from '../../firebase-common/codec';
import { webTimestamps } from '../web-store';
import { adminRead } from './as-admin';
import type { FirebaseAdminContext } from './context';

/** The promo codes screen's reads; its writes are the shared adminWrites. */
export function createPromoCodesReads(ctx: FirebaseAdminContext): Pick<PromoCodesApi, 'list'> {
  const { db } = ctx;
  return {
    // docs/product-spec.md §7: list promoCodes by createdAt descending, each with who redeemed
    // it from the organisers-only promoRedemptions (docs/design.md §3.6).
    list: () =>
      adminRead(ctx, PROMO_CODES_FETCH_FAILED_MESSAGE, async () => {
        const [codes, redemptions] = await Promise.all([
          getDocs(query(collection(db, 'promoCodes'), orderBy('createdAt', 'desc'))),
          getDocs(collection(db, 'promoRedemptions')),
        ]);
        const redeemers = new Map(redemptions.docs.map((entry) => [entry.id, entry.data()]));
        // readPromoCodeListing fills the spec's defaults for fields the original app's codes lack.
        return codes.docs.map((promo) =>
          readPromoCodeListing(
            promo.id,
            decodeFromFirestore(
              'promoCodes',
              promo.id,
              promo.data(),
              webTimestamps,
            ) as unknown as Record<string, unknown>,
            redeemers.get(promo.id) ?? null,
          ),
        );
      }),
  };
}
