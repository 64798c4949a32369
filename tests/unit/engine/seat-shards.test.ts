import { describe, expect, it } from 'vitest';
import { SOLD_OUT_MESSAGE, ticketsLeftMessage } from '@/domain/quantities';
import {
  capacityBelowShardsMessage,
  shardDocId,
  splitCapacity,
  type SeatShardDoc,
} from '@/domain/seat-shards';
import { seatsTaken, type SeatCounters } from '@/domain/seats';
import { abandonOrder } from '@/engine/flows/abandon-order';
import { createOrder } from '@/engine/flows/create-order';
import { updateEvent } from '@/engine/flows/events';
import { confirmPayment } from '@/engine/flows/fulfil-order';
import { TransactionAbortedError } from '@/engine/in-memory-store';
import { ORDER_RETRY_POLICY } from '@/engine/retry-on-contention';
import type { Store } from '@/engine/store';
import { eventSeats, shardDoc } from './support/event-seats';
import { ADMIN, EVENT_ID, anEvent, holdFor, orderRequest } from './support/fixtures';
import { runsRetried } from './support/interleavings';
import { TEST_SECRET, confirmationFor } from './support/payments';
import { expectRefusedWritingNothing, testWorld, type TestWorld } from './support/seeded-store';

// docs/design.md §3.10: an event's seats split across shard documents, each order in one.

function shard(index: number, counters: Partial<SeatCounters> = {}): SeatShardDoc {
  return {
    id: shardDocId(EVENT_ID, index),
    eventId: EVENT_ID,
    index,
    sold: 0,
    holds: {},
    ...counters,
  };
}

/** An event of `capacity` seats over `shards` shards (no counters of its own), and its shards. */
function shardedWorld(
  capacity: number,
  shards: Partial<SeatCounters>[],
  options: { interleaveSeed?: number } = {},
): TestWorld {
  const event = anEvent({ capacity, shards: shards.length });
  delete event.sold;
  delete event.holds;
  return testWorld(
    { events: [event], seatShards: shards.map((counters, index) => shard(index, counters)) },
    options,
  );
}

let buyers = 0;
/**
 * A buyer of their own, known by mailbox only: on these small events a network may hold just a
 * tenth of the seats (docs/design.md §4.8, tested in actor-holds.test.ts), which is not what
 * these tests are about.
 */
function order(world: TestWorld, request: Record<string, unknown> = {}) {
  buyers += 1;
  return createOrder(world.env, {
    request: orderRequest({ email: `buyer${buyers}@example.com`, ...request }),
    providerOrderId: `order_${buyers}`,
    clientIp: null,
  });
}

async function pendingOrder(world: TestWorld, request: Record<string, unknown> = {}) {
  const outcome = await order(world, request);
  if (outcome.kind !== 'payment-required') throw new Error('Expected a pending order.');
  return outcome.order;
}

const tickets = (n: number) => ({ ticket499Count: 0, ticket1212Count: n });

describe('createOrder on a sharded event', () => {
  it('holds the seats in one shard, records it on the order and leaves the event alone', async () => {
    const world = shardedWorld(30, [{}, {}, {}]);
    const eventBefore = world.store.peek('events', EVENT_ID);
    const pending = await pendingOrder(world, tickets(2));
    const index = pending.seatShard ?? -1;
    expect([0, 1, 2]).toContain(index);
    expect(shardDoc(world.store, EVENT_ID, index)?.holds[pending.holdId ?? '']?.seats).toBe(2);
    for (const other of [0, 1, 2].filter((i) => i !== index)) {
      expect(shardDoc(world.store, EVENT_ID, other)).toEqual(shard(other));
    }
    expect(world.store.peek('events', EVENT_ID)).toEqual(eventBefore);
  });

  it('spreads buyers over the shards from a random start', async () => {
    const world = shardedWorld(
      1000,
      Array.from({ length: 10 }, () => ({})),
    );
    const used = new Set<number>();
    for (let i = 0; i < 30; i++) used.add((await pendingOrder(world, tickets(1))).seatShard ?? -1);
    expect(used.size).toBeGreaterThan(3);
  });

  it.each([0, 1, 2])(
    'falls over to a shard that can seat the order when shard %i is full',
    async (full) => {
      // 3 shards of 4; the full one sold out, the next one short of 2, the last free.
      const counters = [0, 1, 2].map((i) =>
        i === full ? { sold: 4 } : i === (full + 1) % 3 ? { sold: 3 } : {},
      );
      for (let attempt = 0; attempt < 5; attempt++) {
        const world = shardedWorld(12, counters);
        const pending = await pendingOrder(world, tickets(2));
        expect(pending.seatShard).toBe((full + 2) % 3);
      }
    },
  );

  it('answers "only N left" with the most one shard has, never splitting the order', async () => {
    // 3 shards of 3: 1, 2 and 0 left, 3 in all; an order of 3 fits in none.
    const world = shardedWorld(9, [{ sold: 2 }, { sold: 1 }, { sold: 3 }]);
    await expectRefusedWritingNothing(
      world,
      () => order(world, tickets(3)),
      'over-capacity',
      ticketsLeftMessage(2),
    );
  });

  it('answers sold out only when every shard is', async () => {
    const world = shardedWorld(6, [{ sold: 3 }, { sold: 1, holds: { h: holdFor(2, 10) } }]);
    await expectRefusedWritingNothing(
      world,
      () => order(world, tickets(1)),
      'sold-out',
      SOLD_OUT_MESSAGE,
    );
  });

  it('seats the order in any shard with seats left, however many of its seats are held', async () => {
    // docs/design.md §4.8: no pool of unpaid holds. 2 shards of 100 with 99 and 50 held.
    const held = (seats: number) => ({ holds: { a: holdFor(seats, 10) } });
    const world = shardedWorld(200, [held(99), held(50)]);
    expect((await pendingOrder(world, tickets(1))).status).toBe('pending');
  });
});

