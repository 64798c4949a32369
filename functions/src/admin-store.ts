import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Store, Transaction } from '@/engine/store';
import {
  assertDocumentId,
  decodeFromFirestore,
  encodeForFirestore,
  type TimestampCodec,
} from '@/backend/firebase-common/codec';

/** The Admin SDK's Timestamp, as the codec takes it. */
export const adminTimestamps: TimestampCodec = {
  fromDate: (date) => Timestamp.fromDate(date),
  isTimestamp: (value): value is Timestamp => value instanceof Timestamp,
};

/**
 * The engine's Store on Firestore through the Admin SDK, for the flows only the server may run
 * (create order, fulfil, abandon, release, webhook bookkeeping). Same conversion and id checks
 * as the web store, so a document written here reads the same in the browser. The Admin SDK
 * bypasses the security rules: what this store writes is decided by the flows alone.
 */
export function createAdminStore(db: Firestore): Store {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.runTransaction(async (firestoreTx) => {
        const ref = (collection: string, id: string) => {
          assertDocumentId(collection, id);
          return db.collection(collection).doc(id);
        };
        const tx: Transaction = {
          get: async (collection, id) => {
            const snapshot = await firestoreTx.get(ref(collection, id));
            const data = snapshot.data();
            return snapshot.exists && data
              ? decodeFromFirestore(collection, id, data, adminTimestamps)
              : null;
          },
          set: (collection, id, document) => {
            firestoreTx.set(
              ref(collection, id),
              encodeForFirestore(collection, document, adminTimestamps),
            );
          },
          update: (collection, id, patch) => {
            firestoreTx.update(
              ref(collection, id),
              encodeForFirestore(collection, patch, adminTimestamps),
            );
          },
          delete: (collection, id) => {
            firestoreTx.delete(ref(collection, id));
          },
        };
        return work(tx);
      });
    },
  };
}
