import { describe, expect, it } from 'vitest';
import { EVENT_LIFE_MESSAGES, type EventStatus } from '@/domain/event-life';
import { INVALID_EVENT_MESSAGE } from '@/domain/order-request';
import { ORDER_HOLD_MS, PAYMENT_REFUNDED_MESSAGE } from '@/domain/orders';
import type { StoredEvent } from '@/domain/seats';
import { changeEventStatus, createEvent, updateEvent } from '@/engine/flows/events';
import { createOrder } from '@/engine/flows/create-order';
import { confirmPayment } from '@/engine/flows/fulfil-order';
import { ADMIN, EVENT_ID, anEvent, orderRequest } from './support/fixtures';
import {
  TEST_SECRET,
  confirmationFor,
  startPaidOrder,
  worldWithPendingOrder,
} from './support/payments';
import { expectRefusedWritingNothing, testWorld } from './support/seeded-store';

// START is noon in India on 1 June 2030; the fixture event is on 20 June 2030.
const FORM = {
  title: 'Garba Night',
  date: '2030-07-01',
  startTime: '19:00',
  endTime: '23:30',
  location: 'Pune',
  price: '0',
  capacity: '50',
};

describe('createOrder sells only an event on sale (docs/design.md §3.12)', () => {
  it.each<[string, Partial<StoredEvent>, string]>([
    ['a draft', { status: 'draft' }, INVALID_EVENT_MESSAGE],
    [
      'an announced event',
      { status: 'published', salesOpenAt: '2030-06-05T10:00' },
      'Tickets go on sale on Wednesday, 5 June 2030, 10:00 AM IST.',
    ],
    ['an event whose sales closed', { status: 'closed' }, 'Sales for this event have closed.'],
    ['a cancelled event', { status: 'cancelled' }, 'This event has been cancelled.'],
    ['an ended event', { date: '2030-05-31' }, INVALID_EVENT_MESSAGE],
  ])('refuses %s, writing nothing', async (_name, fields, message) => {
    const world = testWorld({ events: [anEvent(fields)] });
    await expectRefusedWritingNothing(
      world,
      () => createOrder(world.env, { request: orderRequest(), providerOrderId: 'order_P1' }),
      'invalid-request',
      message,
    );
  });

  it.each<[string, Partial<StoredEvent>]>([
    ['an event stored before events had a life', {}],
    ['a published event', { status: 'published', salesOpenAt: '' }],
    ['an event whose sales opened', { status: 'published', salesOpenAt: '2030-06-01T12:00' }],
  ])('takes an order for %s', async (_name, fields) => {
    const world = testWorld({ events: [anEvent(fields)] });
    await expect(startPaidOrder(world.env, 'order_P1')).resolves.toMatchObject({
      status: 'pending',
    });
  });
});

describe('a payment for an order made while on sale is settled as before', () => {
  it('issues the ticket after "End sales now"', async () => {
    const { env, store, order } = await worldWithPendingOrder();
    await changeEventStatus(env, ADMIN, EVENT_ID, 'end-sales');
    const ticket = await confirmPayment(
      env,
      await confirmationFor(order.id, 'order_P1'),
      TEST_SECRET,
    );
    expect(ticket.bookingId).toBeTruthy();
    expect(store.peek('orders', order.id)?.status).toBe('fulfilled');
    // …and a new order is refused.
    await expect(startPaidOrder(env, 'order_P2', { email: 'late@example.com' })).rejects.toThrow(
      'Sales for this event have closed.',
    );
  });
});

describe('a payment that comes after its hold lapsed and the event was cancelled', () => {
  it('is refunded, not turned into a ticket for a cancelled party', async () => {
    const { env, store, clock } = testWorld({ events: [anEvent()] });
    const order = await startPaidOrder(env, 'order_P1');
    clock.advance(ORDER_HOLD_MS + 60_000);
    // The lapsed hold takes no seat, so nothing stops the cancel.
    await changeEventStatus(env, ADMIN, EVENT_ID, 'cancel');
    await expect(
      confirmPayment(env, await confirmationFor(order.id, 'order_P1', 'pay_late'), TEST_SECRET),
    ).rejects.toThrow(PAYMENT_REFUNDED_MESSAGE);
    expect(store.peek('orders', order.id)?.status).toBe('refundDue');
    expect(store.all('bookings')).toEqual([]);
    expect(store.all('refunds')).toEqual([
      expect.objectContaining({ paymentId: 'pay_late', reason: 'event-cancelled' }),
    ]);
  });
});

