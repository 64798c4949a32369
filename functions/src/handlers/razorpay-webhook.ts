import { isValidDocumentId } from '@/domain/document-id';
import { verifyWebhookSignature } from '@/domain/payment-signature';
import { isBackendError } from '@/engine/errors';
import { settlePaidOrder } from '@/engine/flows/fulfil-order';
import { issueRefund } from '@/engine/flows/issue-refund';
import { markWebhookEventProcessed, receiveWebhookEvent } from '@/engine/flows/webhook-events';
import type { FunctionsDeps } from '../deps';
import { PAID_EVENTS, capturedPayment, razorpayEventSchema } from '../razorpay-events';
import { razorpayRefund } from '../refund-call';

/** One delivery as it reached the function: the body's bytes exactly as sent, and two headers. */
export interface WebhookDelivery {
  /** `req.rawBody`: the signature is over these bytes, never over re-serialised JSON. */
  rawBody: Uint8Array | undefined;
  /** `X-Razorpay-Signature`. */
  signature: string | undefined;
  /** `x-razorpay-event-id`: the same on every retry of one event. */
  eventId: string | undefined;
}

export interface WebhookAnswer {
  status: number;
  body: string;
}

const decoder = new TextDecoder();

function parseBody(rawBody: Uint8Array) {
  try {
    return razorpayEventSchema.safeParse(JSON.parse(decoder.decode(rawBody)));
  } catch {
    return null;
  }
}

/**
 * Refusals a retry cannot change (an order that is not ours, a payment for another order):
 * acknowledged so Razorpay stops retrying, and logged for a person to look at.
 */
function isFinalRefusal(error: unknown): boolean {
  return (
    isBackendError(error) &&
    (error.code === 'not-found' ||
      error.code === 'bad-signature' ||
      error.code === 'invalid-request')
  );
}

async function fulfil(deps: FunctionsDeps, rawBody: Uint8Array): Promise<WebhookAnswer> {
  const parsed = parseBody(rawBody);
  if (!parsed?.success) return { status: 400, body: 'Not a Razorpay event.' };
  const event = parsed.data;
  if (!PAID_EVENTS.has(event.event)) return { status: 200, body: 'Ignored: not a payment event.' };
  const paid = capturedPayment(event);
  if (!paid) {
    deps.log.warn('Paid event without a captured payment.', { event: event.event });
    return { status: 200, body: 'Ignored: no captured payment.' };
  }
  const orderId = paid.receipt ?? (await deps.orders.orderIdForProviderOrder(paid.providerOrderId));
  if (!orderId) {
    deps.log.warn('Payment for an order that is not ours.', { ...paid });
    return { status: 200, body: 'Ignored: unknown order.' };
  }
  try {
    // The same idempotent settlement as the browser's confirmation: whichever comes first writes.
    const outcome = await settlePaidOrder(deps.env, { orderId, ...paid });
    if (outcome.kind === 'fulfilled') return { status: 200, body: 'Fulfilled.' };
    // Turned away (docs/design.md §4.7): refund now; a failed call is the reconcile job's to retry.
    const refund = await issueRefund(deps.env, paid.paymentId, razorpayRefund(deps));
    deps.log.warn('Refunding a payment that could not be booked.', {
      orderId,
      paymentId: paid.paymentId,
      reason: outcome.refund.reason,
      state: refund?.state ?? null,
    });
    return { status: 200, body: 'Refund due.' };
  } catch (error) {
    if (!isFinalRefusal(error)) throw error;
    deps.log.error('A captured payment could not be matched to its order.', {
      orderId,
      ...paid,
      cause: String(error),
    });
    return { status: 200, body: 'Ignored: payment does not match the order.' };
  }
}

/**
 * razorpayWebhook (docs/design.md §4.5). 400 for a bad signature; 2xx for every delivery that is
 * genuine, whether it fulfilled an order, was a duplicate or was of no interest; 500 only when
 * storing failed and Razorpay's retry can help (the event is then not marked processed).
 * Fulfilment only ever moves an order forward: a fulfilled order stays as it is.
 */
export async function handleRazorpayWebhook(
  deps: FunctionsDeps,
  delivery: WebhookDelivery,
): Promise<WebhookAnswer> {
  const { rawBody, signature, eventId } = delivery;
  const genuine =
    rawBody !== undefined &&
    typeof signature === 'string' &&
    (await verifyWebhookSignature(rawBody, signature, deps.secrets.webhookSecret));
  if (!genuine) return { status: 400, body: 'Invalid signature.' };

  const tracked = typeof eventId === 'string' && isValidDocumentId(eventId);
  try {
    if (tracked) {
      const name = parseBody(rawBody)?.data?.event ?? 'unknown';
      const seen = await receiveWebhookEvent(deps.env, eventId, name);
      if (seen === 'already-processed') return { status: 200, body: 'Already processed.' };
    }
    const answer = await fulfil(deps, rawBody);
    if (tracked && answer.status < 300) await markWebhookEventProcessed(deps.env, eventId);
    return answer;
  } catch (error) {
    deps.log.error('Webhook delivery failed; Razorpay will retry.', {
      eventId,
      cause: String(error),
    });
    return { status: 500, body: 'Could not process the event now.' };
  }
}
