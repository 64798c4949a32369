import type { CollectionName } from '@/engine/collections';
import { TransactionAbortedError } from '@/engine/in-memory-store';
import type { Store, Transaction } from '@/engine/store';

/**
 * A store that records the documents (`collection/id`) each transaction read or wrote, and can
 * make chosen documents always contended: a transaction touching one gives up, as Firestore does
 * after its last attempt when many writers share a document.
 */
export class WatchedStore implements Store {
  /** What each transaction begun through this store touched, in the order they began. */
  readonly touched: Set<string>[] = [];
  private readonly contended = new Set<string>();

  constructor(private readonly inner: Store) {}

  contend(collection: CollectionName, id: string): void {
    this.contended.add(`${collection}/${id}`);
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const touched = new Set<string>();
    this.touched.push(touched);
    return this.inner.transaction((tx) => work(this.watch(tx, touched)));
  }

  private watch(tx: Transaction, touched: Set<string>): Transaction {
    const touch = (collection: CollectionName, id: string) => {
      const key = `${collection}/${id}`;
      touched.add(key);
      if (this.contended.has(key)) throw new TransactionAbortedError(5, key);
    };
    return {
      get: (collection, id) => {
        touch(collection, id);
        return tx.get(collection, id);
      },
      set: (collection, id, doc) => {
        touch(collection, id);
        tx.set(collection, id, doc);
      },
      update: (collection, id, patch) => {
        touch(collection, id);
        tx.update(collection, id, patch);
      },
      delete: (collection, id) => {
        touch(collection, id);
        tx.delete(collection, id);
      },
    };
  }
}
