import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CheckoutHandlers,
  CheckoutOptions,
  CheckoutSuccess,
  PendingPayment,
} from '@/backend/backend';
import {
  DEMO_LAPSED_STATUS,
  DEMO_LAPSE_BUTTON,
  createDemoPaymentsGateway,
} from '@/backend/demo/demo-checkout';
import { DEMO_PAYMENT_SECRET } from '@/backend/demo/demo-secret';
import { DEMO_PROMO_CODES, DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { PAYMENT_REFUNDED_MESSAGE } from '@/domain/orders';
import { signPayment, verifyPaymentSignature } from '@/domain/payment-signature';
import { cryptoRandomBytes } from '@/domain/random-bytes';
import { demoHarness, type DemoHarness } from './demo-harness';

const options: CheckoutOptions = {
  key: null,
  amount: 171_100,
  currency: 'INR',
  name: 'Sangeet Vibes',
  description: 'Sangeet Night – 1 Basic + 1 Premium tickets',
  providerOrderId: 'order_demo_abc123',
  notes: { customerEmail: 'asha@example.com' },
  prefill: {},
};

function handlers() {
  return {
    onSuccess: vi.fn<CheckoutHandlers['onSuccess']>(),
    onDismiss: vi.fn<CheckoutHandlers['onDismiss']>(),
    onFailure: vi.fn<CheckoutHandlers['onFailure']>(),
  };
}

function gateway(processingMs = 0) {
  return createDemoPaymentsGateway({
    secret: DEMO_PAYMENT_SECRET,
    random: cryptoRandomBytes,
    processingMs,
  });
}

/** A button on the page that opened the checkout, so focus has somewhere to return to. */
function trigger() {
  const button = document.createElement('button');
  button.textContent = 'Pay Now';
  document.body.append(button);
  button.focus();
  return button;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('demo checkout dialog', () => {
  it('loads asynchronously, like a script', async () => {
    await expect(gateway().load()).resolves.toBeUndefined();
  });

  it('is a labelled modal dialog that says no money moves', () => {
    trigger();
    gateway().open(options, handlers());
    const dialog = screen.getByRole('dialog', { name: 'Demo checkout' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'Demo mode: no money moves. This simulates Razorpay Checkout.',
    );
    expect(within(dialog).getByText('Sangeet Vibes')).toBeVisible();
    expect(within(dialog).getByText(options.description)).toBeVisible();
    expect(within(dialog).getByText('₹1,711')).toBeVisible();
    const pay = within(dialog).getByRole('button', { name: 'Pay ₹1,711' });
    expect(within(dialog).getByRole('button', { name: 'Simulate failed payment' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(pay).toHaveFocus();
  });

  it('Pay shows Processing…, closes, returns focus and hands back a verifiable payment', async () => {
    const user = userEvent.setup();
    const opener = trigger();
    const h = handlers();
    gateway(20).open(options, h);
    const pay = screen.getByRole('button', { name: 'Pay ₹1,711' });
    await user.click(pay);
    expect(pay).toHaveTextContent('Processing…');
    expect(pay).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Processing…');

    await waitFor(() => expect(h.onSuccess).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    const result = h.onSuccess.mock.calls[0]![0] as CheckoutSuccess;
    expect(result.providerOrderId).toBe(options.providerOrderId);
    expect(result.paymentId).toMatch(/^pay_demo_[A-Za-z0-9]{14}$/);
    await expect(verifyPaymentSignature(result, DEMO_PAYMENT_SECRET)).resolves.toBe(true);
    expect(h.onDismiss).not.toHaveBeenCalled();
    expect(h.onFailure).not.toHaveBeenCalled();
  });

  it('pays once however often Pay is clicked', async () => {
    const user = userEvent.setup();
    const h = handlers();
    gateway(20).open(options, h);
    const pay = screen.getByRole('button', { name: 'Pay ₹1,711' });
    await user.dblClick(pay);
    pay.click();
    await waitFor(() => expect(h.onSuccess).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(h.onSuccess).toHaveBeenCalledTimes(1);
  });

  it('Simulate failed payment reports Razorpay’s failure shape and closes', async () => {
    const user = userEvent.setup();
    const opener = trigger();
    const h = handlers();
    gateway().open(options, h);
    await user.click(screen.getByRole('button', { name: 'Simulate failed payment' }));
    expect(h.onFailure).toHaveBeenCalledExactlyOnceWith({
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed (simulated)',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(h.onSuccess).not.toHaveBeenCalled();
    expect(h.onDismiss).not.toHaveBeenCalled();
  });

  it.each([
    [
      'Cancel',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(screen.getByRole('button', { name: 'Cancel' }));
      },
    ],
    [
      'Escape',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.keyboard('{Escape}');
      },
    ],
  ])('%s dismisses it', async (_name, act) => {
    const user = userEvent.setup();
    const opener = trigger();
    const h = handlers();
    gateway().open(options, h);
    await act(user);
    expect(h.onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(h.onSuccess).not.toHaveBeenCalled();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    trigger();
    gateway().open(options, handlers());
    const pay = screen.getByRole('button', { name: 'Pay ₹1,711' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(pay).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(pay).toHaveFocus();
  });

  it('can be opened again after it closed, but not twice at once', async () => {
    const user = userEvent.setup();
    const payments = gateway();
    payments.open(options, handlers());
    expect(() => payments.open(options, handlers())).toThrow();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    payments.open(options, handlers());
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it.each([0, -100, 12.5, Number.NaN])('refuses to open for %d paise', (amount) => {
    expect(() => gateway().open({ ...options, amount }, handlers())).toThrow();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows user text as text, never as markup', () => {
    gateway().open({ ...options, description: '<img src=x onerror=alert(1)>' }, handlers());
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('demo checkout with the demo backend', () => {
  let harness: DemoHarness | null = null;
  afterEach(async () => {
    await harness?.cleanup();
    harness = null;
  });

  it('what the dialog signs, confirmPayment accepts', async () => {
    harness = await demoHarness();
    const { backend } = harness;
    const user = userEvent.setup();
    const result = await backend.checkout.createOrder({
      eventId: DEMO_UPCOMING_EVENT_ID,
      ticket499Count: 1,
      ticket1212Count: 1,
      couponCode: null,
      email: 'asha@example.com',
    });
    if (result.kind !== 'payment-required') throw new Error('expected a payment');
    const { payment } = result;
    await backend.payments.load();
    const success = new Promise<CheckoutSuccess>((resolve, reject) => {
      backend.payments.open(
        { ...options, amount: payment.amountPaise, providerOrderId: payment.providerOrderId },
        { onSuccess: resolve, onDismiss: () => reject(new Error('dismissed')), onFailure: reject },
      );
    });
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,711' }));
    const paid = await success;
    const ticket = await backend.checkout.confirmPayment({ orderId: payment.orderId, ...paid });
    expect(ticket).toMatchObject({ amountPaid: 1711, email: 'asha@example.com' });
    expect((await harness.db.newbookings.get(ticket.bookingId))?.paymentId).toBe(paid.paymentId);
  });

  describe('Let the hold lapse, then pay late (docs/design.md §4.9)', () => {
    /** A half-price Premium order on the seed's VIPHALF50 for `email`, paid through the dialog. */
    async function orderOnTheCoupon(backend: DemoHarness['backend'], email: string) {
      const result = await backend.checkout.createOrder({
        eventId: DEMO_UPCOMING_EVENT_ID,
        ticket499Count: 0,
        ticket1212Count: 1,
        couponCode: DEMO_PROMO_CODES.half,
        email,
      });
      if (result.kind !== 'payment-required') throw new Error('expected a payment');
      return result.payment;
    }

    async function payLate(
      backend: DemoHarness['backend'],
      payment: PendingPayment,
      meanwhile: () => Promise<unknown>,
    ) {
      const user = userEvent.setup();
      await backend.payments.load();
      const success = new Promise<CheckoutSuccess>((resolve, reject) => {
        backend.payments.open(
          { ...options, amount: payment.amountPaise, providerOrderId: payment.providerOrderId },
          {
            onSuccess: resolve,
            onDismiss: () => reject(new Error('dismissed')),
            onFailure: reject,
          },
        );
      });
      await user.click(screen.getByRole('button', { name: DEMO_LAPSE_BUTTON }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(DEMO_LAPSED_STATUS));
      await meanwhile();
      await user.click(screen.getByRole('button', { name: 'Pay ₹606' }));
      return backend.checkout.confirmPayment({ orderId: payment.orderId, ...(await success) });
    }

    it('books the late payment when its seat and coupon are still free', async () => {
      harness = await demoHarness();
      const { backend, db } = harness;
      const payment = await orderOnTheCoupon(backend, 'asha@example.com');
      const ticket = await payLate(backend, payment, async () => {
        expect(await db.orders.get(payment.orderId)).toMatchObject({ status: 'abandoned' });
      });
      expect(ticket).toMatchObject({ amountPaid: 606, couponCode: DEMO_PROMO_CODES.half });
      expect(await db.refunds.count()).toBe(0);
    });

    it('refunds it, lists it under Needs attention and e-mails the buyer when another tab took the coupon', async () => {
      harness = await demoHarness();
      const { backend } = harness;
      const payment = await orderOnTheCoupon(backend, 'asha@example.com');
      const otherTab = await harness.open();
      await expect(
        payLate(backend, payment, async () => {
          const other = await orderOnTheCoupon(otherTab, 'ravi@example.com');
          const paymentId = 'pay_demo_othertab0001';
          const signature = await signPayment(
            { providerOrderId: other.providerOrderId, paymentId },
            DEMO_PAYMENT_SECRET,
          );
          await otherTab.checkout.confirmPayment({
            orderId: other.orderId,
            providerOrderId: other.providerOrderId,
            paymentId,
            signature,
          });
        }),
      ).rejects.toMatchObject({ code: 'conflict', message: PAYMENT_REFUNDED_MESSAGE });

      await backend.auth.signIn('admin@sangeetvibes.demo', 'sangeet-admin');
      const [refund, ...more] = await backend.refunds.list();
      expect(more).toEqual([]);
      expect(refund).toMatchObject({
        orderId: payment.orderId,
        email: 'asha@example.com',
        amountPaise: 60_600,
        reason: 'coupon-taken',
        state: 'refunded',
      });
      const mails = await backend.mail.list();
      expect(mails.find((mail) => mail.to === 'asha@example.com')?.message.subject).toMatch(
        /^Refund for your /,
      );
    });
  });
});
