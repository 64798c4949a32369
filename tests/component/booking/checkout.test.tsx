import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/backend';
import { DEMO_PAYMENT_SECRET } from '@/backend/demo/demo-secret';
import { DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { signPayment } from '@/domain/payment-signature';
import { deferred } from '../support/deferred';
import { leaveSeats, settledResult, type SpiedPort } from '../support/spied-backend';
import {
  address,
  addButton,
  applyCoupon,
  countOf,
  emailField,
  fillOrder,
  payButton,
  renderBooking,
  termsBox,
  waitForForm,
  type BackendSlot,
} from './booking-harness';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

async function readyToPay(order: { basic?: number; premium?: number } = { basic: 1 }) {
  const rendered = await renderBooking(slot);
  await waitForForm();
  await fillOrder(rendered.user, order);
  await waitFor(() => expect(payButton()).toBeEnabled());
  return rendered;
}

/** The pending payment the `call`-th createOrder() answered with (0-based; -1 the last). */
async function pendingPayment(backend: SpiedPort, call = -1) {
  const result = await settledResult(backend.checkout.createOrder, call);
  if (result.kind !== 'payment-required') throw new Error('Expected an order to pay for');
  return result.payment;
}

function expectSelectionsKept(basic: string, premium: string) {
  expect(countOf('Basic')).toHaveTextContent(basic);
  expect(countOf('Premium')).toHaveTextContent(premium);
  expect(emailField()).toHaveValue('asha@example.com');
  expect(termsBox()).toBeChecked();
}

describe('paid booking', () => {
  it('creates the order, opens the checkout with the amount in paise, and shows the ticket', async () => {
    const { user, backend, gateway, db } = await readyToPay({ basic: 2, premium: 1 });
    await user.click(payButton());

    expect(backend.checkout.createOrder).toHaveBeenCalledExactlyOnceWith({
      eventId: DEMO_UPCOMING_EVENT_ID,
      ticket499Count: 2,
      ticket1212Count: 1,
      couponCode: null,
      email: 'asha@example.com',
    });
    const event = (await db.events.get(DEMO_UPCOMING_EVENT_ID))!;
    await gateway.waitForOpen();
    const payment = await pendingPayment(backend);
    expect(payment.providerOrderId).toMatch(/^order_/);
    expect(gateway.open).toHaveBeenCalledTimes(1);
    expect(gateway.last.options).toEqual({
      key: null,
      amount: 221000,
      currency: 'INR',
      name: 'Sangeet Vibes',
      description: 'Sangeet Vibes: The Mock Sangeet Night – 2 Basic + 1 Premium tickets',
      providerOrderId: payment.providerOrderId,
      notes: {
        eventTitle: 'Sangeet Vibes: The Mock Sangeet Night',
        eventLocation: 'The Courtyard, Indiranagar, Bengaluru',
        eventDate: event.date,
        customerEmail: 'asha@example.com',
        ticket499Count: '2',
        ticket1212Count: '1',
        couponCode: '',
        couponDiscount: '0',
      },
      prefill: {},
    });
    expect(payButton()).toHaveTextContent('Processing...');
    expect(payButton()).toBeDisabled();

    await act(() => gateway.pay('pay_ABC'));
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're in!" }),
    ).toBeInTheDocument();
    expect(backend.checkout.confirmPayment).toHaveBeenCalledExactlyOnceWith({
      orderId: payment.orderId,
      providerOrderId: payment.providerOrderId,
      paymentId: 'pay_ABC',
      signature: await signPayment(
        { providerOrderId: payment.providerOrderId, paymentId: 'pay_ABC' },
        DEMO_PAYMENT_SECRET,
      ),
    });
    const ticket = await settledResult(backend.checkout.confirmPayment);
    expect(await db.tickets.get(ticket.token)).toEqual(ticket);
    expect(address()).toBe(`/booking?ticket=${ticket.token}`);
    expect(screen.getByText('₹2,210')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('lastTicket') ?? 'null')).toMatchObject({
      token: ticket.token,
      bookingId: ticket.bookingId,
      amountPaid: 2210,
    });
    expect(document.title).toBe('Your Ticket | Sangeet Vibes');
  });

  it('pays the discounted total with a coupon that does not make it free', async () => {
    const { user, gateway } = await readyToPay({ premium: 2 });
    await applyCoupon(user, 'VIPHALF50');
    await screen.findByText(/VIPHALF50 applied/);
    await user.click(payButton());
    await gateway.waitForOpen();
    expect(gateway.last.options.amount).toBe(121200);
    expect(gateway.last.options.notes).toMatchObject({
      couponCode: 'VIPHALF50',
      couponDiscount: '1212',
    });
  });

  it('opens the checkout with what the server decided, never with the page’s own sums', async () => {
    const { user, backend, gateway, real } = await readyToPay({ basic: 2, premium: 1 });
    backend.checkout.createOrder.mockImplementationOnce(async (request) => {
      const result = await real.checkout.createOrder(request);
      if (result.kind !== 'payment-required') throw new Error('Expected an order to pay for');
      // Values the page cannot derive from the ₹2,210 it shows: only the server's can reach Checkout.
      const payment = {
        ...result.payment,
        amountPaise: 220_999,
        description: 'Order 42 at the Courtyard',
        notes: { orderRef: '42' },
      };
      return { ...result, payment };
    });
    await user.click(payButton());
    await gateway.waitForOpen();
    expect(gateway.last.options).toMatchObject({
      amount: 220_999,
      description: 'Order 42 at the Courtyard',
      notes: { orderRef: '42' },
    });
  });

  it('creates one order when Pay is double-clicked', async () => {
    const { user, backend, gateway, real } = await readyToPay();
    const order = deferred<Awaited<ReturnType<typeof backend.checkout.createOrder>>>();
    backend.checkout.createOrder.mockImplementationOnce(async (request) => {
      const result = await real.checkout.createOrder(request);
      order.resolve(result);
      return order.promise;
    });
    await user.dblClick(payButton());
    await act(async () => order.promise);
    expect(backend.checkout.createOrder).toHaveBeenCalledTimes(1);
    expect(gateway.open).toHaveBeenCalledTimes(1);
  });

  it('returns to the form with Back, and shows the remembered ticket again on refresh', async () => {
    const { user, gateway, backend } = await readyToPay();
    await user.click(payButton());
    await gateway.waitForOpen();
    await act(() => gateway.pay());
    await screen.findByRole('heading', { name: "You're in!" });
    const ticket = await settledResult(backend.checkout.confirmPayment);

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitForForm();
    expect(address()).toBe('/booking');
    expect(countOf('Basic')).toHaveTextContent('0');

    cleanup();
    const refreshed = await renderBooking(slot, { path: `/booking?ticket=${ticket.token}` });
    expect(await screen.findByRole('heading', { name: "You're in!" })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: ticket.title })).toHaveTextContent(
      'AMOUNT PAID₹499',
    );
    expect(refreshed.backend.tickets.getByToken).not.toHaveBeenCalled();
    expect(backend.tickets.getByToken).not.toHaveBeenCalled();
  });
});

