import { formatRupees } from '@/domain/format';
import type { CheckoutHandlers, CheckoutOptions, PaymentsGateway } from '../../backend';

// The emulator build's stand-in for Razorpay's browser widget (docs/design.md §16.5). Razorpay's
// checkout.js needs the internet and a real account; `npm run start:firebase` has neither. This
// dialog asks the local Razorpay stand-in (scripts/lib/razorpay-stub.mjs), which knows the test
// key secret, to capture a payment for the order the createOrder function made there, and hands
// back what Checkout would: payment id, order id and the HMAC signature confirmPayment verifies.
// Only a build with VITE_USE_EMULATORS=on references this module (__FIREBASE_EMULATORS__ in
// create-firebase-backend.ts); tests/e2e/firebase-build.e2e.ts checks that no other build has it.

export const TEST_CHECKOUT_TITLE = 'Test checkout — no money moves';
export const TEST_CHECKOUT_NOTICE =
  'Local emulators: this stands in for Razorpay Checkout. Pay has the local Razorpay stand-in capture a test payment; nothing is charged.';
export const TEST_DECLINE_BUTTON = 'Decline payment';
export const TEST_CANCEL_BUTTON = 'Cancel';
export const TEST_DECLINED = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment declined in the test checkout',
} as const;

export interface TestCheckoutOptions {
  /** The Razorpay stand-in's origin (VITE_TEST_CHECKOUT_URL). */
  standInUrl: string;
  /** VITE_RAZORPAY_KEY_ID, used when the order did not name a key (as Checkout takes it). */
  keyId: string | null;
  fetchImpl?: typeof fetch;
}

interface StandInAnswer {
  razorpay_payment_id?: unknown;
  razorpay_order_id?: unknown;
  razorpay_signature?: unknown;
  error?: { description?: unknown };
}

// Inline styles: like Razorpay's overlay it lives outside React, whatever CSS is loaded. Striped
// in warning colours so a screenshot of it is never mistaken for a real payment page.
const STYLES = {
  overlay:
    'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(0,0,0,0.75);',
  dialog:
    'width:100%;max-width:420px;border-radius:12px;border:4px dashed #f7a600;background:#fffbe6;color:#1a1a1a;padding:24px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;',
  heading: 'margin:0 0 8px;font-size:1.25rem;font-weight:700;',
  notice: 'margin:0 0 16px;font-size:0.875rem;',
  line: 'margin:4px 0;',
  amount: 'margin:12px 0;font-size:1.75rem;font-weight:700;',
  status: 'min-height:1.25rem;margin:0 0 8px;font-size:0.875rem;color:#8a1c1c;',
  actions: 'display:flex;flex-direction:column;gap:8px;',
  button:
    'min-height:44px;border:1px solid #1a1a1a;border-radius:8px;background:#fff;color:#1a1a1a;font-size:1rem;cursor:pointer;',
  pay: 'min-height:44px;border:0;border-radius:8px;background:#1a1a1a;color:#fff;font-weight:700;font-size:1rem;cursor:pointer;',
};

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.setAttribute('style', style);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Asks the stand-in to capture a payment for the order; what Checkout's handler would get. */
async function captureAtStandIn(
  options: TestCheckoutOptions,
  keyId: string,
  providerOrderId: string,
): Promise<{ paymentId: string; providerOrderId: string; signature: string }> {
  const url = `${options.standInUrl}/test-checkout/orders/${encodeURIComponent(providerOrderId)}/pay`;
  const response = await (options.fetchImpl ?? fetch)(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: keyId }),
  });
  const answer = (await response.json()) as StandInAnswer;
  const { razorpay_payment_id: paymentId, razorpay_order_id: orderId } = answer;
  const signature = answer.razorpay_signature;
  if (
    !response.ok ||
    typeof paymentId !== 'string' ||
    typeof orderId !== 'string' ||
    typeof signature !== 'string'
  ) {
    const why = typeof answer.error?.description === 'string' ? answer.error.description : '';
    throw new Error(`The Razorpay stand-in refused the payment (${response.status}). ${why}`);
  }
  return { paymentId, providerOrderId: orderId, signature };
}

export function createTestCheckoutGateway(options: TestCheckoutOptions): PaymentsGateway {
  let open = false;
  return {
    async load() {
      // Nothing to fetch; asynchronous like loading checkout.js.
      await Promise.resolve();
      if (typeof document === 'undefined') throw new Error('The test checkout needs a browser.');
    },

    open(checkout: CheckoutOptions, handlers: CheckoutHandlers) {
      if (open) throw new Error('A checkout is already open.');
      const keyId = checkout.key ?? options.keyId;
      if (!keyId) throw new Error('No Razorpay key id: set VITE_RAZORPAY_KEY_ID.');
      if (!Number.isSafeInteger(checkout.amount) || checkout.amount <= 0)
        throw new Error(`Cannot open a checkout for ${String(checkout.amount)} paise.`);
      if (!checkout.providerOrderId) throw new Error('Cannot open a checkout without an order id.');
      open = true;

      const overlay = element('div', STYLES.overlay);
      const dialog = element('div', STYLES.dialog);
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'test-checkout-title');
      dialog.setAttribute('aria-describedby', 'test-checkout-notice');
      const heading = element('h2', STYLES.heading, TEST_CHECKOUT_TITLE);
      heading.id = 'test-checkout-title';
      const notice = element('p', STYLES.notice, TEST_CHECKOUT_NOTICE);
      notice.id = 'test-checkout-notice';
      const status = element('p', STYLES.status);
      status.setAttribute('role', 'status');
      const pay = element('button', STYLES.pay, `Pay ${formatRupees(checkout.amount / 100)}`);
      const decline = element('button', STYLES.button, TEST_DECLINE_BUTTON);
      const cancel = element('button', STYLES.button, TEST_CANCEL_BUTTON);
      const buttons = [pay, decline, cancel];
      for (const button of buttons) button.type = 'button';
      const actions = element('div', STYLES.actions);
      actions.append(...buttons);
      dialog.append(
        heading,
        notice,
        element('p', STYLES.line, checkout.name),
        element('p', STYLES.line, checkout.description),
        element('p', STYLES.line, `Razorpay order ${checkout.providerOrderId}`),
        element('p', STYLES.amount, formatRupees(checkout.amount / 100)),
        status,
        actions,
      );
      overlay.append(dialog);

      let busy = false;
      const close = () => {
        overlay.remove();
        document.removeEventListener('keydown', onKeyDown, true);
        open = false;
      };
      const onCancel = () => {
        if (busy) return;
        close();
        handlers.onDismiss();
      };
      function onKeyDown(event: KeyboardEvent) {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }
      decline.addEventListener('click', () => {
        if (busy) return;
        close();
        handlers.onFailure({ ...TEST_DECLINED });
      });
      cancel.addEventListener('click', onCancel);
      pay.addEventListener('click', () => {
        if (busy) return;
        busy = true;
        for (const button of buttons) button.disabled = true;
        status.textContent = 'Capturing the test payment…';
        captureAtStandIn(options, keyId, checkout.providerOrderId).then(
          (result) => {
            close();
            handlers.onSuccess(result);
          },
          (error: unknown) => {
            // As Checkout does, a failed attempt is reported and the window stays for a retry.
            busy = false;
            for (const button of buttons) button.disabled = false;
            status.textContent = error instanceof Error ? error.message : String(error);
            handlers.onFailure({ code: 'PAYMENT_FAILED', description: status.textContent });
          },
        );
      });
      document.addEventListener('keydown', onKeyDown, true);
      document.body.append(overlay);
      pay.focus();
    },
  };
}
