import { describe, expect, it } from 'vitest';
import { markWebhookEventProcessed, receiveWebhookEvent } from '@/engine/flows/webhook-events';
import { testWorld } from './support/seeded-store';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('webhook event bookkeeping', () => {
  it('records a new delivery, unprocessed until marked', async () => {
    const { env, store, clock } = testWorld();
    expect(await receiveWebhookEvent(env, 'evt_1', 'order.paid')).toBe('new');
    expect(store.peek('webhookEvents', 'evt_1')).toEqual({
      id: 'evt_1',
      event: 'order.paid',
      receivedAt: clock.iso(),
      processedAt: null,
      // Forgotten a month on (docs/design.md §3.11), long after Razorpay's retries end.
      expireAt: new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(),
    });
    // A retry of a delivery that failed half-way is still new: the work is done again.
    expect(await receiveWebhookEvent(env, 'evt_1', 'order.paid')).toBe('new');
    clock.advance(1000);
    await markWebhookEventProcessed(env, 'evt_1');
    expect(store.peek('webhookEvents', 'evt_1')?.processedAt).toBe(clock.iso());
    expect(await receiveWebhookEvent(env, 'evt_1', 'order.paid')).toBe('already-processed');
  });

  it('keeps the first processing time', async () => {
    const { env, store, clock } = testWorld();
    await receiveWebhookEvent(env, 'evt_2', 'payment.captured');
    await markWebhookEventProcessed(env, 'evt_2');
    const first = store.peek('webhookEvents', 'evt_2')?.processedAt;
    clock.advance(5000);
    await markWebhookEventProcessed(env, 'evt_2');
    expect(store.peek('webhookEvents', 'evt_2')?.processedAt).toBe(first);
  });

  it('refuses an id that cannot be a document id', async () => {
    const { env } = testWorld();
    await expect(receiveWebhookEvent(env, 'a/b', 'order.paid')).rejects.toThrow();
  });
});
