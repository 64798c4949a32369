import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutHandlers, CheckoutOptions } from '@/backend/backend';
import {
  TEST_CHECKOUT_TITLE,
  TEST_DECLINED,
  createTestCheckoutGateway,
} from '@/backend/firebase/emulator/test-checkout';
import { verifyPaymentSignature } from '@/domain/payment-signature';
import { startRazorpayStub } from '../../../../scripts/lib/razorpay-stub.mjs';

// The emulator build's test checkout (docs/design.md §16.5) against the real Razorpay stand-in:
// Pay gets a payment whose signature the production verification accepts under the test secret.

const keys = { keyId: 'rzp_test_unit', keySecret: 'unit-test-secret', webhookSecret: 'w' };
let stub: { origin: string; stop: () => Promise<void> };

beforeAll(async () => {
  stub = await startRazorpayStub(keys);
});
afterAll(() => stub.stop());
afterEach(() => {
  document.body.innerHTML = '';
});

/** An order at the stand-in, as createOrder makes it with the key pair. */
async function standInOrder(amount: number): Promise<string> {
  const response = await fetch(`${stub.origin}/v1/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${btoa(`${keys.keyId}:${keys.keySecret}`)}`,
    },
    body: JSON.stringify({ amount, currency: 'INR', receipt: 'order-1' }),
  });
  return ((await response.json()) as { id: string }).id;
}

function options(providerOrderId: string, amount = 49_900): CheckoutOptions {
  return {
    key: keys.keyId,
    amount,
    currency: 'INR',
    name: 'Sangeet Vibes',
    description: '1 Basic',
    providerOrderId,
    notes: {},
    prefill: {},
  };
}

function handlers() {
  return {
    onSuccess: vi.fn<CheckoutHandlers['onSuccess']>(),
    onDismiss: vi.fn<CheckoutHandlers['onDismiss']>(),
    onFailure: vi.fn<CheckoutHandlers['onFailure']>(),
  };
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (name: string | RegExp) =>
  [...document.querySelectorAll('button')].find((node) =>
    typeof name === 'string' ? node.textContent === name : name.test(node.textContent ?? ''),
  );

describe('the test checkout', () => {
  it('is labelled as a test, and Pay hands back a payment the production check accepts', async () => {
    const orderId = await standInOrder(49_900);
    const gateway = createTestCheckoutGateway({ standInUrl: stub.origin, keyId: null });
    await gateway.load();
    const on = handlers();
    gateway.open(options(orderId), on);
    expect(document.getElementById('test-checkout-title')?.textContent).toBe(TEST_CHECKOUT_TITLE);
    expect(dialog()?.getAttribute('aria-labelledby')).toBe('test-checkout-title');

    button(/^Pay ₹499$/)?.click();
    await vi.waitFor(() => expect(on.onSuccess).toHaveBeenCalledTimes(1));
    const [result] = on.onSuccess.mock.calls[0] ?? [];
    expect(result?.providerOrderId).toBe(orderId);
    expect(
      await verifyPaymentSignature(
        {
          providerOrderId: orderId,
          paymentId: result?.paymentId ?? '',
          signature: result?.signature ?? '',
        },
        keys.keySecret,
      ),
    ).toBe(true);
    expect(dialog()).toBeNull();

    // The stand-in now lists it captured, as reconcilePayments reads it.
    const listed = await fetch(`${stub.origin}/v1/orders/${orderId}/payments`, {
      headers: { authorization: `Basic ${btoa(`${keys.keyId}:${keys.keySecret}`)}` },
    });
    const { items } = (await listed.json()) as { items: { id: string; status: string }[] };
    expect(items).toEqual([expect.objectContaining({ id: result?.paymentId, status: 'captured' })]);
  });

  it('reports a refusal and stays open for another try', async () => {
    const gateway = createTestCheckoutGateway({ standInUrl: stub.origin, keyId: null });
    const on = handlers();
    gateway.open({ ...options('order_unknown'), key: 'rzp_test_someone_else' }, on);
    button(/^Pay /)?.click();
    await vi.waitFor(() => expect(on.onFailure).toHaveBeenCalledTimes(1));
    expect(on.onFailure.mock.calls[0]?.[0].description).toMatch(/refused the payment \(401\)/);
    expect(dialog()).not.toBeNull();
    expect(on.onSuccess).not.toHaveBeenCalled();
  });

  it('Decline reports a failed payment; Cancel and Escape a dismissal', async () => {
    const gateway = createTestCheckoutGateway({ standInUrl: stub.origin, keyId: null });
    const declined = handlers();
    gateway.open(options('order_x'), declined);
    button('Decline payment')?.click();
    expect(declined.onFailure).toHaveBeenCalledWith(TEST_DECLINED);
    expect(dialog()).toBeNull();

    const cancelled = handlers();
    gateway.open(options('order_x'), cancelled);
    button('Cancel')?.click();
    expect(cancelled.onDismiss).toHaveBeenCalledTimes(1);

    const escaped = handlers();
    gateway.open(options('order_x'), escaped);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(escaped.onDismiss).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });

  it('refuses to open without an order or an amount', () => {
    const gateway = createTestCheckoutGateway({ standInUrl: stub.origin, keyId: 'k' });
    expect(() => gateway.open(options(''), handlers())).toThrow(/without an order id/);
    expect(() => gateway.open(options('order_x', 0), handlers())).toThrow(/0 paise/);
  });
});
