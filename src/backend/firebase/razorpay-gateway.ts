import type { CheckoutHandlers, CheckoutOptions, PaymentsGateway } from '../backend';
import { CHECKOUT_TIMEOUT_SECONDS } from '@/domain/orders';
import { loadScript } from './load-script';

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
const LOAD_TIMEOUT_MS = 20_000;

/** What Razorpay Checkout hands the success handler (its documented response). */
interface RazorpaySuccessResponse {
  razorpay_payment_id?: string;
  razorpay_order_id?: string;
  razorpay_signature?: string;
}

/** The `payment.failed` event's payload. */
interface RazorpayFailureResponse {
  error?: { code?: string; description?: string };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  notes: Record<string, string>;
  prefill: Record<string, string>;
  handler: (response: RazorpaySuccessResponse) => void;
  modal: { ondismiss: () => void };
  /** Seconds until Checkout closes itself (Razorpay's `timeout` option). */
  timeout: number;
}

export interface RazorpayInstance {
  on(event: 'payment.failed', listener: (response: RazorpayFailureResponse) => void): void;
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

type RazorpayWindow = Window & { Razorpay?: RazorpayConstructor };

export interface RazorpayGatewayOptions {
  /** VITE_RAZORPAY_KEY_ID, used when the order did not name a key. */
  keyId: string | null;
  /** The page's window by default; tests give jsdom's. */
  win?: Window;
  loadTimeoutMs?: number;
}

function checkOpenable(options: CheckoutOptions) {
  if (!Number.isSafeInteger(options.amount) || options.amount <= 0)
    throw new Error(`Cannot open a checkout for ${String(options.amount)} paise.`);
  if (!options.providerOrderId) throw new Error('Cannot open a checkout without an order id.');
}

/**
 * Razorpay Checkout (docs/product-spec.md §7, docs/design.md §4.3): checkout.js is loaded once,
 * then each payment opens `new Razorpay({...})` on the order the function created. Success hands
 * back the payment id, order id and signature for confirmPayment to verify; closing the window is a
 * dismissal; a declined attempt is reported while the window stays open for another try.
 */
export function createRazorpayGateway(options: RazorpayGatewayOptions): PaymentsGateway {
  // Read when a payment needs it, not when the adapter is made: the backend is also built where
  // there is no page (the contract suite runs it in Node), and payments are the only part that
  // touches one.
  const page = () => (options.win ?? window) as RazorpayWindow;
  let loading: Promise<void> | null = null;

  return {
    load() {
      const win = page();
      loading ??= loadScript(RAZORPAY_CHECKOUT_URL, {
        doc: win.document,
        timeoutMs: options.loadTimeoutMs ?? LOAD_TIMEOUT_MS,
        ready: () => typeof win.Razorpay === 'function',
      }).catch((error: unknown) => {
        // Let the next load() try again (the visitor's connection may come back).
        loading = null;
        throw error;
      });
      return loading;
    },

    open(checkout: CheckoutOptions, handlers: CheckoutHandlers) {
      const Razorpay = page().Razorpay;
      if (typeof Razorpay !== 'function') throw new Error('Razorpay Checkout is not loaded.');
      const key = checkout.key ?? options.keyId;
      if (!key) throw new Error('No Razorpay key id: set VITE_RAZORPAY_KEY_ID.');
      checkOpenable(checkout);
      const razorpay = new Razorpay({
        key,
        amount: checkout.amount,
        currency: checkout.currency,
        name: checkout.name,
        description: checkout.description,
        order_id: checkout.providerOrderId,
        notes: checkout.notes,
        prefill: checkout.prefill,
        handler: (response) =>
          handlers.onSuccess({
            paymentId: response.razorpay_payment_id ?? '',
            providerOrderId: response.razorpay_order_id ?? checkout.providerOrderId,
            signature: response.razorpay_signature ?? '',
          }),
        modal: { ondismiss: () => handlers.onDismiss() },
        // Ends before the order's hold does, so a payment made in Checkout finds its seats held.
        timeout: CHECKOUT_TIMEOUT_SECONDS,
      });
      razorpay.on('payment.failed', (response) =>
        handlers.onFailure({
          code: response.error?.code ?? 'PAYMENT_FAILED',
          description: response.error?.description ?? '',
        }),
      );
      razorpay.open();
    },
  };
}
