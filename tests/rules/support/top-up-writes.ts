import { doc, writeBatch, type Firestore } from 'firebase/firestore';
import { encodeForFirestore } from '@/backend/firebase-common/codec';
import { webTimestamps } from '@/backend/firebase/web-store';
import { topUpRecord } from '@/domain/wallet';
import type { TransactionDoc, UserDoc } from '@/engine/collections';

export const RECORD_ID = 'topUpRecord00000001';

export function topUpRecordDoc(
  userId: string,
  amount: number,
  overrides: Record<string, unknown> = {},
  id = RECORD_ID,
): TransactionDoc {
  return { id, ...topUpRecord(userId, amount, new Date()), ...overrides } as TransactionDoc;
}

/**
 * A top-up written by hand in one batch, as a client could try instead of the flow: the user's
 * patch and (unless `record` is null) a top-up record.
 */
export function handTopUp(
  db: Firestore,
  userId: string,
  patch: Partial<UserDoc> | Record<string, unknown>,
  record: TransactionDoc | null,
): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, 'users', userId), patch);
  if (record) {
    batch.set(
      doc(db, 'transactions', record.id),
      encodeForFirestore('transactions', record, webTimestamps),
    );
  }
  return batch.commit();
}
