import { isValidDocumentId } from '@/domain/document-id';
import { readPromoCode, type PromoCode } from '@/domain/promo-codes';
import type { Transaction } from '../store';

/** A `get` of one promoCodes/{code} document: a transaction's, or an adapter's plain read. */
export type GetPromoCode = (code: string) => Promise<object | null>;

/**
 * promoCodes/{code}, read through the domain's reader so old or odd records get the spec
 * defaults. A code that could not be a document id is simply not there.
 */
export async function lookUpCoupon(get: GetPromoCode, code: string): Promise<PromoCode | null> {
  if (!isValidDocumentId(code)) return null;
  const stored = await get(code);
  return stored ? readPromoCode(code, stored as Record<string, unknown>) : null;
}

/** lookUpCoupon inside a flow's transaction. */
export function readCoupon(tx: Transaction, code: string): Promise<PromoCode | null> {
  return lookUpCoupon((id) => tx.get('promoCodes', id), code);
}
