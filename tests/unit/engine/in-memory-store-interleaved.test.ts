import { describe, expect, it } from 'vitest';
import {
  FIRESTORE_MAX_ATTEMPTS,
  TransactionAbortedError,
  type InMemoryStore,
  type InMemoryStoreOptions,
} from '@/engine/in-memory-store';
import type { Transaction } from '@/engine/store';
import { aUser } from './support/fixtures';
import { seedStore, snapshot } from './support/seeded-store';

const alice = aUser({ uid: 'alice', email: 'alice@example.com', walletBalance: 0 });
const bob = aUser({ uid: 'bob', email: 'bob@example.com', walletBalance: 0 });

function interleaved(seed = 1, maxAttempts?: number): InMemoryStore {
  return seedStore({ users: [alice, bob] }, { interleave: { seed, maxAttempts } });
}

/** One read-modify-write of alice's balance, as a flow does it: read and write through `tx`. */
async function creditAlice(tx: Transaction, amount = 1) {
  const user = await tx.get('users', 'alice');
  tx.update('users', 'alice', { walletBalance: (user?.walletBalance ?? 0) + amount });
}

/** The log of who read and who committed when, for `names` racing on alice's balance. */
async function raceLog(seed: number, names: string[]): Promise<string[]> {
  const store = interleaved(seed);
  const log: string[] = [];
  await Promise.all(
    names.map((name) =>
      store.transaction(async (tx) => {
        log.push(`${name} reads`);
        await creditAlice(tx);
        log.push(`${name} wrote`);
      }),
    ),
  );
  return log;
}

