import { describe, expect, it } from 'vitest';
import { COUPON_RESERVATION_MS } from '@/domain/coupons';
import type { Order } from '@/domain/orders';
import { NETWORK_HOLDS_FULL_MESSAGE, unpaidSeats, visitorHoldsId } from '@/domain/visitor-holds';
import { abandonOrder, releaseExpiredHold } from '@/engine/flows/abandon-order';
import { createOrder } from '@/engine/flows/create-order';
import { settlePaidOrder } from '@/engine/flows/fulfil-order';
import type { FlowEnv } from '@/engine/flow-env';
import { anEvent, orderRequest } from './support/fixtures';
import { testWorld, type TestWorld } from './support/seeded-store';
import { WatchedStore } from './support/watched-store';

/**
 * docs/design.md §4.8: the IPv6 /48's visitorHolds document is shared by every buyer in one
 * carrier /48, so the transactions that settle, abandon or lapse an order never read or write it;
 * its entry is given back by a best-effort transaction after they commit, or lapses by itself.
 */

const A = '2001:db8:abcd:1::7';
const B = '2001:db8:abcd:2::7';
const WIDE = 'net:2001:db8:abcd::/48';

interface Setup {
  world: TestWorld;
  env: FlowEnv;
  watched: WatchedStore;
  waits: number[];
}

function setup(sold = 0): Setup {
  const world = testWorld({ events: [anEvent({ capacity: 100, sold })] });
  const watched = new WatchedStore(world.store);
  const waits: number[] = [];
  const env: FlowEnv = {
    ...world.env,
    store: watched,
    wait: (ms) => {
      waits.push(ms);
      world.clock.advance(ms);
      return Promise.resolve();
    },
  };
  return { world, env, watched, waits };
}

async function pending(env: FlowEnv, clientIp: string, request: Record<string, unknown>) {
  const outcome = await createOrder(env, {
    request: orderRequest(request),
    providerOrderId: `order_${clientIp}`,
    clientIp,
  });
  if (outcome.kind !== 'payment-required') throw new Error('Expected a pending order.');
  return outcome.order;
}

function pay(env: FlowEnv, order: Order) {
  if (!order.providerOrderId) throw new Error('Expected a provider order id.');
  return settlePaidOrder(env, {
    orderId: order.id,
    providerOrderId: order.providerOrderId,
    paymentId: `pay_${order.id}`,
  });
}

/** Each flow that releases an order's holds, from an order of A's for 10 seats (the /48's tenth). */
const FLOWS: [string, Order['status'], (s: Setup, order: Order) => Promise<unknown>][] = [
  ['a payment', 'fulfilled', ({ env }, order) => pay(env, order)],
  ['a closed checkout', 'abandoned', ({ env }, order) => abandonOrder(env, order.id)],
  [
    'the sweep of a lapsed hold',
    'abandoned',
    ({ env, world }, order) => {
      world.clock.advance(COUPON_RESERVATION_MS + 1);
      return releaseExpiredHold(env, order.id);
    },
  ],
  [
    'a late payment turned away',
    'refundDue',
    async ({ env, world }, order) => {
      world.clock.advance(COUPON_RESERVATION_MS + 1);
      // Someone else, on IPv4, takes the lapsed seats first.
      await pending(env, '198.51.100.1', {
        ticket499Count: 10,
        ticket1212Count: 0,
        email: 'other@example.com',
      });
      return pay(env, order);
    },
  ],
];

async function aHoldOfTen(sold: number) {
  const s = setup(sold);
  const order = await pending(s.env, A, { ticket499Count: 10, ticket1212Count: 0 });
  const wideId = await visitorHoldsId(WIDE);
  const ownIds = await Promise.all(
    ['email:guest@example.com', 'ip:2001:db8:abcd:1::/64'].map(visitorHoldsId),
  );
  return { ...s, order, wideId, ownIds };
}

describe('the wide network after an order is settled, closed or lapsed', () => {
  it('caps what one /48 holds, across its /64s', async () => {
    const { env } = await aHoldOfTen(0);
    await expect(
      createOrder(env, {
        request: orderRequest({ ticket1212Count: 1, email: 'b@example.com' }),
        providerOrderId: 'order_B',
        clientIp: B,
      }),
    ).rejects.toMatchObject({ code: 'too-many-requests', message: NETWORK_HOLDS_FULL_MESSAGE });
  });

  it("frees the /48's tenth for its other /64s once the order is paid", async () => {
    const { env, world, order, wideId } = await aHoldOfTen(0);
    await pay(env, order);
    expect(world.store.peek('visitorHolds', wideId)).toBeNull();
    await pending(env, B, { ticket499Count: 10, ticket1212Count: 0, email: 'b@example.com' });
  });

  it('records the /48 apart from the keys released with the order', async () => {
    const { world, order, wideId, ownIds } = await aHoldOfTen(0);
    expect(world.store.peek('orders', order.id)).toMatchObject({
      visitorHoldIds: ownIds,
      wideNetworkHoldId: wideId,
    });
  });

  it.each(FLOWS)(
    'after %s the /48 is released by its own transaction, after the one that released the rest',
    async (_, status, flow) => {
      const s = await aHoldOfTen(90);
      const { world, watched, order, wideId, ownIds } = s;
      const first = watched.touched.length;

      await flow(s, order);

      const releasing = watched.touched
        .slice(first)
        .filter((touched) => touched.has(`orders/${order.id}`));
      expect(releasing).toHaveLength(1);
      for (const id of ownIds) expect(releasing[0]).toContain(`visitorHolds/${id}`);
      expect(releasing[0]).not.toContain(`visitorHolds/${wideId}`);
      expect(watched.touched.at(-1)).toEqual(new Set([`visitorHolds/${wideId}`]));
      expect(world.store.peek('orders', order.id)?.status).toBe(status);
      expect(world.store.peek('visitorHolds', wideId)).toBeNull();
    },
  );

  it.each(FLOWS)(
    'after %s through an always contended /48 the order is released at once; the entry lapses',
    async (_, status, flow) => {
      const s = await aHoldOfTen(90);
      const { world, watched, waits, order, wideId } = s;
      watched.contend('visitorHolds', wideId);

      await flow(s, order);

      expect(world.store.peek('orders', order.id)?.status).toBe(status);
      expect(waits).toEqual([]);
      const entry = world.store.peek('visitorHolds', wideId);
      expect(entry?.holds).toHaveProperty(order.holdId ?? '');
      const lapsed = new Date(Date.parse(order.expiresAt ?? '') + 1);
      expect(unpaidSeats(entry, lapsed)).toBe(0);
    },
  );
});
