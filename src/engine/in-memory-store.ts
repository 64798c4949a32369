import type { CollectionName, Collections } from './collections';
import { assertDocumentId } from './document-path';
import { SeededScheduler } from './seeded-scheduler';
import type { Store, Transaction } from './store';

type Write =
  | { kind: 'set'; collection: CollectionName; id: string; doc: unknown }
  | { kind: 'update'; collection: CollectionName; id: string; patch: object }
  | { kind: 'delete'; collection: CollectionName; id: string };

export type InMemoryData = { [C in CollectionName]?: Record<string, Collections[C]> };

/** How many times Firestore's SDKs (web and Admin) run a transaction before giving up. */
export const FIRESTORE_MAX_ATTEMPTS = 5;

/**
 * The longest back-off before the first retry, in scheduler turns (a transaction takes about one
 * turn per read plus two). Enough that 50 transactions incrementing one counter all commit
 * within the 5 attempts; a smaller one would turn contention into aborted transactions.
 */
const RETRY_BACKOFF_STEPS = 128;

export interface InMemoryStoreOptions {
  /**
   * Run transactions as Firestore does instead of one at a time: concurrently, each yielding
   * to the others before every read and before its commit (who goes next is drawn from `seed`),
   * and retried from scratch when a document it read changed before it committed.
   */
  interleave?: { seed: number; maxAttempts?: number };
}

/**
 * What Firestore's SDKs reject a transaction with when it still conflicts after the last
 * attempt: an error with code 'aborted', not a BackendError, so an adapter's guard turns it into
 * the operation's own failure message.
 */
export class TransactionAbortedError extends Error {
  readonly code = 'aborted';
  constructor(attempts: number, changed: string) {
    super(`Transaction aborted after ${attempts} attempts: ${changed} changed after it was read`);
    this.name = 'TransactionAbortedError';
  }
}

/** Raised inside one attempt whose reads went out of date; the attempt is then run again. */
class ReadConflict extends Error {
  constructor(readonly key: string) {
    super(`${key} changed after this transaction read it`);
    this.name = 'ReadConflict';
  }
}

/** One run of a transaction's work: the writes it queued and the versions it read. */
interface Attempt {
  tx: Transaction;
  writes: Write[];
  /** The version of each document read, by `collection/id`. */
  reads: Map<string, number>;
  /** A read found an earlier one out of date: the attempt cannot commit, whatever work does. */
  conflict: ReadConflict | null;
  close(): void;
}

const keyOf = (collection: CollectionName, id: string) => `${collection}/${id}`;

/**
 * A Store in plain memory, for the flow tests (and anything else that needs the engine without
 * a database). Documents are copied in and out, and it is stricter than the real stores where
 * they differ: a read after a write, an update of a missing document, or a write after the
 * transaction ended throws, so a flow that would break on Firestore breaks here first.
 *
 * By default transactions run one at a time and never conflict. With `interleave` they run as
 * Firestore's optimistic transactions do: each read records the document's version, writes are
 * buffered, and a commit whose reads are no longer current runs the work again (at most
 * `maxAttempts` times in all), so races between flows really happen and the Store's warning that
 * work may run more than once is exercised.
 */
export class InMemoryStore implements Store {
  private data = new Map<CollectionName, Map<string, unknown>>();
  /** Bumped on every write of a document (deletes included); a document never written is 0. */
  private versions = new Map<string, number>();
  private lastVersion = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly scheduler: SeededScheduler | null;
  private readonly maxAttempts: number;
  /** How many transactions committed (a test can check a refusal wrote nothing). */
  commits = 0;
  /** How many times transactions' work started: more than `commits` once a conflict retried one. */
  attempts = 0;

