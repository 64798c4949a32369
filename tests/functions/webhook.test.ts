import { describe, expect, it } from 'vitest';
import type { PendingPayment } from '@/backend/backend';
import { COUPON_RESERVATION_MS } from '@/domain/coupons';
import type { Store } from '@/engine/store';
import { confirmPaymentHandler, createOrderHandler } from '../../functions/src/handlers/checkout';
import { handleRazorpayWebhook } from '../../functions/src/handlers/razorpay-webhook';
import { EVENT_ID, anEvent, orderRequest } from '../unit/engine/support/fixtures';
import { snapshot } from '../unit/engine/support/seeded-store';
import {
  checkoutSuccess,
  delivery,
  webhookBody,
  type PaidEventName,
} from './support/fake-razorpay';
import { functionsWorld, type FunctionsWorld } from './support/functions-world';
import { eventSeats } from '../unit/engine/support/event-seats';

async function paidOrder(world: FunctionsWorld) {
  const result = await createOrderHandler(world.deps, orderRequest(), { ip: '203.0.113.7' });
  if (result.kind !== 'payment-required') throw new Error('Expected a payment to be needed.');
  const payment: PendingPayment = result.payment;
  const paid = world.razorpay.pay(payment.providerOrderId);
  const order = { providerOrderId: payment.providerOrderId, receipt: payment.orderId };
  return { payment, paid, order };
}

async function deliver(
  world: FunctionsWorld,
  event: PaidEventName,
  order: { providerOrderId: string; receipt: string },
  paymentId: string,
  eventId: string | undefined,
) {
  return handleRazorpayWebhook(
    world.deps,
    await delivery(webhookBody(event, order, { id: paymentId }), eventId),
  );
}

describe('razorpayWebhook: signature over the raw body', () => {
  it('fulfils the order on a genuine order.paid', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const { payment, paid, order } = await paidOrder(world);
    const answer = await deliver(world, 'order.paid', order, paid.id, 'evt_Paid1');
    expect(answer).toEqual({ status: 200, body: 'Fulfilled.' });
    expect(world.store.peek('orders', payment.orderId)).toMatchObject({
      status: 'fulfilled',
      paymentId: paid.id,
    });
    expect(world.store.all('newbookings')).toHaveLength(1);
    expect(eventSeats(world.store, EVENT_ID)).toMatchObject({ sold: 1, holds: {} });
    expect(world.store.peek('webhookEvents', 'evt_Paid1')?.processedAt).toBe(world.clock.iso());
  });

  it('answers 400 and writes nothing for a wrong, missing or foreign signature', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const { paid, order } = await paidOrder(world);
    const genuine = await delivery(webhookBody('order.paid', order, { id: paid.id }), 'evt_Bad1');
    const before = snapshot(world.store);
    const forged = await delivery(
      webhookBody('order.paid', order, { id: paid.id }),
      'evt_Bad1',
      'not_the_webhook_secret',
    );
    for (const attempt of [
      forged,
      { ...genuine, signature: genuine.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
      { ...genuine, signature: undefined },
      { ...genuine, rawBody: undefined },
    ]) {
      expect(await handleRazorpayWebhook(world.deps, attempt)).toEqual({
        status: 400,
        body: 'Invalid signature.',
      });
    }
    expect(snapshot(world.store)).toEqual(before);
  });

  it('verifies the bytes as sent: the same JSON re-serialised does not verify', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const { paid, order } = await paidOrder(world);
    const raw = webhookBody('order.paid', order, { id: paid.id });
    const signed = await delivery(raw, 'evt_Raw1');
    const reparsed = new TextEncoder().encode(JSON.stringify(JSON.parse(raw)));
    expect(reparsed).not.toEqual(signed.rawBody);
    const answer = await handleRazorpayWebhook(world.deps, { ...signed, rawBody: reparsed });
    expect(answer.status).toBe(400);
    expect(world.store.all('newbookings')).toEqual([]);
    expect((await handleRazorpayWebhook(world.deps, signed)).status).toBe(200);
    expect(world.store.all('newbookings')).toHaveLength(1);
  });

  it('accepts the body as a Node Buffer, as req.rawBody is', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const { paid, order } = await paidOrder(world);
    const signed = await delivery(webhookBody('order.paid', order, { id: paid.id }), 'evt_Buf1');
    const answer = await handleRazorpayWebhook(world.deps, {
      ...signed,
      rawBody: Buffer.from(signed.rawBody),
    });
    expect(answer.status).toBe(200);
  });
});

