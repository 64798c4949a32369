import { isValidDocumentId } from '@/domain/document-id';
import { readPromoCode, type PromoCode } from '@/domain/promo-codes';
import type { Transaction } from '../store';

/**
 * A `get` of promoCodes/{code}, read through the domain's reader so old or odd records get the
 * spec defaults. A code that could not be a document id is simply not there.
 */
export async function readCoupon(tx: Transaction, code: string): Promise<PromoCode | null> {
  if (!isValidDocumentId(code)) return null;
  const stored = await tx.get('promoCodes', code);
  return stored ? readPromoCode(code, stored as unknown as Record<string, unknown>) : null;
}
