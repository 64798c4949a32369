import { describe, expect, it } from 'vitest';
import type { CollectionName } from '@/engine/collections';
import { abandonOrder } from '@/engine/flows/abandon-order';
import { createOrder } from '@/engine/flows/create-order';
import { confirmPayment } from '@/engine/flows/fulfil-order';
import type { FlowEnv } from '@/engine/flow-env';
import type { Store } from '@/engine/store';
import { aPromoCode, anEvent, orderRequest } from './support/fixtures';
import { TEST_SECRET, confirmationFor } from './support/payments';
import { testWorld } from './support/seeded-store';

// docs/design.md §3.10: Firestore keeps a document read in a transaction locked until the commit,
// and every buyer's order goes through one of a few seat shards. So each flow that holds, sells
// or releases seats reads its shard after its other reads: the shard is held for one read and
// the commit, not for the buyer's own documents as well.

/** The collections each transaction read, in order. */
function recordingReads(store: Store): { store: Store; reads: CollectionName[][] } {
  const reads: CollectionName[][] = [];
  return {
    reads,
    store: {
      transaction: (work) =>
        store.transaction((tx) => {
          const run: CollectionName[] = [];
          reads.push(run);
          return work({
            get: (collection, id) => {
              run.push(collection);
              return tx.get(collection, id);
            },
            set: (collection, id, doc) => tx.set(collection, id, doc),
            update: (collection, id, patch) => tx.update(collection, id, patch),
            delete: (collection, id) => tx.delete(collection, id),
          });
        }),
    },
  };
}

/** A paid order with a coupon from a visitor with an address: every kind of read is made. */
async function pendingOrder(env: FlowEnv) {
  const outcome = await createOrder(env, {
    request: orderRequest({ ticket499Count: 1, ticket1212Count: 1, couponCode: 'VIPTEST01' }),
    providerOrderId: 'order_P1',
    clientIp: '203.0.113.7',
  });
  if (outcome.kind !== 'payment-required') throw new Error('Expected an order that needs paying.');
  return outcome.order;
}

function expectShardReadLast(reads: CollectionName[]) {
  expect(reads.at(-1)).toBe('seatShards');
  expect(reads.filter((collection) => collection === 'seatShards')).toHaveLength(1);
  expect(reads).toEqual(expect.arrayContaining(['events', 'promoCodes', 'visitorHolds']));
}

describe('the seat shard is the last document read', () => {
  const world = () =>
    testWorld({
      events: [anEvent({ sold: 3 })],
      promoCodes: [aPromoCode({ discountPercentage: 50 })],
    });

  it('when an order holds seats', async () => {
    const { env } = world();
    const recorded = recordingReads(env.store);
    await pendingOrder({ ...env, store: recorded.store });
    expect(recorded.reads).toHaveLength(1);
    expectShardReadLast(recorded.reads[0] ?? []);
  });

  it('when a payment is settled', async () => {
    const { env } = world();
    const order = await pendingOrder(env);
    const recorded = recordingReads(env.store);
    await confirmPayment(
      { ...env, store: recorded.store },
      await confirmationFor(order.id, 'order_P1'),
      TEST_SECRET,
    );
    expectShardReadLast(recorded.reads[0] ?? []);
  });

  it('when a checkout is closed', async () => {
    const { env } = world();
    const order = await pendingOrder(env);
    const recorded = recordingReads(env.store);
    await abandonOrder({ ...env, store: recorded.store }, order.id);
    expectShardReadLast(recorded.reads[0] ?? []);
  });
});
