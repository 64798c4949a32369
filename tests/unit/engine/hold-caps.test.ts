import { describe, expect, it } from 'vitest';
import { COUPON_RESERVATION_MS } from '@/domain/coupons';
import { HOLD_COOL_DOWN_MS, HOLD_POOL_FULL_MESSAGE, holdCoolDownMessage } from '@/domain/hold-caps';
import { seatAvailability } from '@/domain/seats';
import { abandonOrder, releaseExpiredHold } from '@/engine/flows/abandon-order';
import { createOrder } from '@/engine/flows/create-order';
import { confirmPayment } from '@/engine/flows/fulfil-order';
import { MINUTE_MS } from './support/clock';
import { EVENT_ID, aPromoCode, anEvent, holdFor, orderRequest } from './support/fixtures';
import { runsRetried } from './support/interleavings';
import { TEST_SECRET, confirmationFor } from './support/payments';
import { expectRefusedWritingNothing, testWorld, type TestWorld } from './support/seeded-store';
import { eventSeats } from './support/event-seats';

const IP = '203.0.113.7';

function order(world: TestWorld, request: Record<string, unknown>, clientIp: string | null = IP) {
  return createOrder(world.env, {
    request: orderRequest(request),
    providerOrderId: `order_${world.store.commits}`,
    clientIp,
  });
}

async function pendingOrder(
  world: TestWorld,
  request: Record<string, unknown> = {},
  clientIp: string | null = IP,
) {
  const outcome = await order(world, request, clientIp);
  if (outcome.kind !== 'payment-required') throw new Error('Expected a pending order.');
  return outcome.order;
}

/** `count` holds of `seats` each by strangers, live for another 10 minutes. */
function strangersHolding(count: number, seats: number) {
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) => [`stranger${index}`, holdFor(seats, 10)]),
  );
}

describe('createOrder: the pool of unpaid holds on an event (docs/design.md §4.8)', () => {
  it('lets unpaid holds take exactly half of the unsold seats, and refuses one seat more', async () => {
    // 200 seats, 40 sold: 160 unsold, so at most 80 held. Strangers hold 70.
    const world = testWorld({
      events: [anEvent({ capacity: 200, sold: 40, holds: strangersHolding(7, 10) })],
    });
    await pendingOrder(world, { ticket499Count: 10, ticket1212Count: 0 });
    await expectRefusedWritingNothing(
      world,
      () => order(world, { ticket1212Count: 1, email: 'late@example.com' }, '198.51.100.1'),
      'too-many-requests',
      HOLD_POOL_FULL_MESSAGE,
    );
    // Nothing looks sold out: the other 80 unsold seats are still shown as left.
    const event = world.store.peek('events', EVENT_ID);
    if (!event) throw new Error('Expected the event.');
    const seats = eventSeats(world.store, EVENT_ID);
    expect(seatAvailability({ ...event, ...seats }, world.clock.now()).remaining).toBe(80);
  });

  it('always lets one full order hold the last seats', async () => {
    const world = testWorld({ events: [anEvent({ capacity: 200, sold: 180 })] });
    const pending = await pendingOrder(world, { ticket499Count: 20, ticket1212Count: 0 });
    expect(pending.status).toBe('pending');
  });

  it('counts only live holds in the pool', async () => {
    const lapsed = { old: { seats: 50, until: holdFor(0, -1).until } };
    const world = testWorld({ events: [anEvent({ capacity: 100, holds: lapsed })] });
    await pendingOrder(world, { ticket499Count: 20, ticket1212Count: 0 });
    await pendingOrder(
      world,
      { ticket499Count: 20, ticket1212Count: 0, email: 'b@example.com' },
      '198.51.100.2',
    );
  });

  it('lets only one of two visitors racing for the last place in the pool hold it', async () => {
    const retried = await runsRetried(async (interleaveSeed) => {
      const world = testWorld(
        { events: [anEvent({ capacity: 100, holds: strangersHolding(4, 10) })] },
        { interleaveSeed },
      );
      const results = await Promise.allSettled([
        order(world, { ticket1212Count: 10, email: 'a@example.com' }, '198.51.100.1'),
        order(world, { ticket1212Count: 10, email: 'b@example.com' }, '198.51.100.2'),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected');
      expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
        code: 'too-many-requests',
        message: HOLD_POOL_FULL_MESSAGE,
      });
      expect(world.store.all('orders')).toHaveLength(1);
      return world.store;
    });
    expect(retried).toBeGreaterThan(0);
  });
});

