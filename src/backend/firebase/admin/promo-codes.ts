import { collection, getDocs, orderBy, query } from 'firebase/firestore';
import {
  PROMO_CODE_CREATE_FAILED_MESSAGE,
  PROMO_CODE_DELETE_FAILED_MESSAGE,
  PROMO_CODES_FETCH_FAILED_MESSAGE,
} from '@/domain/admin-messages';
import { readPromoCode } from '@/domain/promo-codes';
import { guard } from '@/engine/errors';
import { createPromoCodeFlow, deletePromoCode } from '@/engine/flows/promo-codes';
import type { PromoCodesApi } from '../../admin-backend';
import { decodeFromFirestore } from '../../firebase-common/codec';
import { webTimestamps } from '../web-store';
import { adminRead } from './as-admin';
import type { FirebaseAdminContext } from './context';

export function createPromoCodesApi(ctx: FirebaseAdminContext): PromoCodesApi {
  const { db, env, actor } = ctx;
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
    create: (values) =>
      guard(PROMO_CODE_CREATE_FAILED_MESSAGE, () => createPromoCodeFlow(env, actor(), values)),
    remove: (code) =>
      guard(PROMO_CODE_DELETE_FAILED_MESSAGE, () => deletePromoCode(env, actor(), code)),
  };
}
