import { isValidDocumentId } from '@/domain/document-id';
import { webhookEventExpiry } from '@/domain/retention';
import type { FlowEnv } from '../flow-env';

export type WebhookDelivery = 'new' | 'already-processed';

/**
 * Notes a webhook delivery by its event id (Razorpay's `x-razorpay-event-id`, the same on every
 * retry of one event) and says whether it was handled before. A delivery seen but not finished
 * (the function failed half-way) counts as new, so the retry does the work.
 */
export async function receiveWebhookEvent(
  env: FlowEnv,
  eventId: string,
  event: string,
): Promise<WebhookDelivery> {
  if (!isValidDocumentId(eventId)) throw new Error('Not a webhook event id.');
  const now = env.now().toISOString();
  return env.store.transaction(async (tx) => {
    const seen = await tx.get('webhookEvents', eventId);
    if (seen?.processedAt) return 'already-processed';
    if (!seen) {
      tx.set('webhookEvents', eventId, {
        id: eventId,
        event,
        receivedAt: now,
        processedAt: null,
        expireAt: webhookEventExpiry(now),
      });
    }
    return 'new';
  });
}

/** Marks a delivery handled, so later copies of it are acknowledged without doing anything. */
export async function markWebhookEventProcessed(env: FlowEnv, eventId: string): Promise<void> {
  if (!isValidDocumentId(eventId)) throw new Error('Not a webhook event id.');
  const now = env.now().toISOString();
  await env.store.transaction(async (tx) => {
    const seen = await tx.get('webhookEvents', eventId);
    if (seen && !seen.processedAt) tx.update('webhookEvents', eventId, { processedAt: now });
  });
}
