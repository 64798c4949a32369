import type { CollectionName } from '@/engine/collections';
import type { Store, Transaction } from '@/engine/store';
import {
  assertDocumentId,
  decodeFromFirestore,
  encodeForFirestore,
  type TimestampCodec,
} from './codec';

/**
 * The writes of a Firestore transaction, which the web and Admin SDKs spell alike: `set`,
 * `update` and `delete` of a document reference.
 */
export interface SdkTransaction<Ref> {
  set(ref: Ref, data: Record<string, unknown>): unknown;
  update(ref: Ref, data: Record<string, unknown>): unknown;
  delete(ref: Ref): unknown;
}

/**
 * What the two SDKs do differently, and all the store needs of one: how a transaction is run,
 * how a document reference is made, and how a snapshot says the document exists. No SDK is
 * imported here, so the browser's bundle never carries the Admin SDK nor Functions the web SDK.
 */
export interface FirestoreSdkOps<Ref, Tx extends SdkTransaction<Ref>> {
  runTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  ref(collection: CollectionName, id: string): Ref;
  /** The document's data as read in `tx`, or undefined when it does not exist. */
  read(tx: Tx, ref: Ref): Promise<Record<string, unknown> | undefined>;
  timestamps: TimestampCodec;
}

/**
 * The engine's Store on Firestore, through either SDK: each flow is one Firestore transaction,
 * which may run `work` again on contention (flows only read and write through `tx`), and the
 * SDK refuses a read after a write as the in-memory store does. Documents pass through the one
 * codec, so a document written by either SDK reads the same through the other.
 */
export function createFirestoreStore<Ref, Tx extends SdkTransaction<Ref>>(
  sdk: FirestoreSdkOps<Ref, Tx>,
): Store {
  const ref = (collection: CollectionName, id: string) => {
    assertDocumentId(collection, id);
    return sdk.ref(collection, id);
  };
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return sdk.runTransaction(async (firestoreTx) => {
        const tx: Transaction = {
          get: async (collection, id) => {
            const data = await sdk.read(firestoreTx, ref(collection, id));
            return data ? decodeFromFirestore(collection, id, data, sdk.timestamps) : null;
          },
          set: (collection, id, document) => {
            const data = encodeForFirestore(collection, document, sdk.timestamps);
            firestoreTx.set(ref(collection, id), data);
          },
          update: (collection, id, patch) => {
            const data = encodeForFirestore(collection, patch, sdk.timestamps);
            firestoreTx.update(ref(collection, id), data);
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