describe('InMemoryStore interleaving transactions as Firestore does', () => {
  it('runs 50 concurrent increments of one counter to 50, running some of them again', async () => {
    const store = interleaved(1);
    let runs = 0;
    await Promise.all(
      Array.from({ length: 50 }, () =>
        store.transaction(async (tx) => {
          runs += 1;
          await creditAlice(tx);
        }),
      ),
    );
    expect(store.peek('users', 'alice')?.walletBalance).toBe(50);
    expect(store.commits).toBe(50);
    expect(runs).toBeGreaterThan(50);
    expect(store.attempts).toBe(runs);
  });

  it('interleaves the same way for the same seed, and not one transaction after another', async () => {
    const names = ['a', 'b', 'c', 'd'];
    const serial = names.flatMap((name) => [`${name} reads`, `${name} wrote`]);
    const first = await raceLog(7, names);
    expect(await raceLog(7, names)).toEqual(first);
    expect(first).not.toEqual(serial);
    const others = await Promise.all([1, 2, 3].map((seed) => raceLog(seed, names)));
    expect(others.some((log) => JSON.stringify(log) !== JSON.stringify(first))).toBe(true);
  });

  it('runs a transaction again when a document it read changed before it committed', async () => {
    const store = interleaved();
    const seen: number[] = [];
    await store.transaction(async (tx) => {
      const user = await tx.get('users', 'alice');
      seen.push(user?.walletBalance ?? -1);
      // Another client commits a change to alice between this read and this commit, once.
      if (seen.length === 1) await store.transaction((other) => creditAlice(other, 10));
      tx.update('users', 'alice', { walletBalance: (user?.walletBalance ?? 0) + 1 });
    });
    expect(seen).toEqual([0, 10]);
    expect(store.peek('users', 'alice')?.walletBalance).toBe(11);
    expect(store.commits).toBe(2);
    expect(store.attempts).toBe(3);
  });

  it('does not run it again when what changed is a document it did not read', async () => {
    const store = interleaved();
    let runs = 0;
    await store.transaction(async (tx) => {
      runs += 1;
      await creditAlice(tx);
      await store.transaction(async (other) => {
        other.update('users', 'bob', { walletBalance: 5 });
      });
    });
    expect(runs).toBe(1);
    expect(store.peek('users', 'alice')?.walletBalance).toBe(1);
    expect(store.peek('users', 'bob')?.walletBalance).toBe(5);
  });

  it('treats a document read as missing like any other read: one of two creators wins', async () => {
    const store = interleaved(3);
    const createCarol = (by: string) =>
      store.transaction(async (tx) => {
        if (await tx.get('users', 'carol')) return `${by} found carol`;
        tx.set('users', 'carol', aUser({ uid: 'carol', email: `${by}@example.com` }));
        return `${by} created carol`;
      });
    const outcomes = await Promise.all([createCarol('x'), createCarol('y')]);
    expect(outcomes.filter((outcome) => outcome.endsWith('created carol'))).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.endsWith('found carol'))).toHaveLength(1);
  });

  it('stops work at a read that finds an earlier read out of date, so work never sees a mix', async () => {
    const store = interleaved();
    const views: string[] = [];
    await store.transaction(async (tx) => {
      const a = await tx.get('users', 'alice');
      if (views.length === 0) {
        views.push('first run read alice');
        // Another client moves money from bob to alice: the totals must never look doubled.
        await store.transaction(async (other) => {
          await other.get('users', 'alice');
          other.update('users', 'alice', { walletBalance: 7 });
          other.update('users', 'bob', { walletBalance: -7 });
        });
      }
      const b = await tx.get('users', 'bob');
      views.push(`alice ${a?.walletBalance} bob ${b?.walletBalance}`);
    });
    expect(views).toEqual(['first run read alice', 'alice 7 bob -7']);
  });

  it(`gives up after ${FIRESTORE_MAX_ATTEMPTS} attempts with Firestore's 'aborted', writing nothing`, async () => {
    const store = interleaved();
    let runs = 0;
    const lost = store.transaction(async (tx) => {
      runs += 1;
      await creditAlice(tx, 100);
      tx.set('users', 'carol', aUser({ uid: 'carol' }));
      await store.transaction((other) => creditAlice(other));
    });
    const error: unknown = await lost.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TransactionAbortedError);
    expect(error).toMatchObject({
      code: 'aborted',
      message: expect.stringMatching(/users\/alice/),
    });
    expect(runs).toBe(FIRESTORE_MAX_ATTEMPTS);
    expect(store.peek('users', 'alice')?.walletBalance).toBe(FIRESTORE_MAX_ATTEMPTS);
    expect(store.peek('users', 'carol')).toBeNull();
  });

  it('takes its bound on attempts from the options', async () => {
    const store = interleaved(1, 2);
    let runs = 0;
    await expect(
      store.transaction(async (tx) => {
        runs += 1;
        await creditAlice(tx);
        await store.transaction((other) => creditAlice(other));
      }),
    ).rejects.toThrow(TransactionAbortedError);
    expect(runs).toBe(2);
  });

  it('does not run again work that fails on its own, however contended', async () => {
    const store = interleaved();
    let runs = 0;
    await expect(
      store.transaction(async (tx) => {
        runs += 1;
        await creditAlice(tx);
        await store.transaction((other) => creditAlice(other));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(runs).toBe(1);
  });

  it.each<[string, (tx: Transaction) => Promise<unknown>, RegExp]>([
    [
      'a read after a write, as both Firestore SDKs do',
      async (tx) => {
        tx.set('users', 'carol', aUser({ uid: 'carol' }));
        await tx.get('users', 'alice');
      },
      /after a write/,
    ],
    [
      'an update of a missing document',
      async (tx) => {
        await tx.get('users', 'alice');
        tx.update('users', 'nobody', { walletBalance: 1 });
      },
      /no such document/,
    ],
  ])('still refuses %s, writing nothing', async (_name, work, error) => {
    const store = interleaved();
    const before = snapshot(store);
    await expect(store.transaction(work)).rejects.toThrow(error);
    expect(store.commits).toBe(0);
    expect(snapshot(store)).toEqual(before);
  });
});

describe('what only an interleaving store catches', () => {
  /** A bug a flow could have: it reads the balance outside its transaction, then writes it. */
  async function creditsReadingOutsideTheTransaction(options: InMemoryStoreOptions) {
    const store = seedStore({ users: [alice] }, options);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        store.transaction(async (tx) => {
          const balance = store.peek('users', 'alice')?.walletBalance ?? 0;
          await tx.get('users', 'bob');
          tx.update('users', 'alice', { walletBalance: balance + 1 });
        }),
      ),
    );
    return store.peek('users', 'alice')?.walletBalance;
  }

  it('loses updates made from a read outside the transaction, which one-at-a-time hides', async () => {
    await expect(creditsReadingOutsideTheTransaction({})).resolves.toBe(20);
    const interleavedBalance = await creditsReadingOutsideTheTransaction({
      interleave: { seed: 1 },
    });
    expect(interleavedBalance).toBeLessThan(20);
  });
});
