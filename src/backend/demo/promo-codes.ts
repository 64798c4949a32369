import {
  PROMO_CODE_CREATE_FAILED_MESSAGE,
  PROMO_CODE_DELETE_FAILED_MESSAGE,
  PROMO_CODE_DUPLICATE_MESSAGE,
  PROMO_CODES_FETCH_FAILED_MESSAGE,
} from '@/domain/admin-messages';
import { isValidDocumentId } from '@/domain/booking';
import { createPromoCode, parsePromoCodeForm, readPromoCode } from '@/domain/promo-codes';
import { BackendError, type PromoCodesApi } from '../backend';
import type { DemoContext } from './context';
import { guard } from './guard';

/** A generated code colliding (about 1 in 2^41 per existing code) just draws again. */
const GENERATION_ATTEMPTS = 3;

export function createPromoCodesApi(ctx: DemoContext): PromoCodesApi {
  const { db } = ctx;
  return {
    list: () =>
      guard(PROMO_CODES_FETCH_FAILED_MESSAGE, async () => {
        const stored = await db.promoCodes.orderBy('createdAt').reverse().toArray();
        return stored.map((promo) =>
          readPromoCode(promo.code, promo as unknown as Record<string, unknown>),
        );
      }),

    create: (values) =>
      guard(PROMO_CODE_CREATE_FAILED_MESSAGE, async () => {
        // Checked again here, as Firestore rules would: the form is not the last line.
        const parsed = parsePromoCodeForm(values);
        if (!parsed.ok) throw new BackendError('invalid-request', parsed.error);
        const chosen = parsed.value.code !== '';
        const now = ctx.now();
        return db.transaction('rw', db.promoCodes, async () => {
          for (let attempt = 0; attempt < (chosen ? 1 : GENERATION_ATTEMPTS); attempt++) {
            const promo = createPromoCode(parsed.value, now, ctx.random);
            if (await db.promoCodes.get(promo.code)) continue;
            await db.promoCodes.add(promo);
            return promo;
          }
          throw new BackendError('duplicate', PROMO_CODE_DUPLICATE_MESSAGE);
        });
      }),

    remove: (code) =>
      guard(PROMO_CODE_DELETE_FAILED_MESSAGE, async () => {
        if (isValidDocumentId(code)) await db.promoCodes.delete(code);
      }),
  };
}
