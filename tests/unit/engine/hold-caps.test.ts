import { describe, expect, it } from 'vitest';
import { COUPON_RESERVATION_MS } from '@/domain/coupons';
import { HOLD_COOL_DOWN_MS, holdCoolDownMessage } from '@/domain/hold-caps';
import { abandonOrder, releaseExpiredHold } from '@/engine/flows/abandon-order';
import { createOrder } from '@/engine/flows/create-order';
import { confirmPayment } from '@/engine/flows/fulfil-order';
import { MINUTE_MS } from './support/clock';
import { EVENT_ID, aPromoCode, anEvent, orderRequest } from './support/fixtures';
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
