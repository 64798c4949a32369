import { PROMO_CODE_DUPLICATE_MESSAGE } from '@/domain/admin-messages';
import { isValidDocumentId } from '@/domain/document-id';
import { createPromoCode, parsePromoCodeForm, type PromoCode } from '@/domain/promo-codes';
import { BackendError } from '../errors';
import type { Actor, FlowEnv } from '../flow-env';
import { requireAdmin } from '../require-admin';

/** A generated code colliding (about 1 in 2^40 per existing code) just draws again. */
const GENERATION_ATTEMPTS = 3;

/**
 * Creates promoCodes/{code}. The code is the document id, so uniqueness is a `get` in the same
 * transaction. The form is parsed again here, as the rules would: the form is not the last line.
 */
export async function createPromoCodeFlow(
  env: FlowEnv,
  actor: Actor,
  values: unknown,
): Promise<PromoCode> {
  const now = env.now();
  const parsed = parsePromoCodeForm(values);
  const chosen = parsed.ok && parsed.value.code !== '';
  // Drawn before the transaction, which may run more than once.
  const candidates = parsed.ok
    ? Array.from({ length: chosen ? 1 : GENERATION_ATTEMPTS }, () =>
        createPromoCode(parsed.value, now, env.random),
      )
    : [];
  return env.store.transaction(async (tx) => {
    await requireAdmin(tx, actor);
    if (!parsed.ok) throw new BackendError('invalid-request', parsed.error);
    for (const promo of candidates) {
      if (await tx.get('promoCodes', promo.code)) continue;
      tx.set('promoCodes', promo.code, promo);
      return promo;
    }
    throw new BackendError('duplicate', PROMO_CODE_DUPLICATE_MESSAGE);
  });
}

/** Deletes the code with its record of who redeemed it, so a new code of that name starts clean. */
export async function deletePromoCode(env: FlowEnv, actor: Actor, code: string): Promise<void> {
  await env.store.transaction(async (tx) => {
    await requireAdmin(tx, actor);
    if (!isValidDocumentId(code)) return;
    const [promo, redemptions] = await Promise.all([
      tx.get('promoCodes', code),
      tx.get('promoRedemptions', code),
    ]);
    if (promo) tx.delete('promoCodes', code);
    if (redemptions) tx.delete('promoRedemptions', code);
  });
}