describe('free booking', () => {
  it('books at once with a 100% coupon, without opening the checkout', async () => {
    const { user, backend, gateway } = await readyToPay({ premium: 1 });
    await applyCoupon(user, 'VIPFREE100');
    await screen.findByText(/VIPFREE100 applied/);
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Complete Free Booking' }));
    expect(await screen.findByRole('heading', { name: "You're in!" })).toBeInTheDocument();
    expect(backend.checkout.createOrder).toHaveBeenCalledWith(
      expect.objectContaining({ couponCode: 'VIPFREE100', ticket1212Count: 1 }),
    );
    expect(gateway.open).not.toHaveBeenCalled();
    expect(screen.getByText('VIPFREE100')).toBeInTheDocument();
    expect(screen.getByText('₹0')).toBeInTheDocument();
  });

  it('is disabled by the same rules as Pay', async () => {
    const { user } = await renderBooking(slot);
    await waitForForm();
    await user.click(addButton('Premium'));
    await applyCoupon(user, 'VIPFREE100');
    const free = await screen.findByRole('button', { name: 'Complete Free Booking' });
    expect(free).toBeDisabled();
    await user.type(emailField(), 'asha@example.com');
    await user.click(termsBox());
    expect(free).toBeEnabled();
  });
});

describe('when a payment does not go through', () => {
  it('a cancelled checkout releases the order and keeps the selections', async () => {
    const { user, backend, gateway } = await readyToPay({ basic: 1, premium: 1 });
    await user.click(payButton());
    await gateway.waitForOpen();
    act(() => gateway.dismiss());

    expect(
      await screen.findByText('Payment cancelled. Your selections are kept; you can try again.'),
    ).toBeInTheDocument();
    expect(backend.checkout.abandonOrder).toHaveBeenCalledWith(
      (await pendingPayment(backend)).orderId,
    );
    expectSelectionsKept('1', '1');
    expect(payButton()).toHaveTextContent('Pay ₹1,711');
    expect(payButton()).toBeEnabled();

    await user.click(payButton());
    expect(backend.checkout.createOrder).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to Pay after a provider overlay that restores none is closed', async () => {
    const { user, gateway } = await readyToPay();
    await user.click(payButton());
    await gateway.waitForOpen();
    // Razorpay's iframe overlay takes focus and, removed, leaves it on <body>.
    const overlay = document.createElement('iframe');
    document.body.append(overlay);
    overlay.focus();
    overlay.remove();
    expect(document.body).toHaveFocus();
    act(() => gateway.dismiss());

    await waitFor(() => expect(payButton()).toHaveFocus());
  });

  it('a declined payment says so, keeps the selections, and releases the order on retry', async () => {
    const { user, backend, gateway } = await readyToPay({ basic: 1, premium: 1 });
    await user.click(payButton());
    await gateway.waitForOpen();
    act(() => gateway.fail('Your card was declined.'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed: Your card was declined. Nothing was charged. Please try again.',
    );
    expectSelectionsKept('1', '1');
    expect(payButton()).toBeEnabled();

    await user.click(payButton());
    expect(backend.checkout.abandonOrder).toHaveBeenCalledWith(
      (await pendingPayment(backend, 0)).orderId,
    );
    // The retry releases the declined order (a real write) before it creates the next one.
    await waitFor(() => expect(backend.checkout.createOrder).toHaveBeenCalledTimes(2));
  });

  it('a declined payment retried inside the checkout still books', async () => {
    const { user, gateway } = await readyToPay();
    await user.click(payButton());
    await gateway.waitForOpen();
    act(() => gateway.fail());
    await act(() => gateway.pay());
    expect(await screen.findByRole('heading', { name: "You're in!" })).toBeInTheDocument();
  });

  it('a checkout that cannot open reports PAYMENT_FAILED in words', async () => {
    const { user, backend, gateway } = await readyToPay();
    gateway.open.mockImplementationOnce(() => {
      throw new Error('Razorpay is not defined');
    });
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to process payment: the payment window could not open. Nothing was charged.',
    );
    expect(backend.checkout.abandonOrder).toHaveBeenCalledWith(
      (await pendingPayment(backend)).orderId,
    );
    expect(payButton()).toBeEnabled();
  });

  it.each([
    [
      new BackendError('sold-out', 'Sorry, this event just sold out.'),
      'Sorry, this event just sold out.',
    ],
    [
      new BackendError('coupon', 'This coupon has already been used'),
      'This coupon has already been used',
    ],
    [
      new Error('IndexedDB exploded'),
      'Something went wrong and your booking was not made. Nothing was charged.',
    ],
  ])('an order refused with %s shows why and keeps the selections', async (error, message) => {
    const { user, backend, gateway } = await readyToPay({ basic: 2 });
    backend.checkout.createOrder.mockRejectedValueOnce(error);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(gateway.open).not.toHaveBeenCalled();
    expectSelectionsKept('2', '0');
  });

  it('re-reads the seats left when the server says the event is full', async () => {
    const { user, backend, db } = await readyToPay({ basic: 2 });
    // Someone else books all but one seat while this visitor fills in the form.
    await leaveSeats(db, 1);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 1 ticket left for this event.',
    );
    await expect(settledResult(backend.checkout.createOrder)).rejects.toMatchObject({
      code: 'over-capacity',
    });
    await waitFor(() => expect(payButton()).toBeDisabled());
    expect(screen.getByText('Choose fewer tickets.')).toBeInTheDocument();
  });

  it('never opens a checkout for a total the visitor was not shown', async () => {
    const { user, backend, gateway, real } = await readyToPay({ basic: 1 });
    backend.checkout.createOrder.mockImplementationOnce(async (request) => {
      const result = await real.checkout.createOrder(request);
      if (result.kind !== 'payment-required') throw new Error('expected a payment');
      return { kind: 'payment-required', payment: { ...result.payment, amount: 999 } };
    });
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('now ₹999, not ₹499');
    expect(gateway.open).not.toHaveBeenCalled();
    expect(backend.checkout.abandonOrder).toHaveBeenCalledWith(
      (await pendingPayment(backend)).orderId,
    );
  });
});
