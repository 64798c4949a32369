import { IDBIndex, IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN_ACCOUNT } from '@/backend/demo/demo-accounts';
import { DemoDatabase } from '@/backend/demo/db';
import { DEMO_PAYMENT_SECRET } from '@/backend/demo/demo-secret';
import { NewestFirstOrder } from '@/backend/demo/newest-first-order';
import { DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { signPayment } from '@/domain/payment-signature';
import { NO_REGISTRATION_FILTER } from '@/domain/registrations';
import { range, storedBooking } from '../../../component/admin/registration-records';
import { demoHarness, testClock, type DemoHarness } from './demo-harness';

// docs/design.md §14.3: the newest-first order held for the admin session, and when it is dropped.
describe('Registered Users order held in memory', () => {
  let harness: DemoHarness;
  afterEach(async () => {
    vi.restoreAllMocks();
    await harness.cleanup();
  });

  const wide = { ...NO_REGISTRATION_FILTER, search: 'q' };
  const newest = (i: number) =>
    storedBooking(i, {
      email: `qwide${i}@example.com`,
      createdAt: new Date(Date.parse('2026-11-02T12:00:00.000Z') + i * 60_000).toISOString(),
    });

  /** Signed in, 330 bookings matching "q", the first page listed and the order held. */
  async function heldOrder() {
    const built = vi.spyOn(NewestFirstOrder.prototype, 'build');
    harness = await demoHarness({ now: testClock('2026-11-21T06:00:00.000Z').now });
    const { backend, db } = harness;
    await backend.auth.signIn(DEMO_ADMIN_ACCOUNT.email, DEMO_ADMIN_ACCOUNT.password);
    await db.newbookings.bulkPut(
      range(330).map((i) => storedBooking(i, { email: `qwide${i}@example.com` })),
    );
    await backend.registrations.list();
    await vi.waitFor(() => expect(built).toHaveBeenCalledTimes(2));
    await Promise.all(built.mock.results.map((result) => result.value as Promise<void>));
    const order = built.mock.contexts[0] as NewestFirstOrder;
    expect(order.of('newbookings')).toBeDefined();
    return { backend, order };
  }

  /** How many times a createdAt index's keys were read since this was called. */
  function createdAtKeysRead() {
    let reads = 0;
    const getAllKeys = IDBIndex.prototype.getAllKeys;
    vi.spyOn(IDBIndex.prototype, 'getAllKeys').mockImplementation(function (
      this: IDBIndex,
      ...args: Parameters<IDBIndex['getAllKeys']>
    ) {
      if (this.name === 'createdAt') reads += 1;
      return getAllKeys.apply(this, args);
    });
    return () => reads;
  }

  it('orders a wide search from memory once the first page is listed, not by the index', async () => {
    const { backend } = await heldOrder();
    const reads = createdAtKeysRead();
    const page = await backend.registrations.list({ filter: wide });
    expect(reads()).toBe(0);
    expect(page.total).toBe(330);
    expect(page.bookings.map((b) => b.id)).toEqual(range(100).map((i) => storedBooking(i).id));
    const next = await backend.registrations.list({ filter: wide, after: page.cursor });
    expect(reads()).toBe(0);
    expect(next.bookings.map((b) => b.id)).toEqual(
      range(100).map((i) => storedBooking(i + 100).id),
    );
  });

  it('lists a booking made in this tab after the order was held, first', async () => {
    const { backend } = await heldOrder();
    const made = await backend.checkout.createOrder({
      eventId: DEMO_UPCOMING_EVENT_ID,
      ticket499Count: 1,
      ticket1212Count: 0,
      couponCode: null,
      email: 'quick@example.com',
    });
    if (made.kind !== 'payment-required') throw new Error('expected a payment');
    const { orderId, providerOrderId } = made.payment;
    const paymentId = 'pay_demo_quick';
    const signature = await signPayment({ providerOrderId, paymentId }, DEMO_PAYMENT_SECRET);
    await backend.checkout.confirmPayment({ orderId, providerOrderId, paymentId, signature });
    const page = await backend.registrations.list({ filter: wide });
    expect(page.total).toBe(331);
    expect(page.bookings[0]?.email).toBe('quick@example.com');
  });

  // Dexie tells of this tab's commits only once they are done: a search whose transaction starts
  // while a booking is being written would read the new booking's words with the old order.
  it('drops the order as a booking is written, before the write commits', async () => {
    harness = await demoHarness();
    const { db } = harness;
    await db.newestFirst.build('newbookings', () =>
      Promise.resolve([{ id: storedBooking(0).id, createdAt: storedBooking(0).createdAt }]),
    );
    expect(db.newestFirst.of('newbookings')).toBeDefined();
    await db.transaction('rw', db.newbookings, async () => {
      await db.newbookings.put(newest(902));
      expect(db.newestFirst.of('newbookings')).toBeUndefined();
    });
  });

  it('lists a booking written by another tab after the order was held', async () => {
    const { backend } = await heldOrder();
    const otherTab = new DemoDatabase({ name: harness.dbName, indexedDB, IDBKeyRange });
    try {
      await otherTab.newbookings.put(newest(901));
    } finally {
      otherTab.close();
    }
    const page = await backend.registrations.list({ filter: wide });
    expect(page.total).toBe(331);
    expect(page.bookings[0]?.id).toBe(newest(901).id);
  });

  it('shows a check-in and its undo made after the order was held', async () => {
    const { backend } = await heldOrder();
    const id = storedBooking(3).id;
    const checkedIn = () =>
      backend.registrations
        .list({ filter: wide })
        .then((page) => page.bookings.find((b) => b.id === id)?.checkedIn);
    const verdict = await backend.checkIn.checkIn({ kind: 'bookingId', bookingId: id }, null);
    expect(verdict).toMatchObject({ ok: true });
    expect(await checkedIn()).toBe(true);
    await backend.checkIn.undo(id);
    expect(await checkedIn()).toBe(false);
  });
});