describe('the flows after createOrder touch the order’s shard only', () => {
  it('turns the hold into a sale there on payment, and gives it back there on abandon', async () => {
    const world = shardedWorld(40, [{}, {}, {}, {}]);
    const paid = await pendingOrder(world, tickets(3));
    const left = await pendingOrder(world, tickets(2));
    const others = () =>
      [0, 1, 2, 3]
        .filter((i) => i !== paid.seatShard && i !== left.seatShard)
        .map((i) => shardDoc(world.store, EVENT_ID, i));
    const untouched = others();

    await confirmPayment(
      world.env,
      await confirmationFor(paid.id, paid.providerOrderId ?? ''),
      TEST_SECRET,
    );
    const paidShard = shardDoc(world.store, EVENT_ID, paid.seatShard ?? -1);
    expect(paidShard?.holds[paid.holdId ?? '']).toBeUndefined();
    expect(eventSeats(world.store, EVENT_ID).sold).toBe(3);

    await abandonOrder(world.env, left.id);
    const leftShard = shardDoc(world.store, EVENT_ID, left.seatShard ?? -1);
    expect(leftShard?.holds[left.holdId ?? '']).toBeUndefined();
    expect(eventSeats(world.store, EVENT_ID)).toEqual({ sold: 3, holds: {} });
    expect(others()).toEqual(untouched);
  });
});

describe('an event from before shards', () => {
  it('takes over the counters on the event into shard 0 on the first order', async () => {
    const world = testWorld({
      events: [anEvent({ capacity: 10, sold: 6, holds: { old: holdFor(2, 10) } })],
    });
    expect(shardDoc(world.store, EVENT_ID, 0)).toBeNull();
    await expectRefusedWritingNothing(
      world,
      () => order(world, tickets(3)),
      'over-capacity',
      ticketsLeftMessage(2),
    );
    const pending = await pendingOrder(world, tickets(2));
    expect(pending.seatShard).toBe(0);
    expect(shardDoc(world.store, EVENT_ID, 0)).toMatchObject({
      sold: 6,
      holds: { old: holdFor(2, 10), [pending.holdId ?? '']: { seats: 2 } },
    });
    await expectRefusedWritingNothing(world, () => order(world, tickets(1)), 'sold-out');
  });
});

describe('updateEvent re-splits a sharded capacity', () => {
  it.each([
    // Shard 0 has 10 sold: capacity 19 keeps slices 10 and 9; 18 would make shard 0's 9.
    { capacity: 19, refused: false },
    { capacity: 18, refused: true },
    { capacity: 40, refused: false },
  ])('capacity $capacity refused: $refused', async ({ capacity, refused }) => {
    const world = shardedWorld(20, [{ sold: 10 }, { sold: 2 }]);
    const change = () => updateEvent(world.env, ADMIN, EVENT_ID, { ...formOf(world), capacity });
    if (refused) {
      await expectRefusedWritingNothing(
        world,
        change,
        'invalid-request',
        capacityBelowShardsMessage(19, 2),
      );
    } else {
      await change();
      expect(world.store.peek('events', EVENT_ID)).toMatchObject({ capacity, shards: 2 });
    }
  });

  it('counts live holds in a shard and ignores lapsed ones', async () => {
    const world = shardedWorld(20, [
      { holds: { h: holdFor(9, 10) } },
      { holds: { x: holdFor(10, -1) } },
    ]);
    // 9 held in shard 0 needs capacity ≥ 17 (slices 9 and 8).
    await expectRefusedWritingNothing(
      world,
      () => updateEvent(world.env, ADMIN, EVENT_ID, { ...formOf(world), capacity: 16 }),
      'invalid-request',
      capacityBelowShardsMessage(17, 2),
    );
    await updateEvent(world.env, ADMIN, EVENT_ID, { ...formOf(world), capacity: 17 });
  });
});

function formOf(world: TestWorld) {
  const event = world.store.peek('events', EVENT_ID);
  if (!event) throw new Error('Expected the event.');
  const { id: _id, shards: _shards, sold: _sold, holds: _holds, ...form } = event;
  return form;
}

