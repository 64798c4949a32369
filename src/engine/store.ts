import type { CollectionName, Collections } from './collections';

/**
 * What a flow may do inside one transaction (docs/design.md §1.2). The shape is the intersection of
 * Firestore's web and Admin SDK transactions and IndexedDB's: documents are read **by id
 * only** (Firestore's web SDK cannot query inside a transaction) and every read comes before
 * the first write (Firestore requires it; the in-memory store used by the flow tests refuses
 * anything else). Writes are queued and land together when the flow's function returns; if it
 * throws, nothing is written.
 */
export interface Transaction {
  get<C extends CollectionName>(collection: C, id: string): Promise<Collections[C] | null>;
  /** Writes the whole document (creating or replacing it). */
  set<C extends CollectionName>(collection: C, id: string, doc: Collections[C]): void;
  /** Changes top-level fields of a document that exists (the flow has just read it). */
  update<C extends CollectionName>(collection: C, id: string, patch: Partial<Collections[C]>): void;
  delete(collection: CollectionName, id: string): void;
}

/**
 * A transactional document store: the one thing an adapter must implement for the flows to
 * run on it. `transaction` may run `work` more than once (Firestore retries on contention), so
 * work must only read and write through `tx` and must not have other side effects.
 */
export interface Store {
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
}
