import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction as FirestoreTransaction,
} from 'firebase-admin/firestore';
import type { Store } from '@/engine/store';
import { timestampCodec } from '@/backend/firebase-common/codec';
import { createFirestoreStore } from '@/backend/firebase-common/firestore-store';
import { firestorePath } from '@/backend/firebase-common/firestore-path';

/** The Admin SDK's Timestamp, as the codec takes it. */
export const adminTimestamps = timestampCodec(Timestamp);

/** How one transaction went: how many times the SDK ran its work, and whether it committed. */
export interface TransactionAttempts {
  attempts: number;
  committed: boolean;
}

/**
 * The engine's Store on Firestore through the Admin SDK, for the flows only the server may run
 * (create order, fulfil, abandon, release, webhook bookkeeping). The Admin SDK bypasses the
 * security rules: what this store writes is decided by the flows alone.
 *
 * `onSettled` hears of every transaction once it has committed or failed, with the number of
 * times its work ran: more than one means the SDK retried it on contention, the figure that
 * says when an event document has become a hot spot (docs/design.md §3.10).
 */
export function createAdminStore(
  db: Firestore,
  onSettled?: (settled: TransactionAttempts) => void,
): Store {
  return createFirestoreStore<DocumentReference, FirestoreTransaction>({
    runTransaction: async (work) => {
      let attempts = 0;
      const counted = (tx: FirestoreTransaction) => {
        attempts += 1;
        return work(tx);
      };
      try {
        const result = await db.runTransaction(counted);
        onSettled?.({ attempts, committed: true });
        return result;
      } catch (error) {
        onSettled?.({ attempts, committed: false });
        throw error;
      }
    },
    ref: (collection, id) => db.doc(firestorePath(collection, id).join('/')),
    read: async (tx, ref) => {
      const snapshot = await tx.get(ref);
      return snapshot.exists ? snapshot.data() : undefined;
    },
    timestamps: adminTimestamps,
  });
}
