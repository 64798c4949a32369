import type { Store, Transaction } from '@/engine/store';
import { TransactionAbortedError } from '@/engine/in-memory-store';

/**
 * A store that gives up on contention, as Firestore does after its last attempt, for the next
 * `failNext(n)` transactions: each writes nothing and throws, or — with `afterCommit` — commits
 * and then throws, as when the commit landed but its answer was lost on the way back.
 */
export class ContendedStore implements Store {
  private failuresLeft = 0;
  private afterCommit = false;
  /** Transactions begun through this store, refused ones included. */
  runs = 0;

  constructor(private readonly inner: Store) {}

  failNext(count: number, options: { afterCommit?: boolean } = {}): void {
    this.failuresLeft = count;
    this.afterCommit = options.afterCommit ?? false;
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    this.runs += 1;
    if (this.failuresLeft === 0) return this.inner.transaction(work);
    this.failuresLeft -= 1;
    if (this.afterCommit) await this.inner.transaction(work);
    throw new TransactionAbortedError(5, 'seatShards/contended');
  }
}
