import { describe, expect, it } from 'vitest';
import { COUPON_RESERVATION_MS } from '@/domain/coupons';
import { HOLD_COOL_DOWN_MS } from '@/domain/hold-caps';
import { networkKey, wideNetworkKey } from '@/domain/ip-address';
import {
  MAX_UNPAID_SEATS_PER_VISITOR,
  TOO_MANY_UNPAID_SEATS_MESSAGE,
  mailboxKey,
  unpaidSeats,
  visitorHoldsId,
  visitorKeys,
} from '@/domain/visitor-holds';
import { abandonOrder, releaseExpiredHold } from '@/engine/flows/abandon-order';
import { createOrder } from '@/engine/flows/create-order';
import { confirmPayment } from '@/engine/flows/fulfil-order';
import { anEvent, orderRequest } from './support/fixtures';
import { TEST_SECRET, confirmationFor } from './support/payments';
import { expectRefusedWritingNothing, testWorld, type TestWorld } from './support/seeded-store';

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
  request: Record<string, unknown>,
  clientIp: string | null = IP,
) {
  const outcome = await order(world, request, clientIp);
  if (outcome.kind !== 'payment-required') throw new Error('Expected a pending order.');
  return outcome.order;
}

async function heldBy(world: TestWorld, key: string): Promise<number> {
  return unpaidSeats(
    world.store.peek('visitorHolds', await visitorHoldsId(key)),
    world.clock.now(),
  );
}

const BIG_EVENT = { events: [anEvent({ capacity: 500 })] };

