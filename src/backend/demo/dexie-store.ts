import type { Table } from 'dexie';
import type { CollectionName, Collections } from '@/engine/collections';
import { assertDocumentId } from '@/engine/document-path';
import type { Store, Transaction } from '@/engine/store';
import type { DemoDatabase } from './db';

type Write = () => Promise<unknown>;

/**
 * The engine's Store on the demo's IndexedDB (Dexie). One read-write transaction over every
 * table, which IndexedDB runs one at a time across tabs: that is what makes two tabs racing
 * for one coupon or one check-in a real race with one winner. Writes are queued and applied
 * at the end, inside the same IndexedDB transaction, so a flow that throws writes nothing.
 */
export function createDexieStore(db: DemoDatabase): Store {
  const table = <C extends CollectionName>(collection: C, id?: string) => {
    if (id !== undefined) assertDocumentId(collection, id);
    return db.table(collection) as Table<Collections[C], string>;
  };

  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction('rw', db.allTables, async () => {
        const writes: Write[] = [];
        const tx: Transaction = {
          get: async (collection, id) => (await table(collection, id).get(id)) ?? null,
          set: (collection, id, doc) => {
            // The tables key documents by their own id field (inline keys); the id given must
            // be that field, as it is the document id on Firestore and in the in-memory store.
            const keyPath = table(collection, id).schema.primKey.keyPath as string;
            if ((doc as unknown as Record<string, unknown>)[keyPath] !== id) {
              throw new Error(`set(${collection}/${id}): the document's ${keyPath} is not its id`);
            }
            writes.push(() => table(collection).put(doc));
          },
          update: (collection, id, patch) => {
            assertDocumentId(collection, id);
            writes.push(async () => {
              // Dexie's update takes dotted key paths; a whole-field patch is what flows write.
              const changed = await table(collection).update(id, { ...patch } as never);
              if (changed === 0 && !(await table(collection).get(id))) {
                throw new Error(`update(${collection}/${id}): no such document`);
              }
            });
          },
          delete: (collection, id) => {
            writes.push(() => table(collection, id).delete(id));
          },
        };
        const result = await work(tx);
        for (const write of writes) await write();
        return result;
      });
    },
  };
}

/**
 * `work` in a read-only IndexedDB transaction over `collections` alone: for a check that only
 * reads (an organiser's, before each back-office read). IndexedDB starts no transaction on a
 * table while an earlier read-write one over it is open, so the store's read-write transaction
 * over every table held back every read the screen made after it (docs/design.md §14.3). Writing
 * through this one throws.
 */
export function readOnlyTransaction<T>(
  db: DemoDatabase,
  collections: readonly CollectionName[],
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const refuse = (what: string): never => {
    throw new Error(`${what} in a read-only transaction`);
  };
  return db.transaction(
    'r',
    collections.map((collection) => db.table(collection)),
    () =>
      work({
        get: async (collection, id) => {
          assertDocumentId(collection, id);
          const doc = await (
            db.table(collection) as Table<Collections[typeof collection], string>
          ).get(id);
          return doc ?? null;
        },
        set: (collection, id) => refuse(`set(${collection}/${id})`),
        update: (collection, id) => refuse(`update(${collection}/${id})`),
        delete: (collection, id) => refuse(`delete(${collection}/${id})`),
      }),
  );
}
