import {
  doc,
  runTransaction,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction as FirestoreTransaction,
} from 'firebase/firestore';
import type { Store } from '@/engine/store';
import { timestampCodec } from '../firebase-common/codec';
import { createFirestoreStore } from '../firebase-common/firestore-store';
import { firestorePath } from '../firebase-common/firestore-path';

/** The web SDK's Timestamp, as the codec takes it. */
export const webTimestamps = timestampCodec(Timestamp);

/**
 * The engine's Store on Firestore through the web SDK, for the flows an organiser runs in the
 * browser (check-in, undo, top-up, promo codes, events): each flow is one `runTransaction`, so
 * the security rules see — and judge — exactly the writes the flow makes, as the signed-in user.
 */
export function createWebStore(db: Firestore): Store {
  return createFirestoreStore<DocumentReference, FirestoreTransaction>({
    runTransaction: (work) => runTransaction(db, work),
    ref: (collection, id) => doc(db, ...firestorePath(collection, id)),
    read: async (tx, ref) => {
      const snapshot = await tx.get(ref);
      return snapshot.exists() ? snapshot.data() : undefined;
    },
    timestamps: webTimestamps,
  });
}
