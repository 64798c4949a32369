import type { CollectionName, Collections } from './collections';
import { assertDocumentId } from './document-path';
import type { Store, Transaction } from './store';

type Write =
  | { kind: 'set'; collection: CollectionName; id: string; doc: unknown }
  | { kind: 'update'; collection: CollectionName; id: string; patch: object }
  | { kind: 'delete'; collection: CollectionName; id: string };

export type InMemoryData = { [C in CollectionName]?: Record<string, Collections[C]> };

/**
 * A Store in plain memory, for the flow tests (and anything else that needs the engine without
 * a database). Transactions run one at a time, documents are copied in and out, and it is
 * stricter than the real stores where they differ: a read after a write, an update of a missing
 * document, or a write after the transaction ended throws, so a flow that would break on
 * Firestore breaks here first.
 */
export class InMemoryStore implements Store {
  private data = new Map<CollectionName, Map<string, unknown>>();
  private queue: Promise<unknown> = Promise.resolve();
  /** How many transactions committed (a test can check a refusal wrote nothing). */
  commits = 0;

  constructor(initial: InMemoryData = {}) {
    for (const [collection, docs] of Object.entries(initial)) {
      for (const [id, doc] of Object.entries(docs ?? {})) {
        this.table(collection as CollectionName).set(id, structuredClone(doc));
      }
    }
  }

  private table(collection: CollectionName): Map<string, unknown> {
    let table = this.data.get(collection);
    if (!table) {
      table = new Map();
      this.data.set(collection, table);
    }
    return table;
  }

  /** A copy of one stored document, outside any transaction (test assertions). */
  peek<C extends CollectionName>(collection: C, id: string): Collections[C] | null {
    const doc = this.table(collection).get(id);
    return doc === undefined ? null : (structuredClone(doc) as Collections[C]);
  }

  /** Copies of every document of a collection (test assertions). */
  all<C extends CollectionName>(collection: C): Collections[C][] {
    return [...this.table(collection).values()].map(
      (doc) => structuredClone(doc) as Collections[C],
    );
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const run = this.queue.then(() => this.runOne(work));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async runOne<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const writes: Write[] = [];
    let open = true;
    const writable = (what: string) => {
      if (!open) throw new Error(`${what} after the transaction ended`);
    };
    const tx: Transaction = {
      get: async (collection, id) => {
        writable('get');
        assertDocumentId(collection, id);
        if (writes.length > 0)
          throw new Error(`get(${collection}/${id}) after a write: reads must come first`);
        const doc = this.table(collection).get(id);
        return doc === undefined ? null : (structuredClone(doc) as Collections[typeof collection]);
      },
      set: (collection, id, doc) => {
        writable('set');
        assertDocumentId(collection, id);
        writes.push({ kind: 'set', collection, id, doc: structuredClone(doc) });
      },
      update: (collection, id, patch) => {
        writable('update');
        assertDocumentId(collection, id);
        writes.push({ kind: 'update', collection, id, patch: structuredClone(patch) });
      },
      delete: (collection, id) => {
        writable('delete');
        assertDocumentId(collection, id);
        writes.push({ kind: 'delete', collection, id });
      },
    };
    try {
      const result = await work(tx);
      this.apply(writes);
      this.commits += 1;
      return result;
    } finally {
      open = false;
    }
  }

  private apply(writes: Write[]) {
    // Checked in write order before anything lands, so a failing transaction writes nothing.
    const exists = new Map<string, boolean>();
    for (const write of writes) {
      const key = `${write.collection}/${write.id}`;
      if (write.kind === 'update') {
        const present = exists.get(key) ?? this.table(write.collection).has(write.id);
        if (!present) throw new Error(`update(${key}): no such document`);
      }
      exists.set(key, write.kind !== 'delete');
    }
    for (const write of writes) {
      const table = this.table(write.collection);
      if (write.kind === 'set') table.set(write.id, write.doc);
      else if (write.kind === 'delete') table.delete(write.id);
      else table.set(write.id, { ...(table.get(write.id) as object), ...write.patch });
    }
  }
}
