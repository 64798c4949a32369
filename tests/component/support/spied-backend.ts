import { waitFor } from '@testing-library/react';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { expect, onTestFinished, vi, type MockInstance, type Mocked } from 'vitest';
import type {
  CheckoutApi,
  CheckoutHandlers,
  CheckoutOptions,
  PaymentsGateway,
  PublicEventsApi,
  TicketsApi,
} from '@/backend/backend';
import { createDemoBackend, type DemoBackend } from '@/backend/demo/create-demo-backend';
import { DemoDatabase } from '@/backend/demo/db';
import { DEMO_PAYMENT_SECRET } from '@/backend/demo/demo-secret';
import { DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import type { Ticket } from '@/domain/booking';
import type { OrderRequest } from '@/domain/order-request';
import { signPayment } from '@/domain/payment-signature';
import { seatCounters, seatsTaken } from '@/domain/seats';
import { shardDocId } from '@/domain/seat-shards';

/**
 * The real demo adapter on fake-indexeddb for component tests that need to watch or steer the
 * port: every method of events, checkout and tickets is a spy that calls the real one (so a test
 * can assert calls, or hold one call pending or fail it with mockImplementationOnce and friends),
 * and the payment checkout is driven by the test. Each call opens a freshly seeded database and
 * closes and deletes it when the test finishes.
 */

/** The checkout the test drives: the last opened checkout's handlers, called on demand. */
export class FakeGateway implements PaymentsGateway {
  opened: Array<{ options: CheckoutOptions; handlers: CheckoutHandlers }> = [];
  load = vi.fn(() => Promise.resolve());
  open = vi.fn((options: CheckoutOptions, handlers: CheckoutHandlers) => {
    this.opened.push({ options, handlers });
  });

  /** Waits until the page has opened `count` checkouts: its order is a real write first. */
  async waitForOpen(count = 1) {
    await waitFor(() => expect(this.open).toHaveBeenCalledTimes(count));
  }

  get last() {
    const last = this.opened.at(-1);
    if (!last) throw new Error('No checkout was opened');
    return last;
  }

  /** Pays with a signature the demo secret verifies, as the real checkout would. */
  async pay(paymentId = 'pay_TEST1') {
    const { options, handlers } = this.last;
    const providerOrderId = options.providerOrderId;
    const signature = await signPayment({ providerOrderId, paymentId }, DEMO_PAYMENT_SECRET);
    handlers.onSuccess({ paymentId, providerOrderId, signature });
  }

  dismiss() {
    this.last.handlers.onDismiss();
  }

  fail(description = 'Card declined by the bank') {
    this.last.handlers.onFailure({ code: 'BAD_REQUEST_ERROR', description });
  }
}

export interface SpiedPort extends Omit<
  DemoBackend,
  'events' | 'checkout' | 'tickets' | 'payments'
> {
  events: Mocked<PublicEventsApi>;
  checkout: Mocked<CheckoutApi>;
  tickets: Mocked<TicketsApi>;
  payments: FakeGateway;
}

export interface SpiedBackend {
  /** What the page gets from loadBackend(). */
  backend: SpiedPort;
  /** The unspied methods, for an implementation that calls through and changes the answer. */
  real: { events: PublicEventsApi; checkout: CheckoutApi; tickets: TicketsApi };
  gateway: FakeGateway;
  /** The stored records, to set up what the port cannot (seats taken, a deleted event). */
  db: DemoDatabase;
}

function spyOnEach<T extends object>(area: T): Mocked<T> {
  for (const key of Object.keys(area) as Array<keyof T & string>) {
    if (typeof area[key] === 'function') vi.spyOn(area, key as never);
  }
  return area as Mocked<T>;
}

function deleteDatabase(name: string) {
  return new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
}

let count = 0;

export async function openSpiedBackend(): Promise<SpiedBackend> {
  const dbName = `component-spied-${++count}-${Date.now()}`;
  const demo = await createDemoBackend({
    indexedDB,
    IDBKeyRange,
    dbName,
    processingMs: 0,
    contact: { endpoint: null },
  });
  const db = new DemoDatabase({ name: dbName, indexedDB, IDBKeyRange });
  onTestFinished(async () => {
    demo.close();
    db.close();
    await deleteDatabase(dbName);
  });

  const real = {
    events: { ...demo.events },
    checkout: { ...demo.checkout },
    tickets: { ...demo.tickets },
  };
  const gateway = new FakeGateway();
  const backend: SpiedPort = {
    ...demo,
    events: spyOnEach(demo.events),
    checkout: spyOnEach(demo.checkout),
    tickets: spyOnEach(demo.tickets),
    payments: gateway,
  };
  return { backend, real, gateway, db };
}

/**
 * Sets the upcoming event's counters (its one seat shard, docs/design.md §3.10) so that exactly
 * `remaining` seats are left now.
 */
export async function leaveSeats(db: DemoDatabase, remaining: number): Promise<void> {
  await db.transaction('rw', db.events, db.seatShards, async () => {
    const event = await db.events.get(DEMO_UPCOMING_EVENT_ID);
    if (!event) throw new Error('The seed has no upcoming event');
    const id = shardDocId(DEMO_UPCOMING_EVENT_ID, 0);
    const counters = seatCounters((await db.seatShards.get(id)) ?? {});
    const held = seatsTaken(counters, new Date()) - counters.sold;
    const sold = event.capacity - held - remaining;
    await db.seatShards.put({ id, eventId: event.id, index: 0, ...counters, sold });
  });
}

/** The value a spied async method settled with on its `call`-th call (0-based; -1 the last). */
export async function settledResult<F extends (...args: never[]) => Promise<unknown>>(
  spy: MockInstance<F>,
  call = -1,
): Promise<Awaited<ReturnType<F>>> {
  const result = spy.mock.results.at(call);
  if (!result) throw new Error(`No call ${call} was made`);
  return (await result.value) as Awaited<ReturnType<F>>;
}

/**
 * A ticket bought through the real checkout (order, signed payment, confirmation), without
 * touching the spies: what a visitor who booked earlier would have.
 */
export async function bookTicket(
  { real }: SpiedBackend,
  order: Partial<OrderRequest> = {},
): Promise<Ticket> {
  const created = await real.checkout.createOrder({
    eventId: DEMO_UPCOMING_EVENT_ID,
    ticket499Count: 1,
    ticket1212Count: 0,
    couponCode: null,
    email: 'asha@example.com',
    ...order,
  });
  if (created.kind === 'fulfilled') return created.ticket;
  const { orderId, providerOrderId } = created.payment;
  const paymentId = 'pay_EARLIER1';
  const signature = await signPayment({ providerOrderId, paymentId }, DEMO_PAYMENT_SECRET);
  return real.checkout.confirmPayment({ orderId, providerOrderId, paymentId, signature });
}