describe('razorpayWebhook: delivery order and duplicates', () => {
  it('books once when the same event is delivered twice', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const { paid, order } = await paidOrder(world);
    expect((await deliver(world, 'order.paid', order, paid.id, 'evt_Dup1')).body).toBe(
      'Fulfilled.',
    );
    const after = snapshot(world.store);
    expect(await deliver(world, 'order.paid', order, paid.id, 'evt_Dup1')).toEqual({
      status: 200,
      body: 'Already processed.',
    });
    expect(snapshot(world.store)).toEqual(after);
  });

  it.each([
    ['payment.captured', 'order.paid'],
    ['order.paid', 'payment.captured'],
  ] as const)('books once when %s arrives before %s', async (first, second) => {
    const world = functionsWorld({ events: [anEvent()] });
    const { payment, paid, order } = await paidOrder(world);
    expect((await deliver(world, first, order, paid.id, 'evt_A')).status).toBe(200);
    const ticket = world.store.all('tickets')[0];
    expect((await deliver(world, second, order, paid.id, 'evt_B')).status).toBe(200);
    expect(world.store.all('newbookings')).toHaveLength(1);
    expect(world.store.all('tickets')).toEqual([ticket]);
    expect(world.store.peek('orders', payment.orderId)?.status).toBe('fulfilled');
    expect(eventSeats(world.store, EVENT_ID).sold).toBe(1);
  });

  it('finds our order from payment.captured alone (no receipt in it)', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const { payment, paid, order } = await paidOrder(world);
    const body = JSON.parse(webhookBody('payment.captured', order, { id: paid.id })) as {
      payload: Record<string, unknown>;
    };
    expect(Object.keys(body.payload)).toEqual(['payment']);
    await deliver(world, 'payment.captured', order, paid.id, 'evt_Cap1');
    expect(world.store.peek('orders', payment.orderId)?.status).toBe('fulfilled');
  });

  it('books once when the browser confirmation and the webhook race', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const { payment, paid, order } = await paidOrder(world);
    const [ticket, answer] = await Promise.all([
      confirmPaymentHandler(
        world.deps,
        await checkoutSuccess(payment.orderId, payment.providerOrderId, paid.id),
      ),
      deliver(world, 'order.paid', order, paid.id, 'evt_Race1'),
    ]);
    expect(answer.status).toBe(200);
    expect(world.store.all('newbookings')).toHaveLength(1);
    expect(world.store.all('tickets')).toEqual([ticket]);
    // Whichever came second found the booking already made and returned the same ticket.
    const again = await confirmPaymentHandler(
      world.deps,
      await checkoutSuccess(payment.orderId, payment.providerOrderId, paid.id),
    );
    expect(again).toEqual(ticket);
  });

  it('never moves an order backwards: a late failed-payment event changes nothing', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const { payment, paid, order } = await paidOrder(world);
    await deliver(world, 'order.paid', order, paid.id, 'evt_Ok');
    const after = snapshot(world.store);
    const failed = await delivery(
      webhookBody('payment.failed', order, { id: 'pay_Failed' }),
      'evt_Failed',
    );
    const answer = await handleRazorpayWebhook(world.deps, failed);
    expect(answer).toEqual({ status: 200, body: 'Ignored: not a payment event.' });
    expect(world.store.peek('orders', payment.orderId)?.status).toBe('fulfilled');
    const { webhookEvents: _seen, ...rest } = snapshot(world.store);
    const { webhookEvents: _before, ...restBefore } = after;
    expect(rest).toEqual(restBefore);
  });

  it('books a payment that arrives after the hold lapsed and the order was abandoned', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const { payment, paid, order } = await paidOrder(world);
    world.clock.advance(COUPON_RESERVATION_MS + 60_000);
    await deliver(world, 'payment.captured', order, paid.id, 'evt_Late');
    expect(world.store.peek('orders', payment.orderId)?.status).toBe('fulfilled');
  });
});