  constructor(initial: InMemoryData = {}, options: InMemoryStoreOptions = {}) {
    for (const [collection, docs] of Object.entries(initial)) {
      for (const [id, doc] of Object.entries(docs ?? {})) {
        this.table(collection as CollectionName).set(id, structuredClone(doc));
      }
    }
    this.scheduler = options.interleave ? new SeededScheduler(options.interleave.seed) : null;
    this.maxAttempts = options.interleave?.maxAttempts ?? FIRESTORE_MAX_ATTEMPTS;
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
    if (this.scheduler) return this.runInterleaved(work, this.scheduler);
    const run = this.queue.then(() => this.runAlone(work));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async runAlone<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const attempt = this.begin(null);
    try {
      const result = await work(attempt.tx);
      this.commit(attempt.writes);
      return result;
    } finally {
      attempt.close();
    }
  }

  private async runInterleaved<T>(
    work: (tx: Transaction) => Promise<T>,
    scheduler: SeededScheduler,
  ): Promise<T> {
    for (let number = 1; ; number++) {
      // A retry backs off for a random, doubling while, as the SDKs do, so that many
      // transactions fighting over one document do not all collide again at once.
      await scheduler.turn(
        number === 1 ? 0 : scheduler.pick(RETRY_BACKOFF_STEPS * 2 ** (number - 2)),
      );
      const attempt = this.begin(scheduler);
      try {
        const result = await work(attempt.tx);
        await scheduler.turn();
        const conflict = attempt.conflict ?? this.staleRead(attempt.reads);
        if (!conflict) {
          this.commit(attempt.writes);
          return result;
        }
        attempt.conflict = conflict;
      } catch (error) {
        if (!attempt.conflict) throw error;
      } finally {
        attempt.close();
      }
      if (number >= this.maxAttempts) {
        throw new TransactionAbortedError(number, attempt.conflict.key);
      }
    }
  }

  private versionOf(key: string): number {
    return this.versions.get(key) ?? 0;
  }

  /** The first document read whose stored version is no longer the one read. */
  private staleRead(reads: Map<string, number>): ReadConflict | null {
    for (const [key, version] of reads) {
      if (this.versionOf(key) !== version) return new ReadConflict(key);
    }
    return null;
  }

  private begin(scheduler: SeededScheduler | null): Attempt {
    this.attempts += 1;
    let open = true;
    const writable = (what: string) => {
      if (!open) throw new Error(`${what} after the transaction ended`);
    };
    const attempt: Attempt = {
      writes: [],
      reads: new Map(),
      conflict: null,
      close: () => {
        open = false;
      },
      tx: {
        get: async (collection, id) => {
          writable('get');
          assertDocumentId(collection, id);
          if (attempt.writes.length > 0)
            throw new Error(`get(${collection}/${id}) after a write: reads must come first`);
          if (scheduler) {
            await scheduler.turn();
            writable('get');
            // Work only ever sees documents as they all were at one moment: once an earlier
            // read is out of date the attempt is lost anyway, so it stops here (the Admin SDK,
            // which locks what it reads, never shows a mix either).
            attempt.conflict = this.staleRead(attempt.reads);
            if (attempt.conflict) throw attempt.conflict;
          }
          const key = keyOf(collection, id);
          attempt.reads.set(key, this.versionOf(key));
          const doc = this.table(collection).get(id);
          return doc === undefined
            ? null
            : (structuredClone(doc) as Collections[typeof collection]);
        },
        set: (collection, id, doc) => {
          writable('set');
          assertDocumentId(collection, id);
          attempt.writes.push({ kind: 'set', collection, id, doc: structuredClone(doc) });
        },
        update: (collection, id, patch) => {
          writable('update');
          assertDocumentId(collection, id);
          attempt.writes.push({ kind: 'update', collection, id, patch: structuredClone(patch) });
        },
        delete: (collection, id) => {
          writable('delete');
          assertDocumentId(collection, id);
          attempt.writes.push({ kind: 'delete', collection, id });
        },
      },
    };
    return attempt;
  }

  private commit(writes: Write[]) {
    // Checked in write order before anything lands, so a failing transaction writes nothing.
    const exists = new Map<string, boolean>();
    for (const write of writes) {
      const key = keyOf(write.collection, write.id);
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
      this.lastVersion += 1;
      this.versions.set(keyOf(write.collection, write.id), this.lastVersion);
    }
    this.commits += 1;
  }
}
