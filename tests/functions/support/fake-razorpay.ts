import { signPayment, signWebhook } from '@/domain/payment-signature';
import type {
  ProviderOrderRequest,
  ProviderPayment,
  ProviderRefundRequest,
  RazorpayApi,
  RazorpayApiError,
} from '../../../functions/src/razorpay-api';

export const KEY_ID = 'rzp_test_functions';
export const KEY_SECRET = 'test_key_secret_functions';
export const WEBHOOK_SECRET = 'test_webhook_secret_functions';

interface FakeOrder extends ProviderOrderRequest {
  id: string;
  payments: ProviderPayment[];
}

/**
 * Razorpay's side for handler tests: what its Orders API would hold (orders, their payments)
 * and what it would send back (Checkout's signed success response, signed webhook bodies),
 * signed with the test keys by the real signature code. Only Razorpay is stood in for.
 */
export class FakeRazorpay implements RazorpayApi {
  readonly orders = new Map<string, FakeOrder>();
  /** Set to make the next calls fail as an unreachable or refusing Razorpay would. */
  failing: RazorpayApiError | null = null;
  /** Set to make refund calls alone fail (the switch the refund-retry tests use). */
  failingRefunds: RazorpayApiError | null = null;
  /** Refunds made, by idempotency key: a repeated key answers the same refund, as Razorpay's does. */
  readonly refunds = new Map<string, { id: string; request: ProviderRefundRequest }>();
  /** Every refund call received, made or refused. */
  refundCalls = 0;
  private sequence = 0;

  async createOrder(request: ProviderOrderRequest) {
    if (this.failing) throw this.failing;
    const id = `order_Fake${String(++this.sequence).padStart(6, '0')}`;
    this.orders.set(id, { ...structuredClone(request), id, payments: [] });
    return { id };
  }

  async fetchOrderPayments(providerOrderId: string) {
    if (this.failing) throw this.failing;
    return structuredClone(this.orders.get(providerOrderId)?.payments ?? []);
  }

  async refundPayment(request: ProviderRefundRequest) {
    this.refundCalls += 1;
    if (this.failing) throw this.failing;
    if (this.failingRefunds) throw this.failingRefunds;
    const earlier = this.refunds.get(request.idempotencyKey);
    if (earlier) return { id: earlier.id };
    const payment = [...this.orders.values()]
      .flatMap((order) => order.payments)
      .find((p) => p.id === request.paymentId);
    if (!payment || payment.status !== 'captured') throw new Error('Not a captured payment.');
    if (request.amountPaise !== payment.amountPaise) throw new Error('Not a full refund.');
    const id = `rfnd_Fake${String(++this.sequence).padStart(6, '0')}`;
    this.refunds.set(request.idempotencyKey, { id, request: structuredClone(request) });
    payment.status = 'refunded';
    return { id };
  }

  /** The single order made so far (most tests make one). */
  only(): FakeOrder {
    const [order, ...rest] = [...this.orders.values()];
    if (!order || rest.length > 0) throw new Error(`Expected one order, have ${this.orders.size}.`);
    return order;
  }

  /** A visitor pays the order: Razorpay records the payment with the given status. */
  pay(providerOrderId: string, status = 'captured'): ProviderPayment {
    const order = this.orders.get(providerOrderId);
    if (!order) throw new Error(`No order ${providerOrderId}.`);
    const payment = {
      id: `pay_Fake${String(++this.sequence).padStart(6, '0')}`,
      providerOrderId,
      status,
      amountPaise: order.amountPaise,
    };
    order.payments.push(payment);
    return payment;
  }
}

/** What Checkout hands the browser after a payment (our field names), signed with the key secret. */
export async function checkoutSuccess(
  orderId: string,
  providerOrderId: string,
  paymentId: string,
  secret = KEY_SECRET,
) {
  const signature = await signPayment({ providerOrderId, paymentId }, secret);
  return { orderId, providerOrderId, paymentId, signature };
}

export type PaidEventName = 'order.paid' | 'payment.captured';

/**
 * A webhook body as Razorpay sends it (pretty-printed, keys in its order), so a re-serialised
 * copy differs from the bytes that were signed.
 */
export function webhookBody(
  event: PaidEventName | 'payment.failed',
  order: { providerOrderId: string; receipt: string },
  payment: { id: string; status?: string },
): string {
  const paymentEntity = {
    id: payment.id,
    entity: 'payment',
    amount: 149900,
    currency: 'INR',
    status: payment.status ?? (event === 'payment.failed' ? 'failed' : 'captured'),
    order_id: order.providerOrderId,
    method: 'upi',
    captured: event !== 'payment.failed',
  };
  const payload: Record<string, unknown> = { payment: { entity: paymentEntity } };
  if (event === 'order.paid') {
    payload['order'] = {
      entity: {
        id: order.providerOrderId,
        entity: 'order',
        amount: 149900,
        amount_paid: 149900,
        status: 'paid',
        receipt: order.receipt,
      },
    };
  }
  return JSON.stringify(
    {
      entity: 'event',
      account_id: 'acc_Test',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: 1_900_000_000,
    },
    null,
    2,
  );
}

export interface SignedDelivery {
  rawBody: Uint8Array;
  signature: string;
  eventId: string | undefined;
}

const encoder = new TextEncoder();

/** One delivery: the body's bytes, their signature under the webhook secret, the event id. */
export async function delivery(
  body: string,
  eventId: string | undefined,
  secret = WEBHOOK_SECRET,
): Promise<SignedDelivery> {
  const rawBody = encoder.encode(body);
  return { rawBody, signature: await signWebhook(rawBody, secret), eventId };
}
