import { doc, runTransaction, Timestamp, type Firestore } from 'firebase/firestore';
import type { Store, Transaction } from '@/engine/store';
import {
  assertDocumentId,
  decodeFromFirestore,
  encodeForFirestore,
  type TimestampCodec,
} from '../firebase-common/codec';

/** The web SDK's Timestamp, as the codec takes it. */
export const webTimestamps: TimestampCodec = {
  fromDate: (date) => Timestamp.fromDate(date),
  isTimestamp: (value): value is Timestamp => value instanceof Timestamp,
};

/**
 * The engine's Store on Firestore through the web SDK, for the flows an organiser runs in the
 * browser (check-in, undo, top-up, promo codes, events): each flow is one `runTransaction`, so
 * the security rules see — and judge — exactly the writes the flow makes, as the signed-in
 * user. Firestore may run `work` again on contention; flows only read and write through `tx`.
 * Reads must come before writes (the SDK refuses otherwise, as the in-memory store does).
 */
export function createWebStore(db: Firestore): Store {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return runTransaction(db, async (firestoreTx) => {
        const ref = (collection: string, id: string) => {
          assertDocumentId(collection, id);
          return doc(db, collection, id);
        };
        const tx: Transaction = {
          get: async (collection, id) => {
            const snapshot = await firestoreTx.get(ref(collection, id));
            return snapshot.exists()
              ? decodeFromFirestore(collection, id, snapshot.data(), webTimestamps)
              : null;
          },
          set: (collection, id, document) => {
            firestoreTx.set(
              ref(collection, id),
              encodeForFirestore(collection, document, webTimestamps),
            );
          },
          update: (collection, id, patch) => {
            firestoreTx.update(
              ref(collection, id),
              encodeForFirestore(collection, patch, webTimestamps),
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
