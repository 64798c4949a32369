import { describe, expect, it, vi } from 'vitest';
import {
  MAX_OPEN_ORDERS,
  OPEN_ORDERS_KEY,
  leftCheckouts,
  orderLockName,
  type LeftCheckoutsOptions,
} from '@/features/booking/checkout/left-checkout';
import { memoryOnly, type KeptValues } from '@/lib/safe-storage';
import { deferred } from '../../component/support/deferred';
import { FakeLockBroker } from '../../component/support/fake-web-locks';

// The list of orders this browser's checkouts left open (docs/design.md §4.7), as pages of one
// browser see it: one localStorage, one set of Web Locks.

const NOW = new Date('2026-07-28T12:00:00.000Z');
const IN_10_MINUTES = '2026-07-28T12:10:00.000Z';

function page(shared: KeptValues, options: Partial<LeftCheckoutsOptions> = {}) {
  return leftCheckouts({
    shared,
    tab: 'tab-1',
    locks: () => undefined,
    now: () => NOW,
    ...options,
  });
}

const listed = (shared: KeptValues) =>
  (JSON.parse(shared.read(OPEN_ORDERS_KEY) ?? '[]') as Array<{ orderId: string }>).map(
    (order) => order.orderId,
  );

describe('with Web Locks', () => {
  it('lists an order under its page’s lock, and lets go of both once it is forgotten', async () => {
    const shared = memoryOnly();
    const broker = new FakeLockBroker();
    const paying = page(shared, { locks: () => broker.tab().locks });
    await paying.keep({ orderId: 'o1', expiresAt: IN_10_MINUTES });
    expect(listed(shared)).toEqual(['o1']);
    expect(broker.isHeld(orderLockName('o1'))).toBe(true);

    paying.forget('o1');
    expect(listed(shared)).toEqual([]);
    await vi.waitFor(() => expect(broker.isHeld(orderLockName('o1'))).toBe(false));
  });

  it('releases only the orders whose pages are gone', async () => {
    const shared = memoryOnly();
    const broker = new FakeLockBroker();
    const [closed, open, next] = [broker.tab(), broker.tab(), broker.tab()];
    await page(shared, { locks: () => closed.locks }).keep({
      orderId: 'left',
      expiresAt: IN_10_MINUTES,
    });
    await page(shared, { locks: () => open.locks }).keep({
      orderId: 'paying',
      expiresAt: IN_10_MINUTES,
    });
    closed.close();

    const abandon = vi.fn(() => Promise.resolve());
    await page(shared, { locks: () => next.locks }).releaseLeft(abandon);
    expect(abandon).toHaveBeenCalledExactlyOnceWith('left');
    expect(listed(shared)).toEqual(['paying']);
  });

  it('keeps an order listed when abandoning it fails, for the next page to try', async () => {
    const shared = memoryOnly();
    const broker = new FakeLockBroker();
    const closed = broker.tab();
    await page(shared, { locks: () => closed.locks }).keep({
      orderId: 'left',
      expiresAt: IN_10_MINUTES,
    });
    closed.close();
    const next = page(shared, { locks: () => broker.tab().locks });
    await next.releaseLeft(() => Promise.reject(new Error('offline')));
    expect(listed(shared)).toEqual(['left']);
    const abandon = vi.fn(() => Promise.resolve());
    await next.releaseLeft(abandon);
    expect(abandon).toHaveBeenCalledExactlyOnceWith('left');
    expect(listed(shared)).toEqual([]);
  });

  it('keeps an order its own page failed to release listed, and lets go of its lock', async () => {
    const shared = memoryOnly();
    const broker = new FakeLockBroker();
    const paying = page(shared, { locks: () => broker.tab().locks });
    await paying.keep({ orderId: 'o1', expiresAt: IN_10_MINUTES });

    paying.leave('o1');
    expect(listed(shared)).toEqual(['o1']);
    await vi.waitFor(() => expect(broker.isHeld(orderLockName('o1'))).toBe(false));
    const abandon = vi.fn(() => Promise.resolve());
    await paying.releaseLeft(abandon);
    expect(abandon).toHaveBeenCalledExactlyOnceWith('o1');
    expect(listed(shared)).toEqual([]);
  });

  it('leaves alone an order its page paid while this page waited for the lock', async () => {
    const shared = memoryOnly();
    const broker = new FakeLockBroker();
    const paying = page(shared, { locks: () => broker.tab().locks });
    await paying.keep({ orderId: 'o1', expiresAt: IN_10_MINUTES });

    // This page read the list while o1 was still being paid; its lock comes only afterwards.
    const lockAnswered = deferred<void>();
    const tab = broker.tab();
    const late = {
      request: async (...args: Parameters<LockManager['request']>) => {
        await lockAnswered.promise;
        return tab.locks.request(...args);
      },
    } as unknown as LockManager;
    const abandon = vi.fn(() => Promise.resolve());
    const releasing = page(shared, { locks: () => late }).releaseLeft(abandon);

    paying.forget('o1');
    await vi.waitFor(() => expect(broker.isHeld(orderLockName('o1'))).toBe(false));
    lockAnswered.resolve();
    await releasing;
    expect(abandon).not.toHaveBeenCalled();
  });
});

describe('the list', () => {
  it(`keeps the ${MAX_OPEN_ORDERS} latest orders, and none whose hold has lapsed`, async () => {
    const shared = memoryOnly();
    const kept = page(shared);
    await kept.keep({ orderId: 'lapsed', expiresAt: '2026-07-28T11:59:59.999Z' });
    for (let i = 1; i <= MAX_OPEN_ORDERS + 2; i++)
      await kept.keep({ orderId: `o${i}`, expiresAt: IN_10_MINUTES });
    expect(listed(shared)).toEqual(Array.from({ length: MAX_OPEN_ORDERS }, (_, i) => `o${i + 3}`));
  });

  it('reads anything that is not a list of orders as empty', async () => {
    for (const stored of ['not json', '{"orderId":"o1"}', '[{"orderId":1}]', 'null']) {
      const shared = memoryOnly();
      shared.write(OPEN_ORDERS_KEY, stored);
      const abandon = vi.fn(() => Promise.resolve());
      await page(shared, { locks: () => new FakeLockBroker().tab().locks }).releaseLeft(abandon);
      expect(abandon, stored).not.toHaveBeenCalled();
    }
  });
});

describe('without Web Locks', () => {
  it('releases what the page before left in the same tab, once; never another tab’s', async () => {
    const shared = memoryOnly();
    await page(shared, { tab: 'tab-1' }).keep({ orderId: 'mine', expiresAt: IN_10_MINUTES });
    await page(shared, { tab: 'tab-2' }).keep({ orderId: 'theirs', expiresAt: IN_10_MINUTES });

    const reloaded = page(shared, { tab: 'tab-1' });
    // This page's own checkout, opened after it loaded, is not the page before's.
    await reloaded.keep({ orderId: 'now-paying', expiresAt: IN_10_MINUTES });
    const abandon = vi.fn(() => Promise.resolve());
    await reloaded.releaseLeft(abandon);
    await reloaded.releaseLeft(abandon);
    expect(abandon).toHaveBeenCalledExactlyOnceWith('mine');
    expect(listed(shared)).toEqual(['theirs', 'now-paying']);
  });

  it('releases the order the previous version left in this tab', async () => {
    const abandon = vi.fn(() => Promise.resolve());
    await page(memoryOnly(), { leftByOldVersion: 'old-order' }).releaseLeft(abandon);
    expect(abandon).toHaveBeenCalledExactlyOnceWith('old-order');
  });
});
