import { formatRupees } from '@/domain/format';
import { signPayment } from '@/domain/payment-signature';
import { paiseToRupees } from '@/domain/prices';
import type { RandomBytes } from '@/domain/random-bytes';
import type {
  CheckoutHandlers,
  CheckoutOptions,
  CheckoutSuccess,
  PaymentsGateway,
} from '../backend';
import { newPaymentId } from './ids';

export const DEMO_CHECKOUT_TITLE = 'Demo checkout';
export const DEMO_CHECKOUT_NOTICE = 'Demo mode: no money moves. This simulates Razorpay Checkout.';
export const DEMO_FAIL_BUTTON = 'Simulate failed payment';
export const DEMO_CANCEL_BUTTON = 'Cancel';
export const DEMO_LAPSE_BUTTON = 'Let the hold lapse, then pay late';
export const DEMO_LAPSED_STATUS =
  'The 15-minute hold has lapsed: the seats and coupon are back on sale. Pay now to see a late payment booked if they are still free — or take them in another tab first to see it refunded.';
export const DEMO_PROCESSING_LABEL = 'Processing…';
export const DEMO_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed (simulated)',
} as const;

export function demoPayButtonLabel(amountInPaise: number): string {
  return `Pay ${formatRupees(paiseToRupees(amountInPaise))}`;
}

export interface DemoCheckoutOptions {
  secret: string;
  random: RandomBytes;
  /**
   * How long "Processing…" shows before the dialog closes. Kept tiny: the benchmark times
   * Pay → ticket visible against 300 ms, and a demo should not pretend to be slow.
   */
  processingMs?: number;
  /**
   * The "pay late" path (docs/design.md §4.9): lapses the order's hold at once, as 15 minutes
   * would. Absent: no such button.
   */
  lapseHold?: (providerOrderId: string) => Promise<void>;
}

// Inline styles: the dialog lives outside React and must look right whatever CSS is loaded.
const COLORS = {
  night: '#1a0b1e',
  plum: '#3b0f3f',
  marigold: '#f7a600',
  cream: '#fff6e9',
  muted: '#d9c7de',
  rani: '#e0218a',
};

const STYLES = {
  overlay: `position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(26,11,30,0.8);`,
  dialog: `width:100%;max-width:400px;border-radius:16px;border:1px solid ${COLORS.marigold};background:${COLORS.plum};color:${COLORS.cream};padding:24px;box-shadow:0 20px 60px rgba(0,0,0,0.5);font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;`,
  heading: `margin:0 0 8px;font-size:1.25rem;font-weight:700;color:${COLORS.marigold};`,
  notice: `margin:0 0 16px;padding:8px 12px;border-radius:8px;background:${COLORS.night};color:${COLORS.cream};font-size:0.875rem;`,
  merchant: `margin:0;font-weight:600;`,
  description: `margin:4px 0 0;color:${COLORS.muted};font-size:0.875rem;`,
  amount: `margin:16px 0;font-size:2rem;font-weight:700;`,
  status: `min-height:1.25rem;margin:0 0 8px;font-size:0.875rem;color:${COLORS.muted};`,
  actions: `display:flex;flex-direction:column;gap:8px;`,
  pay: `min-height:44px;border:0;border-radius:999px;background:${COLORS.marigold};color:${COLORS.night};font-weight:700;font-size:1rem;cursor:pointer;`,
  fail: `min-height:44px;border:1px solid ${COLORS.rani};border-radius:999px;background:transparent;color:${COLORS.cream};font-size:0.95rem;cursor:pointer;`,
  cancel: `min-height:44px;border:1px solid ${COLORS.muted};border-radius:999px;background:transparent;color:${COLORS.cream};font-size:0.95rem;cursor:pointer;`,
};

let dialogCount = 0;

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  style: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.setAttribute('style', style);
  if (text !== undefined) node.textContent = text;
  return node;
}

function validate(options: CheckoutOptions) {
  if (!Number.isSafeInteger(options.amount) || options.amount <= 0) {
    throw new Error(`Cannot open a checkout for ${String(options.amount)} paise.`);
  }
  if (!options.providerOrderId) throw new Error('Cannot open a checkout without an order id.');
}

/**
 * The demo's Razorpay Checkout: a plain-DOM modal (like Razorpay's own overlay, it lives outside
 * the app's React tree), plainly labelled as a simulation. Pay returns a payment id and a real
 * HMAC signature under the demo secret, so confirmPayment runs the production verification.
 */