describe('changeEventStatus', () => {
  it.each<[string, EventStatus | undefined, 'end-sales' | 'cancel', EventStatus]>([
    [
      'ends the sales of an event stored before events had a life',
      undefined,
      'end-sales',
      'closed',
    ],
    ['ends the sales of a published event', 'published', 'end-sales', 'closed'],
    ['cancels a published event with nothing sold', 'published', 'cancel', 'cancelled'],
    ['cancels an event whose sales closed', 'closed', 'cancel', 'cancelled'],
  ])('%s', async (_name, status, action, after) => {
    const { env, store } = testWorld({ events: [anEvent(status ? { status } : {})] });
    await expect(changeEventStatus(env, ADMIN, EVENT_ID, action)).resolves.toMatchObject({
      status: after,
    });
    expect(store.peek('events', EVENT_ID)?.status).toBe(after);
  });

  it.each<[string, Partial<StoredEvent>, 'end-sales' | 'cancel', string]>([
    [
      'a draft',
      { status: 'draft' },
      'end-sales',
      'This event is draft, so it cannot end its sales.',
    ],
    [
      'a closed event again',
      { status: 'closed' },
      'end-sales',
      'This event is sales closed, so it cannot end its sales.',
    ],
    [
      'a cancelled event',
      { status: 'cancelled' },
      'cancel',
      'This event is cancelled, so it cannot be cancelled.',
    ],
    [
      'an ended event',
      { date: '2030-05-31' },
      'cancel',
      'This event is ended, so it cannot be cancelled.',
    ],
    ['an event with tickets sold', { sold: 1 }, 'cancel', EVENT_LIFE_MESSAGES.cancelWithTickets],
  ])('refuses %s, writing nothing', async (_name, fields, action, message) => {
    const world = testWorld({ events: [anEvent(fields)] });
    await expectRefusedWritingNothing(
      world,
      () => changeEventStatus(world.env, ADMIN, EVENT_ID, action),
      'conflict',
      message,
    );
  });

  it('refuses to cancel while a payment is in progress, saying so', async () => {
    const { env } = await worldWithPendingOrder();
    await expect(changeEventStatus(env, ADMIN, EVENT_ID, 'cancel')).rejects.toThrow(
      EVENT_LIFE_MESSAGES.cancelWithTickets,
    );
  });
});

describe('saving an event', () => {
  it('refuses to create an event dated in the past, writing nothing', async () => {
    const world = testWorld();
    await expectRefusedWritingNothing(
      world,
      () => createEvent(world.env, ADMIN, { ...FORM, date: '2030-05-31' }),
      'invalid-request',
      EVENT_LIFE_MESSAGES.dateInPast,
    );
  });

  it('creates an event dated today as a draft when asked', async () => {
    const { env, store } = testWorld();
    const event = await createEvent(env, ADMIN, { ...FORM, date: '2030-06-01', status: 'draft' });
    expect(store.peek('events', event.id)).toMatchObject({ status: 'draft', salesOpenAt: '' });
  });

  it('refuses to move an event to a date that has passed, and keeps a past date as it is', async () => {
    const world = testWorld({ events: [anEvent(), anEvent({ id: 'past', date: '2030-05-01' })] });
    await expectRefusedWritingNothing(
      world,
      () => updateEvent(world.env, ADMIN, EVENT_ID, { ...FORM, date: '2030-05-31' }),
      'invalid-request',
      EVENT_LIFE_MESSAGES.dateInPast,
    );
    await expect(
      updateEvent(world.env, ADMIN, 'past', { ...FORM, date: '2030-05-01', title: 'Fixed' }),
    ).resolves.toMatchObject({ title: 'Fixed' });
  });

  it('publishes a draft, and a published event cannot go back to draft', async () => {
    const world = testWorld({ events: [anEvent({ status: 'draft' })] });
    await updateEvent(world.env, ADMIN, EVENT_ID, { ...FORM, status: 'draft' });
    expect(world.store.peek('events', EVENT_ID)?.status).toBe('draft');
    await updateEvent(world.env, ADMIN, EVENT_ID, { ...FORM, salesOpenAt: '2030-06-10T10:00' });
    expect(world.store.peek('events', EVENT_ID)).toMatchObject({
      status: 'published',
      salesOpenAt: '2030-06-10T10:00',
    });
    await expectRefusedWritingNothing(
      world,
      () => updateEvent(world.env, ADMIN, EVENT_ID, { ...FORM, status: 'draft' }),
      'invalid-request',
      EVENT_LIFE_MESSAGES.backToDraft,
    );
  });

  it('keeps a closed event closed when its details are edited', async () => {
    const world = testWorld({ events: [anEvent({ status: 'closed' })] });
    await updateEvent(world.env, ADMIN, EVENT_ID, FORM);
    expect(world.store.peek('events', EVENT_ID)?.status).toBe('closed');
  });
});
