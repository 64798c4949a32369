import Razorpay from 'razorpay';

/** What we ask Razorpay for when a visitor has to pay (docs/design.md §4.3). */
export interface ProviderOrderRequest {
  /** Minor units: whole rupees × 100. */
  amountPaise: number;
  /** Our orders/{id}, so every payment Razorpay reports leads back to it. */
  receipt: string;
  /** docs/product-spec.md §7 payment metadata as flat strings. */
  notes: Record<string, string>;
}

/** A payment Razorpay holds against one of its orders. */
export interface ProviderPayment {
  id: string;
  providerOrderId: string;
  /** Razorpay's payment status: created, authorized, captured, refunded or failed. */
  status: string;
  amountPaise: number;
}

/** A full refund of one payment (docs/design.md §4.7). */
export interface ProviderRefundRequest {
  paymentId: string;
  /** The whole payment, in paise. */
  amountPaise: number;
  /** X-Refund-Idempotency: the same on every retry for this payment, so it is refunded once. */
  idempotencyKey: string;
  /** Our order id, for Razorpay's dashboard. */
  receipt: string;
}

/**
 * The three calls the functions make to Razorpay's API, as a port: the handlers take it as an
 * argument, so their tests run against a fake and this file is tested against a local server.
 */
export interface RazorpayApi {
  createOrder(request: ProviderOrderRequest): Promise<{ id: string }>;
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /** POST /v1/payments/{id}/refund; answers Razorpay's refund id (`rfnd_…`). */
  refundPayment(request: ProviderRefundRequest): Promise<{ id: string }>;
}

/** Razorpay refused or could not be reached; `status` is its HTTP status when it answered. */
export class RazorpayApiError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RazorpayApiError';
    this.status = status;
  }
}

export interface RazorpayApiOptions {
  keyId: string;
  keySecret: string;
  /** Another API origin (a local stand-in in tests); Razorpay's own by default. */
  hostUrl?: string;
  /** A callable must answer the browser: a hung request is a failed one. */
  timeoutMs?: number;
}

// Razorpay's limits on notes: at most 15 keys, 256 characters a value.
const NOTE_VALUE_MAX = 256;
const NOTES_MAX = 15;
/** How long a request to Razorpay may take, unless the options say otherwise. */
export const RAZORPAY_TIMEOUT_MS = 10_000;

function razorpayNotes(notes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(notes)
      .slice(0, NOTES_MAX)
      .map(([key, value]) => [key, value.slice(0, NOTE_VALUE_MAX)]),
  );
}

/**
 * The razorpay package rejects with `{statusCode, error: {code, description}}`; its axios instance
 * (used directly for the refund, which needs a header) with `{response: {status, data: {error}}}`;
 * or a plain Error.
 */
function toApiError(what: string, error: unknown): RazorpayApiError {
  const raw = error as {
    statusCode?: unknown;
    error?: { description?: unknown };
    response?: { status?: unknown; data?: { error?: { description?: unknown } } };
  } | null;
  const failure = raw?.response
    ? { statusCode: raw.response.status, error: raw.response.data?.error }
    : raw;
  const status = typeof failure?.statusCode === 'number' ? failure.statusCode : null;
  const detail =
    typeof failure?.error?.description === 'string'
      ? failure.error.description
      : error instanceof Error
        ? error.message
        : 'no answer';
  return new RazorpayApiError(`Razorpay ${what} failed: ${detail}`, status, { cause: error });
}

interface RawPayment {
  id?: unknown;
  order_id?: unknown;
  status?: unknown;
  amount?: unknown;
}

function toPayment(raw: RawPayment, providerOrderId: string): ProviderPayment | null {
  if (typeof raw.id !== 'string' || typeof raw.status !== 'string') return null;
  return {
    id: raw.id,
    providerOrderId: typeof raw.order_id === 'string' ? raw.order_id : providerOrderId,
    status: raw.status,
    amountPaise: typeof raw.amount === 'number' ? raw.amount : Number(raw.amount),
  };
}

/** The port on the official `razorpay` package (Orders API, basic auth with the key pair). */
export function createRazorpayApi(options: RazorpayApiOptions): RazorpayApi {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  // The package builds one axios instance with a fixed origin and no timeout; both are set on it.
  const http = (
    client.api as unknown as {
      rq: {
        defaults: { baseURL?: string; timeout?: number };
        post(
          url: string,
          data: unknown,
          config: { headers: Record<string, string> },
        ): Promise<{ data?: { id?: unknown } }>;
      };
    }
  ).rq;
  if (options.hostUrl) http.defaults.baseURL = options.hostUrl;
  http.defaults.timeout = options.timeoutMs ?? RAZORPAY_TIMEOUT_MS;

  return {
    async createOrder(request) {
      try {
        const order = await client.orders.create({
          amount: request.amountPaise,
          currency: 'INR',
          receipt: request.receipt,
          notes: razorpayNotes(request.notes),
          // Captured as soon as it is authorised (Razorpay's longest window when no timeouts are
          // given), so a paid booking is never left authorised and refunded after days.
          payment: { capture: 'automatic' },
        } as Parameters<typeof client.orders.create>[0]);
        if (typeof order.id !== 'string' || order.id === '') {
          throw new Error('the answer has no order id');
        }
        return { id: order.id };
      } catch (error) {
        throw toApiError('order creation', error);
      }
    },
    async fetchOrderPayments(providerOrderId) {
      try {
        const answer = await client.orders.fetchPayments(providerOrderId);
        const items: RawPayment[] = Array.isArray(answer?.items) ? answer.items : [];
        return items
          .map((raw) => toPayment(raw, providerOrderId))
          .filter((payment): payment is ProviderPayment => payment !== null);
      } catch (error) {
        throw toApiError(`payments of ${providerOrderId}`, error);
      }
    },
    async refundPayment(request) {
      try {
        // The package's payments.refund cannot send a header, so its own client (same origin,
        // key pair and timeout) posts the documented request with the idempotency key.
        const answer = await http.post(
          `/v1/payments/${encodeURIComponent(request.paymentId)}/refund`,
          {
            amount: request.amountPaise,
            speed: 'normal',
            receipt: request.receipt.slice(0, 40),
          },
          { headers: { 'X-Refund-Idempotency': request.idempotencyKey } },
        );
        const id = answer.data?.id;
        if (typeof id !== 'string' || id === '') throw new Error('the answer has no refund id');
        return { id };
      } catch (error) {
        throw toApiError(`refund of ${request.paymentId}`, error);
      }
    },
  };
}
