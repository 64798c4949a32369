import {
  PROMO_CODE_CREATE_FAILED_MESSAGE,
  PROMO_CODE_DELETE_FAILED_MESSAGE,
  PROMO_CODES_FETCH_FAILED_MESSAGE,
} from '@/domain/admin-messages';
import { readPromoCode } from '@/domain/promo-codes';
import { guard } from '@/engine/errors';
import { createPromoCodeFlow, deletePromoCode } from '@/engine/flows/promo-codes';
import type { PromoCodesApi } from '../../admin-backend';
import type { DemoContext } from '../context';
import { adminRead, type CurrentActor } from './as-admin';

export function createPromoCodesApi(ctx: DemoContext, actor: CurrentActor): PromoCodesApi {
  const { db, env } = ctx;
  return {
    list: () =>
      adminRead(ctx, actor, PROMO_CODES_FETCH_FAILED_MESSAGE, async () => {
        const stored = await db.promoCodes.orderBy('createdAt').reverse().toArray();
        return stored.map((promo) =>
          readPromoCode(promo.code, promo as unknown as Record<string, unknown>),
        );
      }),
    create: (values) =>
      guard(PROMO_CODE_CREATE_FAILED_MESSAGE, () => createPromoCodeFlow(env, actor(), values)),
    remove: (code) =>
      guard(PROMO_CODE_DELETE_FAILED_MESSAGE, () => deletePromoCode(env, actor(), code)),
  };
}
