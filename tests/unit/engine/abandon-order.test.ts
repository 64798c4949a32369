import { describe, expect, it } from 'vitest';
import { COUPON_RESERVATION_MS } from '@/domain/coupons';
import type { Order } from '@/domain/orders';
import {
  abandonOrder,
  attachProviderOrder,
  releaseExpiredHold,
} from '@/engine/flows/abandon-order';
import { confirmPayment } from '@/engine/flows/fulfil-order';
import type { FlowEnv } from '@/engine/flow-env';
import { EVENT_ID, aPromoCode, anEvent, holdFor } from './support/fixtures';
import { TEST_SECRET, confirmationFor, startPaidOrder } from './support/payments';
import { snapshot, testWorld, type TestWorld } from './support/seeded-store';
import { eventSeats } from './support/event-seats';

const OTHER_LIVE_HOLD = { otherHold: holdFor(3, 10) };

/** One pending order (2 Premium, coupon held) beside another buyer's live hold. */
async function worldWithPendingOrder(): Promise<TestWorld & { order: Order }> {
  const world = testWorld({
    events: [anEvent({ sold: 5, holds: OTHER_LIVE_HOLD })],
    promoCodes: [aPromoCode()],
  });
  const order = await startPaidOrder(world.env, 'order_P1', {
    ticket1212Count: 2,
    couponCode: 'VIPTEST01',
  });
  return { ...world, order };
}

async function pay(env: FlowEnv, order: Order) {
  return confirmPayment(env, await confirmationFor(order.id, 'order_P1'), TEST_SECRET);
}

describe('abandonOrder', () => {
  it('gives back the seats and the coupon hold and closes the order', async () => {
    const { env, store, clock, order } = await worldWithPendingOrder();
    expect(eventSeats(store, EVENT_ID).holds[order.holdId ?? '']?.seats).toBe(2);
    clock.advance(60_000);
    await abandonOrder(env, order.id);

    expect(store.peek('orders', order.id)).toMatchObject({
      status: 'abandoned',
      abandonedAt: clock.iso(),
      holdId: null,
      bookingId: null,
    });
    expect(eventSeats(store, EVENT_ID)).toMatchObject({ sold: 5, holds: OTHER_LIVE_HOLD });
    expect(store.peek('promoCodes', 'VIPTEST01')).toMatchObject({
      isActive: true,
      redeemed: false,
      reservedBy: null,
      reservedUntil: null,
    });
    expect(store.all('newbookings')).toEqual([]);
  });

  it('changes nothing when called again', async () => {
    const { env, store, clock, order } = await worldWithPendingOrder();
    await abandonOrder(env, order.id);
    const after = snapshot(store);
    clock.advance(60_000);
    await abandonOrder(env, order.id);
    expect(snapshot(store)).toEqual(after);
  });

  it('does not undo a fulfilled order', async () => {
    const { env, store, order } = await worldWithPendingOrder();
    const ticket = await pay(env, order);
    const after = snapshot(store);
    await abandonOrder(env, order.id);
    expect(snapshot(store)).toEqual(after);
    expect(store.peek('orders', order.id)?.status).toBe('fulfilled');
    expect(store.peek('newbookings', ticket.bookingId)?.status).toBe('confirmed');
  });

  it('leaves the coupon alone once another order holds it', async () => {
    const { env, store, clock, order } = await worldWithPendingOrder();
    clock.advance(COUPON_RESERVATION_MS + 1);
    // Another visitor: the first one's own key is cooling down after its lapsed hold (docs/design.md §4.8).
    const second = await startPaidOrder(env, 'order_P2', {
      couponCode: 'VIPTEST01',
      email: 'other@example.com',
    });
    const promoBefore = store.peek('promoCodes', 'VIPTEST01');
    expect(promoBefore?.reservedBy).toBe(second.holdId);

    await abandonOrder(env, order.id);
    expect(store.peek('orders', order.id)?.status).toBe('abandoned');
    expect(store.peek('promoCodes', 'VIPTEST01')).toEqual(promoBefore);
    expect(eventSeats(store, EVENT_ID).holds[second.holdId ?? '']?.seats).toBe(1);
  });

  it('still closes an order whose coupon and event were deleted', async () => {
    const { env, store, order } = await worldWithPendingOrder();
    await store.transaction(async (tx) => {
      tx.delete('promoCodes', 'VIPTEST01');
      tx.delete('events', EVENT_ID);
    });
    await abandonOrder(env, order.id);
    expect(store.peek('orders', order.id)?.status).toBe('abandoned');
    expect(store.peek('promoCodes', 'VIPTEST01')).toBeNull();
    expect(store.peek('events', EVENT_ID)).toBeNull();
  });

  it.each([
    ['an unknown order', 'noSuchOrder12345'],
    ['an id that is a path', 'orders/../x'],
    ['an empty id', ''],
    ['the reserved id form', '__order__'],
  ])('does nothing for %s', async (_name, orderId) => {
    const { env, store } = await worldWithPendingOrder();
    const before = snapshot(store);
    await expect(abandonOrder(env, orderId)).resolves.toBeUndefined();
    expect(snapshot(store)).toEqual(before);
  });
});

