import { collection, getDocs, orderBy, query } from 'firebase/firestore';
import { PROMO_CODES_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { readPromoCode } from '@/domain/promo-codes';
import type { PromoCodesApi } from '../../admin-backend';
import { decodeFromFirestore } from '../../firebase-common/codec';
import { webTimestamps } from '../web-store';
import { adminRead } from './as-admin';
import type { FirebaseAdminContext } from './context';

/** The promo codes screen's reads; its writes are the shared adminWrites. */
export function createPromoCodesReads(ctx: FirebaseAdminContext): Pick<PromoCodesApi, 'list'> {
  const { db } = ctx;
  return {
    // docs/product-spec.md §7: list promoCodes by createdAt descending.
    list: () =>
      adminRead(ctx, PROMO_CODES_FETCH_FAILED_MESSAGE, async () => {
        const snapshot = await getDocs(
          query(collection(db, 'promoCodes'), orderBy('createdAt', 'desc')),
        );
        // readPromoCode fills the spec's defaults for fields the original app's codes lack.
        return snapshot.docs.map((promo) =>
          readPromoCode(
            promo.id,
            decodeFromFirestore(
              'promoCodes',
              promo.id,
              promo.data(),
              webTimestamps,
            ) as unknown as Record<string, unknown>,
          ),
        );
      }),
  };
}