describe('createOrder: a visitor hold is not renewable (docs/design.md §4.8)', () => {
  it('gives a buyer who closed Checkout and pressed Pay again the rest of the same window', async () => {
    const world = testWorld({ events: [anEvent()], promoCodes: [aPromoCode()] });
    const first = await pendingOrder(world, { couponCode: 'VIPTEST01' });
    world.clock.advance(10 * MINUTE_MS);
    await abandonOrder(world.env, first.id);
    const retry = await pendingOrder(world, { couponCode: 'VIPTEST01' });
    expect(retry.expiresAt).toBe(first.expiresAt);
    expect(eventSeats(world.store, EVENT_ID).holds[retry.holdId ?? '']?.until).toBe(
      first.expiresAt,
    );
    expect(world.store.peek('promoCodes', 'VIPTEST01')?.reservedUntil).toBe(first.expiresAt);
  });

  it('does not extend a live hold when the same visitor calls again without closing it', async () => {
    const world = testWorld({ events: [anEvent()] });
    const first = await pendingOrder(world);
    world.clock.advance(14 * MINUTE_MS);
    const again = await pendingOrder(world, { email: 'guest+2@example.com' });
    expect(again.expiresAt).toBe(first.expiresAt);
  });

  it.each([
    ['the same mailbox from another network', { email: 'Guest+x@example.com' }, '198.51.100.1'],
    ['the same network under another mailbox', { email: 'new@example.com' }, IP],
  ])('refuses %s until the cool-down after a lapsed window ends', async (_name, request, ip) => {
    const world = testWorld({ events: [anEvent()] });
    const first = await pendingOrder(world);
    world.clock.advance(COUPON_RESERVATION_MS + MINUTE_MS);
    await releaseExpiredHold(world.env, first.id);
    await expectRefusedWritingNothing(
      world,
      () => order(world, request, ip),
      'too-many-requests',
      holdCoolDownMessage(14),
    );
    world.clock.advance(HOLD_COOL_DOWN_MS - MINUTE_MS);
    const later = await pendingOrder(world, request, ip);
    expect(Date.parse(later.expiresAt) - world.clock.now().getTime()).toBe(COUPON_RESERVATION_MS);
  });

  it('keeps a reserved code from being held again by the same visitor after it lapses', async () => {
    const world = testWorld({ events: [anEvent()], promoCodes: [aPromoCode()] });
    await pendingOrder(world, { couponCode: 'VIPTEST01', email: 'squatter@example.com' });
    world.clock.advance(COUPON_RESERVATION_MS + 1);
    await expectRefusedWritingNothing(
      world,
      () => order(world, { couponCode: 'VIPTEST01', email: 'squatter2@example.com' }),
      'too-many-requests',
    );
    // Its owner, elsewhere, can use it.
    const owner = await pendingOrder(
      world,
      { couponCode: 'VIPTEST01', email: 'owner@example.com' },
      '198.51.100.1',
    );
    expect(world.store.peek('promoCodes', 'VIPTEST01')?.reservedBy).toBe(owner.holdId);
  });

  it('forgets the window of a visitor who paid, so their next order gets a full hold', async () => {
    const world = testWorld({ events: [anEvent()] });
    const first = await pendingOrder(world);
    if (!first.providerOrderId) throw new Error('Expected a provider order id.');
    world.clock.advance(10 * MINUTE_MS);
    await confirmPayment(
      world.env,
      await confirmationFor(first.id, first.providerOrderId),
      TEST_SECRET,
    );
    expect(world.store.all('visitorHolds')).toEqual([]);
    world.clock.advance(10 * MINUTE_MS);
    const next = await pendingOrder(world);
    expect(Date.parse(next.expiresAt) - world.clock.now().getTime()).toBe(COUPON_RESERVATION_MS);
  });
});