describe('the launch rush on shards (interleaved, retried as Firestore does)', () => {
  it('never sells a seat twice and answers every buyer, whatever the interleaving', async () => {
    const retried = await runsRetried(async (interleaveSeed) => {
      // 4 shards of 5 seats (20), 16 buyers of 2 for 20 seats: some are turned away.
      const world = shardedWorld(20, [{}, {}, {}, {}], { interleaveSeed });
      const results = await Promise.allSettled(
        Array.from({ length: 16 }, () => order(world, tickets(2))),
      );
      const now = world.clock.now();
      const slices = splitCapacity(20, 4);
      for (let i = 0; i < 4; i++) {
        const doc = shardDoc(world.store, EVENT_ID, i);
        const taken = doc ? seatsTaken(doc, now) : 0;
        expect(taken).toBeLessThanOrEqual(slices[i] ?? 0);
      }
      const pending = results.filter((r) => r.status === 'fulfilled');
      expect(seatsTaken(eventSeats(world.store, EVENT_ID), now)).toBe(pending.length * 2);
      expect(world.store.all('orders')).toHaveLength(pending.length);
      for (const result of results) {
        if (result.status === 'rejected') {
          expect(['sold-out', 'over-capacity', 'too-many-requests']).toContain(
            (result.reason as { code: string }).code,
          );
        }
      }
      return world.store;
    });
    expect(retried).toBeGreaterThan(0);
  });
});

/**
 * The world's store, except that the transactions numbered in `busy` (1 for the first) give up
 * on contention as Firestore does after its last attempt, writing nothing. `waits` lists the
 * flow's pauses, during which the world's clock moves on instead of the test sleeping.
 */
function withBusyTransactions(
  world: TestWorld,
  busy: number[] | 'all',
): TestWorld & { waits: number[] } {
  let count = 0;
  const store = world.store;
  const waits: number[] = [];
  const busyStore: Store = {
    transaction: (work) => {
      count += 1;
      if (busy === 'all' || busy.includes(count))
        return Promise.reject(new TransactionAbortedError(5, 'a shard'));
      return store.transaction(work);
    },
  };
  const wait = (ms: number) => {
    waits.push(ms);
    world.clock.advance(ms);
    return Promise.resolve();
  };
  return { ...world, env: { ...world.env, store: busyStore, wait }, waits };
}

describe('a shard whose transaction gave up on contention', () => {
  it('hands the order to another shard, which seats it', async () => {
    const world = withBusyTransactions(shardedWorld(40, [{}, {}, {}, {}]), [1]);
    const pending = await pendingOrder(world, tickets(2));
    expect(eventSeats(world.store, EVENT_ID).holds[pending.holdId ?? '']?.seats).toBe(2);
    expect(world.store.all('orders')).toHaveLength(1);
    expect(world.waits).toEqual([]);
  });

  it('still answers "only N left" from the shards that did answer', async () => {
    // 3 shards of 4: two with 4 left, one sold out; whichever was busy, a shard with 4 answers.
    const world = withBusyTransactions(shardedWorld(12, [{}, {}, { sold: 4 }]), [1]);
    await expect(order(world, tickets(5))).rejects.toMatchObject({
      code: 'over-capacity',
      message: ticketsLeftMessage(4),
    });
  });

  it('asks every shard again after a wait when the busy one was the only one with seats', async () => {
    // 2 shards of 4, one sold out: whichever was busy first, the second pass answers for it.
    for (const busy of [1, 2]) {
      const world = withBusyTransactions(shardedWorld(8, [{ sold: 4 }, {}]), [busy]);
      const pending = await pendingOrder(world, tickets(1));
      expect(world.store.all('orders')).toEqual([expect.objectContaining({ id: pending.id })]);
    }
  });

  it('says sold out, not "try again", once the shard that was busy answers sold out too', async () => {
    for (const busy of [1, 2]) {
      const world = withBusyTransactions(shardedWorld(8, [{ sold: 4 }, { sold: 4 }]), [busy]);
      await expect(order(world, tickets(1))).rejects.toMatchObject({ code: 'sold-out' });
      expect(world.waits).toHaveLength(1);
    }
  });

  it('seats the order on an event of one shard after a wait, writing nothing before', async () => {
    const world = withBusyTransactions(shardedWorld(8, [{}]), [1]);
    const pending = await pendingOrder(world, tickets(1));
    expect(world.waits).toHaveLength(1);
    expect(world.store.all('orders')).toEqual([expect.objectContaining({ id: pending.id })]);
    expect(eventSeats(world.store, EVENT_ID).holds[pending.holdId ?? '']?.seats).toBe(1);
  });

  it('fails as the store failed once its budget is spent, having written nothing', async () => {
    const world = withBusyTransactions(shardedWorld(8, [{}]), 'all');
    await expect(order(world, tickets(1))).rejects.toBeInstanceOf(TransactionAbortedError);
    expect(world.store.all('orders')).toHaveLength(0);
    const waited = world.waits.reduce((sum, ms) => sum + ms, 0);
    expect(waited).toBeGreaterThan(ORDER_RETRY_POLICY.budgetMs / 2);
    expect(waited).toBeLessThanOrEqual(ORDER_RETRY_POLICY.budgetMs);
  });
});
