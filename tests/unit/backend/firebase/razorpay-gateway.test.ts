import { CHECKOUT_TIMEOUT_SECONDS, ORDER_HOLD_MS } from '@/domain/orders';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutOptions } from '@/backend/backend';
import {
  RAZORPAY_CHECKOUT_URL,
  createRazorpayGateway,
  type RazorpayOptions,
} from '@/backend/firebase/razorpay-gateway';

type Listener = (response: unknown) => void;

/** Stands in for checkout.js's global: records each construction and its listeners. */
function installFakeRazorpay() {
  const instances: {
    options: RazorpayOptions;
    listeners: Map<string, Listener>;
    opened: number;
  }[] = [];
  class FakeRazorpay {
    private readonly record;
    constructor(options: RazorpayOptions) {
      this.record = { options, listeners: new Map<string, Listener>(), opened: 0 };
      instances.push(this.record);
    }
    on(event: string, listener: Listener) {
      this.record.listeners.set(event, listener);
    }
    open() {
      this.record.opened += 1;
    }
  }
  (window as unknown as { Razorpay?: unknown }).Razorpay = FakeRazorpay;
  return instances;
}

function checkoutScripts() {
  return [...document.querySelectorAll('script')].filter(
    (script) => script.src === RAZORPAY_CHECKOUT_URL,
  );
}

const CHECKOUT: CheckoutOptions = {
  key: 'rzp_test_fromOrder',
  amount: 121200,
  currency: 'INR',
  name: 'Sangeet Vibes',
  description: '1 Premium ticket',
  providerOrderId: 'order_ABC123',
  notes: { eventTitle: 'Sangeet Night', customerEmail: 'asha@example.com' },
  prefill: {},
};

const handlers = () => ({ onSuccess: vi.fn(), onDismiss: vi.fn(), onFailure: vi.fn() });

afterEach(() => {
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
  for (const script of checkoutScripts()) script.remove();
});

describe('Razorpay gateway: load()', () => {
  it('adds checkout.js once and resolves when it has defined Razorpay', async () => {
    const gateway = createRazorpayGateway({ keyId: null });
    const first = gateway.load();
    const second = gateway.load();
    expect(checkoutScripts()).toHaveLength(1);
    installFakeRazorpay();
    checkoutScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    await gateway.load();
    expect(checkoutScripts()).toHaveLength(1);
  });

  it('rejects, naming the script, when it cannot load; a later load() tries again', async () => {
    const gateway = createRazorpayGateway({ keyId: null });
    const failed = gateway.load();
    checkoutScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`${RAZORPAY_CHECKOUT_URL} could not be loaded.`);
    expect(checkoutScripts()).toHaveLength(0);

    const retry = gateway.load();
    expect(checkoutScripts()).toHaveLength(1);
    installFakeRazorpay();
    checkoutScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('rejects when the script loads but defines no Razorpay, and when it never arrives', async () => {
    const gateway = createRazorpayGateway({ keyId: null });
    const empty = gateway.load();
    checkoutScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('loaded but did not start');

    vi.useFakeTimers();
    try {
      const slow = createRazorpayGateway({ keyId: null, loadTimeoutMs: 5000 }).load();
      vi.advanceTimersByTime(5000);
      await expect(slow).rejects.toThrow('did not load within 5000 ms');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not add the script when Razorpay is already there', async () => {
    installFakeRazorpay();
    await createRazorpayGateway({ keyId: null }).load();
    expect(checkoutScripts()).toHaveLength(0);
  });
});

describe('Razorpay gateway: open()', () => {
  it('opens new Razorpay with the order’s key, amount in paise, order id, notes and prefill', () => {
    const instances = installFakeRazorpay();
    createRazorpayGateway({ keyId: 'rzp_test_fromConfig' }).open(CHECKOUT, handlers());
    expect(instances).toHaveLength(1);
    expect(instances[0]!.opened).toBe(1);
    expect(instances[0]!.options).toEqual({
      key: 'rzp_test_fromOrder',
      amount: 121200,
      currency: 'INR',
      name: 'Sangeet Vibes',
      description: '1 Premium ticket',
      order_id: 'order_ABC123',
      notes: CHECKOUT.notes,
      prefill: {},
      handler: expect.any(Function),
      modal: { ondismiss: expect.any(Function) },
      timeout: 720,
    });
  });

  it('times Checkout out 3 minutes before the order’s hold lapses (docs/design.md §4.7)', () => {
    expect(CHECKOUT_TIMEOUT_SECONDS * 1000).toBe(ORDER_HOLD_MS - 3 * 60 * 1000);
  });

  it('falls back to the configured key id, and refuses to open with none', () => {
    const instances = installFakeRazorpay();
    createRazorpayGateway({ keyId: 'rzp_test_fromConfig' }).open(
      { ...CHECKOUT, key: null },
      handlers(),
    );
    expect(instances[0]!.options.key).toBe('rzp_test_fromConfig');
    expect(() =>
      createRazorpayGateway({ keyId: null }).open({ ...CHECKOUT, key: null }, handlers()),
    ).toThrow('VITE_RAZORPAY_KEY_ID');
    expect(instances).toHaveLength(1);
  });

  it.each([
    ['not loaded', () => undefined, CHECKOUT, 'not loaded'],
    ['a zero amount', installFakeRazorpay, { ...CHECKOUT, amount: 0 }, '0 paise'],
    ['a fractional amount', installFakeRazorpay, { ...CHECKOUT, amount: 100.5 }, '100.5 paise'],
    [
      'no order id',
      installFakeRazorpay,
      { ...CHECKOUT, providerOrderId: '' },
      'without an order id',
    ],
  ])('throws (for PAYMENT_FAILED) when %s', (_what, install, options, message) => {
    install();
    expect(() => createRazorpayGateway({ keyId: null }).open(options, handlers())).toThrow(message);
  });

  it('hands success back as payment id, order id and signature', () => {
    const instances = installFakeRazorpay();
    const on = handlers();
    createRazorpayGateway({ keyId: null }).open(CHECKOUT, on);
    instances[0]!.options.handler({
      razorpay_payment_id: 'pay_XYZ',
      razorpay_order_id: 'order_ABC123',
      razorpay_signature: 'a1b2c3',
    });
    expect(on.onSuccess).toHaveBeenCalledExactlyOnceWith({
      paymentId: 'pay_XYZ',
      providerOrderId: 'order_ABC123',
      signature: 'a1b2c3',
    });
    expect(on.onDismiss).not.toHaveBeenCalled();
    expect(on.onFailure).not.toHaveBeenCalled();
  });

  it('reports closing the window as a dismissal', () => {
    const instances = installFakeRazorpay();
    const on = handlers();
    createRazorpayGateway({ keyId: null }).open(CHECKOUT, on);
    instances[0]!.options.modal.ondismiss();
    expect(on.onDismiss).toHaveBeenCalledTimes(1);
    expect(on.onSuccess).not.toHaveBeenCalled();
  });

  it('maps payment.failed to onFailure with Razorpay’s code and description', () => {
    const instances = installFakeRazorpay();
    const on = handlers();
    createRazorpayGateway({ keyId: null }).open(CHECKOUT, on);
    const failed = instances[0]!.listeners.get('payment.failed');
    expect(failed).toBeTypeOf('function');
    failed!({
      error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed due to insufficient funds' },
    });
    failed!({});
    expect(on.onFailure.mock.calls).toEqual([
      [{ code: 'BAD_REQUEST_ERROR', description: 'Payment failed due to insufficient funds' }],
      [{ code: 'PAYMENT_FAILED', description: '' }],
    ]);
  });
});
