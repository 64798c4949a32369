import { describe, expect, it } from 'vitest';
import { InMemoryStore } from '@/engine/in-memory-store';
import type { Transaction } from '@/engine/store';
import { aUser } from './support/fixtures';
import { seedStore, snapshot } from './support/seeded-store';

const alice = aUser({ uid: 'alice', email: 'alice@example.com', walletBalance: 10 });
const bob = aUser({ uid: 'bob', email: 'bob@example.com', walletBalance: 20 });

function storeWithUsers(): InMemoryStore {
  return seedStore({ users: [alice, bob] });
}

describe('InMemoryStore transactions', () => {
  it('commits every write of a transaction together and counts the commit', async () => {
    const store = storeWithUsers();
    await store.transaction(async (tx) => {
      const user = await tx.get('users', 'alice');
      tx.update('users', 'alice', { walletBalance: (user?.walletBalance ?? 0) + 5 });
      tx.set('users', 'carol', aUser({ uid: 'carol', email: 'carol@example.com' }));
      tx.delete('users', 'bob');
    });
    expect(store.commits).toBe(1);
    expect(store.peek('users', 'alice')?.walletBalance).toBe(15);
    expect(store.peek('users', 'carol')?.email).toBe('carol@example.com');
    expect(store.peek('users', 'bob')).toBeNull();
  });

  it('returns what the work returns', async () => {
    const store = storeWithUsers();
    await expect(
      store.transaction(async (tx) => (await tx.get('users', 'bob'))?.email),
    ).resolves.toBe('bob@example.com');
  });

  it.each<[string, (tx: Transaction) => Promise<unknown>, RegExp]>([
    [
      'a read after a set',
      async (tx) => {
        tx.set('users', 'carol', aUser({ uid: 'carol' }));
        await tx.get('users', 'alice');
      },
      /after a write/,
    ],
    [
      'a read after an update',
      async (tx) => {
        tx.update('users', 'alice', { walletBalance: 0 });
        await tx.get('events', 'anything');
      },
      /after a write/,
    ],
    [
      'a read after a delete',
      async (tx) => {
        tx.delete('users', 'bob');
        await tx.get('users', 'bob');
      },
      /after a write/,
    ],
    [
      'an update of a missing document',
      async (tx) => {
        tx.set('users', 'carol', aUser({ uid: 'carol' }));
        tx.update('users', 'nobody', { walletBalance: 1 });
      },
      /no such document/,
    ],
    [
      'the work throwing after it wrote',
      async (tx) => {
        tx.set('users', 'carol', aUser({ uid: 'carol' }));
        tx.update('users', 'alice', { walletBalance: 999 });
        throw new Error('boom');
      },
      /boom/,
    ],
  ])('refuses %s and writes nothing', async (_name, work, error) => {
    const store = storeWithUsers();
    const before = snapshot(store);
    await expect(store.transaction(work)).rejects.toThrow(error);
    expect(store.commits).toBe(0);
    expect(snapshot(store)).toEqual(before);
  });

  it('lets an update follow a set of the same new document in one transaction', async () => {
    const store = storeWithUsers();
    await store.transaction(async (tx) => {
      tx.set('users', 'carol', aUser({ uid: 'carol', walletBalance: 1 }));
      tx.update('users', 'carol', { walletBalance: 2 });
    });
    expect(store.peek('users', 'carol')?.walletBalance).toBe(2);
  });

  it('refuses an update of a document set and then deleted in the same transaction', async () => {
    const store = storeWithUsers();
    await expect(
      store.transaction(async (tx) => {
        tx.set('users', 'carol', aUser({ uid: 'carol' }));
        tx.delete('users', 'carol');
        tx.update('users', 'carol', { walletBalance: 2 });
      }),
    ).rejects.toThrow(/no such document/);
    expect(store.peek('users', 'carol')).toBeNull();
  });

  // Firestore refuses an update of a document that no longer exists at that point.
  it('refuses an update of a stored document deleted earlier in the same transaction', async () => {
    const store = storeWithUsers();
    await expect(
      store.transaction(async (tx) => {
        tx.delete('users', 'bob');
        tx.update('users', 'bob', { walletBalance: 1 });
      }),
    ).rejects.toThrow(/no such document/);
    expect(store.peek('users', 'bob')).toEqual(bob);
  });

  it.each([
    ['get', (tx: Transaction) => tx.get('users', 'alice')],
    ['set', (tx: Transaction) => tx.set('users', 'x', aUser({ uid: 'x' }))],
    ['update', (tx: Transaction) => tx.update('users', 'alice', { walletBalance: 0 })],
    ['delete', (tx: Transaction) => tx.delete('users', 'alice')],
  ])('refuses a %s through a transaction that has ended', async (_name, late) => {
    const store = storeWithUsers();
    let kept: Transaction | null = null;
    await store.transaction(async (tx) => {
      kept = tx;
    });
    const tx = kept as Transaction | null;
    if (!tx) throw new Error('The transaction never ran.');
    await expect((async () => late(tx))()).rejects.toThrow(/after the transaction ended/);
    expect(store.peek('users', 'alice')).toEqual(alice);
  });

  it('serialises transactions: concurrent read-modify-writes lose no update', async () => {
    const store = storeWithUsers();
    const log: string[] = [];
    const increment = (name: string) =>
      store.transaction(async (tx) => {
        log.push(`${name} start`);
        const user = await tx.get('users', 'alice');
        // Give any other transaction every chance to run in between.
        for (let i = 0; i < 10; i++) await Promise.resolve();
        tx.update('users', 'alice', { walletBalance: (user?.walletBalance ?? 0) + 1 });
        log.push(`${name} end`);
      });
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map(increment));
    expect(store.peek('users', 'alice')?.walletBalance).toBe(15);
    expect(store.commits).toBe(5);
    expect(log).toEqual(
      ['a', 'b', 'c', 'd', 'e'].flatMap((name) => [`${name} start`, `${name} end`]),
    );
  });

  it('keeps running transactions after one of them fails', async () => {
    const store = storeWithUsers();
    const failing = store.transaction(async () => {
      throw new Error('first fails');
    });
    const next = store.transaction(async (tx) => {
      tx.update('users', 'bob', { walletBalance: 21 });
      return 'ran';
    });
    await expect(failing).rejects.toThrow('first fails');
    await expect(next).resolves.toBe('ran');
    expect(store.peek('users', 'bob')?.walletBalance).toBe(21);
  });
});