export function createDemoPaymentsGateway(options: DemoCheckoutOptions): PaymentsGateway {
  const processingMs = options.processingMs ?? 30;
  let open = false;

  return {
    async load() {
      // Stands in for loading checkout.js: nothing to fetch, but still asynchronous.
      await Promise.resolve();
      if (typeof document === 'undefined') throw new Error('The demo checkout needs a browser.');
    },

    open(checkout, handlers: CheckoutHandlers) {
      if (typeof document === 'undefined') throw new Error('The demo checkout needs a browser.');
      if (open) throw new Error('A checkout is already open.');
      validate(checkout);
      const doc = document;
      open = true;
      const id = `demo-checkout-${++dialogCount}`;
      const previousFocus = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;

      const overlay = element(doc, 'div', STYLES.overlay);
      const dialog = element(doc, 'div', STYLES.dialog);
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', `${id}-title`);
      dialog.setAttribute('aria-describedby', `${id}-notice`);
      dialog.tabIndex = -1;

      const heading = element(doc, 'h2', STYLES.heading, DEMO_CHECKOUT_TITLE);
      heading.id = `${id}-title`;
      const notice = element(doc, 'p', STYLES.notice, DEMO_CHECKOUT_NOTICE);
      notice.id = `${id}-notice`;
      const merchant = element(doc, 'p', STYLES.merchant, checkout.name);
      const description = element(doc, 'p', STYLES.description, checkout.description);
      const amount = element(doc, 'p', STYLES.amount, formatRupees(paiseToRupees(checkout.amount)));
      const status = element(doc, 'p', STYLES.status);
      status.setAttribute('role', 'status');
      status.setAttribute('aria-live', 'polite');

      const payLabel = demoPayButtonLabel(checkout.amount);
      const pay = element(doc, 'button', STYLES.pay, payLabel);
      const fail = element(doc, 'button', STYLES.fail, DEMO_FAIL_BUTTON);
      const cancel = element(doc, 'button', STYLES.cancel, DEMO_CANCEL_BUTTON);
      const lapseHold = options.lapseHold;
      const lapse = lapseHold ? element(doc, 'button', STYLES.fail, DEMO_LAPSE_BUTTON) : null;
      const buttons = lapse ? [pay, lapse, fail, cancel] : [pay, fail, cancel];
      for (const button of buttons) button.type = 'button';

      const actions = element(doc, 'div', STYLES.actions);
      actions.append(...buttons);
      dialog.append(heading, notice, merchant, description, amount, status, actions);
      overlay.append(dialog);

      let settled = false;

      function close() {
        overlay.remove();
        doc.removeEventListener('keydown', onKeyDown, true);
        open = false;
        if (previousFocus?.isConnected) previousFocus.focus();
      }

      // Each outcome happens once: a double click or Escape during processing does nothing.
      function settle(): boolean {
        if (settled) return false;
        settled = true;
        return true;
      }

      function onCancel() {
        if (!settle()) return;
        close();
        handlers.onDismiss();
      }

      function onFail() {
        if (!settle()) return;
        close();
        handlers.onFailure({ ...DEMO_FAILURE });
      }

      async function onPay() {
        if (!settle()) return;
        for (const button of buttons) button.disabled = true;
        pay.textContent = DEMO_PROCESSING_LABEL;
        status.textContent = DEMO_PROCESSING_LABEL;
        dialog.setAttribute('aria-busy', 'true');
        let result: CheckoutSuccess;
        try {
          const paymentId = newPaymentId(options.random);
          const providerOrderId = checkout.providerOrderId;
          const signature = await signPayment({ providerOrderId, paymentId }, options.secret);
          result = { paymentId, providerOrderId, signature };
          await new Promise((resolve) => setTimeout(resolve, processingMs));
        } catch {
          close();
          handlers.onFailure({ ...DEMO_FAILURE });
          return;
        }
        close();
        handlers.onSuccess(result);
      }

      function onKeyDown(event: KeyboardEvent) {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onCancel();
          return;
        }
        if (event.key !== 'Tab') return;
        // Keep focus inside the dialog, as a modal must.
        const focusable = buttons.filter((button) => !button.disabled);
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) {
          event.preventDefault();
          dialog.focus();
          return;
        }
        const active = doc.activeElement;
        if (event.shiftKey && (active === first || !dialog.contains(active))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
          event.preventDefault();
          first.focus();
        }
      }

      async function onLapse() {
        if (settled || !lapse || !lapseHold) return;
        lapse.disabled = true;
        try {
          await lapseHold(checkout.providerOrderId);
          status.textContent = DEMO_LAPSED_STATUS;
        } catch {
          lapse.disabled = false;
        }
      }

      pay.addEventListener('click', () => void onPay());
      lapse?.addEventListener('click', () => void onLapse());
      fail.addEventListener('click', onFail);
      cancel.addEventListener('click', onCancel);
      doc.addEventListener('keydown', onKeyDown, true);
      doc.body.append(overlay);
      pay.focus();
    },
  };
}