describe('releaseExpiredHold', () => {
  const lapse = (world: TestWorld) => world.clock.advance(COUPON_RESERVATION_MS);

  it.each<{
    name: string;
    prepare: (world: TestWorld, order: Order) => Promise<unknown> | void;
    id?: string;
    released: boolean;
    status: Order['status'];
  }>([
    {
      name: 'a pending order inside its hold',
      prepare: () => undefined,
      released: false,
      status: 'pending',
    },
    {
      name: 'a pending order a moment before it lapses',
      prepare: (w) => w.clock.advance(COUPON_RESERVATION_MS - 1),
      released: false,
      status: 'pending',
    },
    {
      name: 'a pending order whose hold has just lapsed',
      prepare: lapse,
      released: true,
      status: 'abandoned',
    },
    {
      name: 'a pending order lapsed long ago',
      prepare: (w) => w.clock.advance(24 * 60 * 60_000),
      released: true,
      status: 'abandoned',
    },
    {
      name: 'a fulfilled order',
      prepare: async (w, o) => {
        await pay(w.env, o);
        lapse(w);
      },
      released: false,
      status: 'fulfilled',
    },
    {
      name: 'an abandoned order',
      prepare: async (w, o) => {
        await abandonOrder(w.env, o.id);
        lapse(w);
      },
      released: false,
      status: 'abandoned',
    },
    {
      name: 'an unknown order',
      prepare: lapse,
      id: 'noSuchOrder12345',
      released: false,
      status: 'pending',
    },
    {
      name: 'an id that is a path',
      prepare: lapse,
      id: 'orders/x',
      released: false,
      status: 'pending',
    },
  ])('for $name → $released', async ({ prepare, id, released, status }) => {
    const world = await worldWithPendingOrder();
    const { env, store, order } = world;
    await prepare(world, order);
    const before = snapshot(store);

    await expect(releaseExpiredHold(env, id ?? order.id)).resolves.toBe(released);

    expect(store.peek('orders', order.id)?.status).toBe(status);
    if (!released) {
      expect(snapshot(store)).toEqual(before);
      return;
    }
    expect(store.peek('orders', order.id)).toMatchObject({
      holdId: null,
      abandonedAt: world.clock.iso(),
    });
    expect(store.peek('promoCodes', 'VIPTEST01')).toMatchObject({
      reservedBy: null,
      reservedUntil: null,
    });
    expect(eventSeats(store, EVENT_ID).holds[order.holdId ?? '']).toBeUndefined();
  });
});

describe('what the public documents reveal', () => {
  it('names no order id on the coupon or the event, so a stranger cannot abandon the checkout', async () => {
    const { env, store, order } = await worldWithPendingOrder();
    const promo = store.peek('promoCodes', 'VIPTEST01');
    const event = store.peek('events', EVENT_ID);
    const shards = store.all('seatShards');
    expect(promo?.reservedBy).toBe(order.holdId);
    expect(JSON.stringify([promo, event, shards])).not.toContain(order.id);

    // What a visitor can read is no handle on the order: abandoning by it changes nothing.
    const before = snapshot(store);
    await abandonOrder(env, promo?.reservedBy ?? '');
    for (const holdId of Object.keys(eventSeats(store, EVENT_ID).holds)) {
      await abandonOrder(env, holdId);
    }
    expect(snapshot(store)).toEqual(before);
  });
});

describe('attachProviderOrder', () => {
  it('records the provider order id on a pending order, which can then be paid', async () => {
    const { env, store } = testWorld({ events: [anEvent()] });
    const order = await startPaidOrder(env, null);
    await attachProviderOrder(env, order.id, 'order_P1');
    expect(store.peek('orders', order.id)).toEqual({ ...order, providerOrderId: 'order_P1' });

    const ticket = await pay(env, order);
    expect(store.peek('orders', order.id)).toMatchObject({
      status: 'fulfilled',
      bookingId: ticket.bookingId,
    });
  });

  it.each<[string, (world: TestWorld) => Promise<string>]>([
    [
      'an order that already has one',
      async ({ env }) => (await startPaidOrder(env, 'order_P0')).id,
    ],
    [
      'a fulfilled order',
      async ({ env }) => {
        const order = await startPaidOrder(env, 'order_P1');
        await pay(env, order);
        return order.id;
      },
    ],
    [
      'an abandoned order',
      async ({ env }) => {
        const order = await startPaidOrder(env, null);
        await abandonOrder(env, order.id);
        return order.id;
      },
    ],
    ['an unknown order', async () => 'noSuchOrder12345'],
  ])('changes nothing for %s', async (_name, prepare) => {
    const world = testWorld({ events: [anEvent()] });
    const orderId = await prepare(world);
    const before = snapshot(world.store);
    await attachProviderOrder(world.env, orderId, 'order_ATTACKER');
    expect(snapshot(world.store)).toEqual(before);
  });

  it.each([
    ['an empty provider order id', 'orderId', ''],
    ['a provider order id with a slash', 'orderId', 'order/1'],
    ['an order id that is a path', '../orders/x', 'order_P1'],
  ])('refuses %s, writing nothing', async (_name, orderIdOrPlaceholder, providerOrderId) => {
    const world = testWorld({ events: [anEvent()] });
    const order = await startPaidOrder(world.env, null);
    const orderId = orderIdOrPlaceholder === 'orderId' ? order.id : orderIdOrPlaceholder;
    const before = snapshot(world.store);
    await expect(attachProviderOrder(world.env, orderId, providerOrderId)).rejects.toMatchObject({
      code: 'invalid-request',
    });
    expect(snapshot(world.store)).toEqual(before);
  });
});
