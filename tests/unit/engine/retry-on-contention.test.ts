import { describe, expect, it } from 'vitest';
import { abandonOrder } from '@/engine/flows/abandon-order';
import { confirmPayment, settlePaidOrder } from '@/engine/flows/fulfil-order';
import { SETTLE_RETRY_POLICY } from '@/engine/retry-on-contention';
import { isTransactionContention } from '@/engine/contention';
import { EVENT_ID } from './support/fixtures';
import { ContendedStore } from './support/contended-store';
import { COUPON_RESERVATION_MS } from '@/domain/coupons';
import {
  TEST_SECRET,
  confirmationFor,
  startPaidOrder,
  worldWithPendingOrder,
} from './support/payments';
import { eventSeats } from './support/event-seats';

/**
 * docs/design.md §4.4: a captured payment is settled even when its seat shard is contended (the
 * launch rush, docs/design.md §3.10): the settling transaction is run again after a growing, jittered wait while
 * confirmPayment's budget lasts, and a run whose commit landed but whose answer was lost is not
 * fulfilled twice. docs/design.md §4.7: an abandoned order's seats are given back through contention too.
 */
async function contendedWorld(capacity?: number) {
  const world = await worldWithPendingOrder(capacity);
  const store = new ContendedStore(world.store);
  const waits: number[] = [];
  const env = {
    ...world.env,
    store,
    // Time passes for the flow's budget without the test sleeping.
    wait: (ms: number) => {
      waits.push(ms);
      world.clock.advance(ms);
      return Promise.resolve();
    },
  };
  return { ...world, env, contended: store, waits };
}

describe('settling a payment under contention', () => {
  it.each([1, 4, 8])(
    'becomes a ticket when the store gives up %i time(s) first',
    async (failures) => {
      const { env, store, contended, waits, order } = await contendedWorld();
      contended.failNext(failures);

      const ticket = await confirmPayment(
        env,
        await confirmationFor(order.id, 'order_P1', 'pay_RUSH'),
        TEST_SECRET,
      );

      expect(store.peek('tickets', ticket.token)).toEqual(ticket);
      expect(store.peek('orders', order.id)).toMatchObject({
        status: 'fulfilled',
        paymentId: 'pay_RUSH',
      });
      expect(eventSeats(store, EVENT_ID)).toMatchObject({ sold: 4, holds: {} });
      expect(contended.runs).toBe(failures + 1);
      expect(waits).toHaveLength(failures);
    },
  );

  it('waits longer each time, jittered between half and all of a doubling ceiling', async () => {
    const { env, contended, waits, order } = await contendedWorld();
    contended.failNext(7);
    await settlePaidOrder(env, { orderId: order.id, providerOrderId: 'order_P1', paymentId: 'p' });

    const { firstDelayMs, maxDelayMs } = SETTLE_RETRY_POLICY;
    waits.forEach((ms, index) => {
      const ceiling = Math.min(firstDelayMs * 2 ** index, maxDelayMs);
      expect(ms).toBeGreaterThanOrEqual(ceiling / 2);
      expect(ms).toBeLessThanOrEqual(ceiling);
    });
    expect(new Set(waits).size).toBeGreaterThan(1);
  });

  it('does not fulfil twice when a commit landed but its answer was lost', async () => {
    const { env, store, contended, order } = await contendedWorld();
    contended.failNext(1, { afterCommit: true });

    const ticket = await confirmPayment(
      env,
      await confirmationFor(order.id, 'order_P1', 'pay_RUSH'),
      TEST_SECRET,
    );

    expect(store.all('newbookings')).toHaveLength(1);
    expect(store.all('tickets')).toEqual([ticket]);
    expect(store.all('mail')).toHaveLength(1);
    expect(eventSeats(store, EVENT_ID)).toMatchObject({ sold: 4, holds: {} });
  });

  it('gives the contention back once the budget is spent, having written nothing', async () => {
    const { env, store, contended, waits, order } = await contendedWorld();
    contended.failNext(Number.POSITIVE_INFINITY);

    const error: unknown = await settlePaidOrder(env, {
      orderId: order.id,
      providerOrderId: 'order_P1',
      paymentId: 'pay_RUSH',
    }).catch((reason: unknown) => reason);

    expect(isTransactionContention(error)).toBe(true);
    const waited = waits.reduce((sum, ms) => sum + ms, 0);
    expect(waited).toBeLessThan(SETTLE_RETRY_POLICY.budgetMs);
    expect(waited).toBeGreaterThan(SETTLE_RETRY_POLICY.budgetMs / 2);
    expect(store.peek('orders', order.id)?.status).toBe('pending');
  });

  it('does not run a refusal again', async () => {
    const { env, contended, waits, order } = await contendedWorld();
    const error: unknown = await settlePaidOrder(env, {
      orderId: order.id,
      providerOrderId: 'order_OTHER',
      paymentId: 'pay_RUSH',
    }).catch((reason: unknown) => reason);

    expect(error).toMatchObject({ code: 'bad-signature' });
    expect(contended.runs).toBe(1);
    expect(waits).toEqual([]);
  });
});

describe('the time each settling run judges by', () => {
  it.each([1, 3])(
    'fulfils a late payment when another hold on its seats lapses during %i wait(s)',
    async (failures) => {
      // 4 seats, 2 sold: the order's 2 lapse, and another visitor takes them for 15 minutes.
      const { env, store, clock, contended, order } = await contendedWorld(4);
      clock.advance(COUPON_RESERVATION_MS + 1);
      const other = await startPaidOrder(env, 'order_OTHER', {
        ticket499Count: 2,
        ticket1212Count: 0,
        email: 'other@example.com',
      });
      // The payment comes in just before the other hold lapses, and meets contention.
      clock.set(new Date(Date.parse(other.expiresAt) - 100));
      contended.failNext(failures);

      const outcome = await settlePaidOrder(env, {
        orderId: order.id,
        providerOrderId: 'order_P1',
        paymentId: 'pay_LATE',
      });

      expect(outcome.kind).toBe('fulfilled');
      expect(store.peek('orders', order.id)).toMatchObject({
        status: 'fulfilled',
        fulfilledAt: clock.iso(),
      });
      expect(eventSeats(store, EVENT_ID)).toMatchObject({ sold: 4 });
    },
  );

  it('dates an abandonment at the run that wrote it', async () => {
    const { env, store, clock, contended, order } = await contendedWorld();
    contended.failNext(2);

    await abandonOrder(env, order.id);

    expect(store.peek('orders', order.id)).toMatchObject({
      status: 'abandoned',
      abandonedAt: clock.iso(),
    });
  });
});

describe('releasing an abandoned order under contention', () => {
  it('gives the seats back when the store gives up a few times first', async () => {
    const { env, store, contended, waits, order } = await contendedWorld();
    contended.failNext(3);

    await abandonOrder(env, order.id);

    expect(store.peek('orders', order.id)?.status).toBe('abandoned');
    expect(eventSeats(store, EVENT_ID)).toMatchObject({ sold: 2, holds: {} });
    expect(contended.runs).toBe(4);
    expect(waits).toHaveLength(3);
  });

  it('gives up within its budget, having written nothing', async () => {
    const { env, store, contended, waits, order } = await contendedWorld();
    contended.failNext(Number.POSITIVE_INFINITY);

    const error: unknown = await abandonOrder(env, order.id).catch((reason: unknown) => reason);

    expect(isTransactionContention(error)).toBe(true);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(SETTLE_RETRY_POLICY.budgetMs);
    expect(store.peek('orders', order.id)?.status).toBe('pending');
  });
});