describe('InMemoryStore copies documents in and out', () => {
  it('is not changed by edits to the seed, to a document read, or to a document written', async () => {
    const seed = aUser({ uid: 'dave', walletBalance: 1 });
    const store = new InMemoryStore({ users: { dave: seed } });
    seed.walletBalance = 1000;
    const written = aUser({ uid: 'erin', walletBalance: 2 });
    await store.transaction(async (tx) => {
      const read = await tx.get('users', 'dave');
      if (read) read.walletBalance = 2000;
      tx.set('users', 'erin', written);
      written.walletBalance = 3000;
    });
    expect(store.peek('users', 'dave')?.walletBalance).toBe(1);
    expect(store.peek('users', 'erin')?.walletBalance).toBe(2);
  });

  it('hands out copies from peek and all', () => {
    const store = storeWithUsers();
    const peeked = store.peek('users', 'alice');
    if (peeked) peeked.walletBalance = -1;
    for (const user of store.all('users')) user.walletBalance = -1;
    expect(store.peek('users', 'alice')?.walletBalance).toBe(10);
    expect(store.all('users').map((user) => user.walletBalance)).toEqual([10, 20]);
  });

  it('reads a missing document (or collection) as null', async () => {
    const store = new InMemoryStore();
    await expect(store.transaction((tx) => tx.get('events', 'nope'))).resolves.toBeNull();
    expect(store.peek('orders', 'nope')).toBeNull();
    expect(store.all('scanLog')).toEqual([]);
  });

  it('merges an update into the top-level fields of the stored document', async () => {
    const store = storeWithUsers();
    await store.transaction(async (tx) => {
      tx.update('users', 'alice', { walletBalance: 11 });
    });
    expect(store.peek('users', 'alice')).toEqual({ ...alice, walletBalance: 11 });
  });
});
