import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction as FirestoreTransaction,
} from 'firebase-admin/firestore';
import type { Store } from '@/engine/store';
import { timestampCodec } from '@/backend/firebase-common/codec';
import { createFirestoreStore } from '@/backend/firebase-common/firestore-store';

/** The Admin SDK's Timestamp, as the codec takes it. */
export const adminTimestamps = timestampCodec(Timestamp);

/**
 * The engine's Store on Firestore through the Admin SDK, for the flows only the server may run
 * (create order, fulfil, abandon, release, webhook bookkeeping). The Admin SDK bypasses the
 * security rules: what this store writes is decided by the flows alone.
 */
export function createAdminStore(db: Firestore): Store {
  return createFirestoreStore<DocumentReference, FirestoreTransaction>({
    runTransaction: (work) => db.runTransaction(work),
    ref: (collection, id) => db.collection(collection).doc(id),
    read: async (tx, ref) => {
      const snapshot = await tx.get(ref);
      return snapshot.exists ? snapshot.data() : undefined;
    },
    timestamps: adminTimestamps,
  });
}