describe('visitor keys', () => {
  it.each([
    ['Guest@Example.com', 'guest@example.com'],
    ['guest+vip@example.com', 'guest@example.com'],
    ['g.u.e.s.t+x@GoogleMail.com', 'guest@gmail.com'],
    ['first.last@example.com', 'first.last@example.com'],
  ])('%s counts as the mailbox %s', (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd:12::/64'],
    ['2001:db8:abcd:12::99', '2001:db8:abcd:12::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['256.1.1.1', null],
    ['not an address', null],
    ['1:2:3:4:5:6:7:8:9', null],
  ])('the address %s counts as the network %s', (ip, key) => {
    expect(networkKey(ip)).toBe(key);
  });

  it.each([
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd::/48'],
    ['2001:db8:abcd:ffff::99', '2001:db8:abcd::/48'],
    ['2001:0db8:0001::1', '2001:db8:1::/48'],
    ['203.0.113.7', null],
    ['::ffff:203.0.113.7', null],
    ['not an address', null],
  ])('the address %s lies in the wide network %s', (ip, key) => {
    expect(wideNetworkKey(ip)).toBe(key);
  });

  it('counts an order by its e-mail, and by its networks when the caller has one', () => {
    expect(visitorKeys('a@b.co', null)).toEqual([{ kind: 'mailbox', key: 'email:a@b.co' }]);
    expect(visitorKeys('a@b.co', IP)).toEqual([
      { kind: 'mailbox', key: 'email:a@b.co' },
      { kind: 'network', key: `ip:${IP}` },
    ]);
    expect(visitorKeys('a@b.co', '2001:db8:abcd:12::9')).toEqual([
      { kind: 'mailbox', key: 'email:a@b.co' },
      { kind: 'network', key: 'ip:2001:db8:abcd:12::/64' },
      { kind: 'wide-network', key: 'net:2001:db8:abcd::/48' },
    ]);
  });
});

describe('createOrder: at most 20 unpaid seats per visitor', () => {
  it('lets one visitor hold exactly the limit across orders', async () => {
    const world = testWorld(BIG_EVENT);
    await pendingOrder(world, { ticket499Count: 12, ticket1212Count: 0 });
    await pendingOrder(world, { ticket499Count: 8, ticket1212Count: 0 });
    expect(await heldBy(world, 'email:guest@example.com')).toBe(MAX_UNPAID_SEATS_PER_VISITOR);
    expect(await heldBy(world, `ip:${IP}`)).toBe(MAX_UNPAID_SEATS_PER_VISITOR);
  });

  it('refuses one seat more by the same e-mail from another network, writing nothing', async () => {
    const world = testWorld(BIG_EVENT);
    await pendingOrder(world, { ticket499Count: 20, ticket1212Count: 0 });
    await expectRefusedWritingNothing(
      world,
      () => order(world, { ticket499Count: 1, email: 'Guest+again@example.com' }, '198.51.100.1'),
      'too-many-requests',
      TOO_MANY_UNPAID_SEATS_MESSAGE,
    );
  });

  it('refuses one seat more from the same network under another e-mail', async () => {
    const world = testWorld(BIG_EVENT);
    await pendingOrder(world, { ticket499Count: 15, ticket1212Count: 0 });
    await expectRefusedWritingNothing(
      world,
      () => order(world, { ticket1212Count: 6, email: 'someone-else@example.com' }),
      'too-many-requests',
      TOO_MANY_UNPAID_SEATS_MESSAGE,
    );
    // Another network and another mailbox are a different visitor.
    await pendingOrder(
      world,
      { ticket1212Count: 6, email: 'someone-else@example.com' },
      '198.51.100.1',
    );
  });

  it('counts only the e-mail when the caller has no address (the demo)', async () => {
    const world = testWorld(BIG_EVENT);
    await pendingOrder(world, { ticket499Count: 20, ticket1212Count: 0 }, null);
    await expectRefusedWritingNothing(
      world,
      () => order(world, { ticket1212Count: 1 }, null),
      'too-many-requests',
    );
    await pendingOrder(world, { ticket1212Count: 1, email: 'other@example.com' }, null);
  });

  it('does not count free orders, which hold nothing', async () => {
    const world = testWorld({
      ...BIG_EVENT,
      promoCodes: [
        {
          id: 'VIPFREE001',
          code: 'VIPFREE001',
          discountPercentage: 100,
          attendeeLimit: 1,
          redeemed: false,
          isActive: true,
          createdAt: '2030-05-01T00:00:00.000Z',
          ticketType: '1212',
          usedFor: 'Stag',
          stagAttendeeLimit: 1,
          coupleAttendeeLimit: 2,
        },
      ],
    });
    await pendingOrder(
      world,
      { ticket499Count: 20, ticket1212Count: 0, email: 'x@example.com' },
      '198.51.100.9',
    );
    const free = await order(world, { ticket1212Count: 1, couponCode: 'VIPFREE001' });
    expect(free.kind).toBe('fulfilled');
    expect(await heldBy(world, 'email:guest@example.com')).toBe(0);
  });

  it('gives the seats back when the order is paid', async () => {
    const world = testWorld(BIG_EVENT);
    const first = await pendingOrder(world, { ticket499Count: 20, ticket1212Count: 0 });
    if (!first.providerOrderId) throw new Error('Expected a provider order id.');
    await confirmPayment(
      world.env,
      await confirmationFor(first.id, first.providerOrderId),
      TEST_SECRET,
    );
    expect(await heldBy(world, 'email:guest@example.com')).toBe(0);
    expect(world.store.all('visitorHolds')).toEqual([]);
    await pendingOrder(world, { ticket499Count: 20, ticket1212Count: 0 });
  });

  it('gives the seats back when the checkout is closed', async () => {
    const world = testWorld(BIG_EVENT);
    const first = await pendingOrder(world, { ticket499Count: 10, ticket1212Count: 0 });
    const second = await pendingOrder(world, { ticket499Count: 10, ticket1212Count: 0 });
    await abandonOrder(world.env, first.id);
    expect(await heldBy(world, 'email:guest@example.com')).toBe(10);
    const holds = world.store.all('visitorHolds');
    expect(holds).toHaveLength(2);
    for (const doc of holds) expect(Object.keys(doc.holds)).toEqual([second.holdId]);
    await pendingOrder(world, { ticket499Count: 10, ticket1212Count: 0 });
  });

  it('stops counting a lapsed hold at once; the sweep keeps only its window through the cool-down', async () => {
    const world = testWorld(BIG_EVENT);
    const first = await pendingOrder(world, { ticket499Count: 20, ticket1212Count: 0 });
    world.clock.advance(COUPON_RESERVATION_MS + 1);
    expect(await heldBy(world, 'email:guest@example.com')).toBe(0);
    expect(await releaseExpiredHold(world.env, first.id)).toBe(true);
    const kept = world.store.all('visitorHolds');
    expect(kept).toHaveLength(2);
    for (const doc of kept) expect(doc).toMatchObject({ holds: {}, windowEndsAt: first.expiresAt });
    world.clock.advance(HOLD_COOL_DOWN_MS);
    await pendingOrder(world, { ticket499Count: 20, ticket1212Count: 0 });
  });

  it('records which visitor documents an order counts against', async () => {
    const world = testWorld(BIG_EVENT);
    const pending = await pendingOrder(world, { ticket1212Count: 2 });
    const ids = await Promise.all(['email:guest@example.com', `ip:${IP}`].map(visitorHoldsId));
    expect(world.store.peek('orders', pending.id)?.visitorHoldIds).toEqual(ids);
    expect(ids.every((id) => /^[0-9a-f]{64}$/.test(id))).toBe(true);
  });
});