describe('razorpayWebhook: what it acknowledges and what it asks Razorpay to retry', () => {
  it('acknowledges (200) a genuine payment for an order that is not ours', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const order = { providerOrderId: 'order_Elsewhere', receipt: 'rcpt-from-another-app' };
    const answer = await deliver(world, 'order.paid', order, 'pay_Elsewhere', 'evt_Foreign');
    expect(answer.status).toBe(200);
    expect(world.store.all('newbookings')).toEqual([]);
    const unknown = await deliver(
      world,
      'payment.captured',
      { providerOrderId: 'order_Unknown', receipt: '' },
      'pay_U',
      'evt_Unknown',
    );
    expect(unknown).toEqual({ status: 200, body: 'Ignored: unknown order.' });
  });

  it('acknowledges but does not book a receipt whose stored Razorpay order differs', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const { payment, paid } = await paidOrder(world);
    const forged = { providerOrderId: 'order_SomeoneElse', receipt: payment.orderId };
    const answer = await deliver(world, 'order.paid', forged, paid.id, 'evt_Mismatch');
    expect(answer.status).toBe(200);
    expect(world.store.peek('orders', payment.orderId)?.status).toBe('pending');
    expect(world.logs.some((line) => line.level === 'error')).toBe(true);
  });

  it('answers 500 when storing fails, and does the work on the retry', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const { payment, paid, order } = await paidOrder(world);
    const realStore = world.deps.env.store;
    let failures = 1;
    const flaky: Store = {
      transaction(work) {
        // The first fulfil attempt hits an unavailable database.
        if (failures > 0 && world.store.peek('webhookEvents', 'evt_Retry')) {
          failures -= 1;
          return Promise.reject(new Error('14 UNAVAILABLE'));
        }
        return realStore.transaction(work);
      },
    };
    const deps = { ...world.deps, env: { ...world.deps.env, store: flaky } };
    const body = webhookBody('order.paid', order, { id: paid.id });
    const first = await handleRazorpayWebhook(deps, await delivery(body, 'evt_Retry'));
    expect(first.status).toBe(500);
    expect(world.store.peek('webhookEvents', 'evt_Retry')?.processedAt).toBeNull();
    expect(world.store.peek('orders', payment.orderId)?.status).toBe('pending');
    const retry = await handleRazorpayWebhook(deps, await delivery(body, 'evt_Retry'));
    expect(retry).toEqual({ status: 200, body: 'Fulfilled.' });
    expect(world.store.all('newbookings')).toHaveLength(1);
  });

  it('handles a delivery without an event id, still booking once', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const { paid, order } = await paidOrder(world);
    await deliver(world, 'order.paid', order, paid.id, undefined);
    await deliver(world, 'order.paid', order, paid.id, undefined);
    expect(world.store.all('newbookings')).toHaveLength(1);
    expect(world.store.all('webhookEvents')).toEqual([]);
  });

  it('answers 400 to a genuinely signed body that is not a Razorpay event', async () => {
    const world = functionsWorld({ events: [anEvent()] });
    const answer = await handleRazorpayWebhook(world.deps, await delivery('not json', 'evt_Junk'));
    expect(answer.status).toBe(400);
  });
});
