import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUPON_RESERVED_MESSAGE } from '@/domain/coupons';
import { FakeLockBroker } from '../support/fake-web-locks';
import { settledResult, type SpiedBackend } from '../support/spied-backend';
import {
  applyCoupon,
  fillOrder,
  payButton,
  renderBooking,
  summaryValue,
  waitForForm,
  type BackendSlot,
} from './booking-harness';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

// docs/design.md §4.7 "A checkout left open": tabs of one browser share localStorage and the Web
// Locks the checkout holds; a tab that is closed (or a browser that is quit) lets go of its locks.

afterEach(() => localStorage.clear());

const ORDER = { basic: 1, premium: 2 };
const FULL = '₹2,923';
const DISCOUNTED = '₹1,711';

/** In the current tab: the order, VIPHALF50 applied, Pay pressed; the checkout is open. */
async function payWithCode(spied?: SpiedBackend) {
  const rendered = await renderBooking(slot, spied ? { backend: spied } : {});
  await waitForForm();
  await fillOrder(rendered.user, ORDER);
  await applyCoupon(rendered.user, 'VIPHALF50');
  await screen.findByText(/VIPHALF50 applied/);
  expect(summaryValue('Total')).toBe(DISCOUNTED);
  await rendered.user.click(payButton());
  await rendered.gateway.waitForOpen();
  const created = await settledResult(rendered.backend.checkout.createOrder);
  if (created.kind !== 'payment-required') throw new Error('Expected an order to pay for');
  return { ...rendered, orderId: created.payment.orderId };
}

/** A second page of the same browser opens /booking and applies the same code. */
async function applyAgainInAnotherPage(spied: SpiedBackend) {
  const again = await renderBooking(slot, { backend: spied });
  await waitForForm();
  await fillOrder(again.user, ORDER);
  await applyCoupon(again.user, 'VIPHALF50');
  return again;
}

describe('a checkout left open in another tab', () => {
  it('is released once its tab is gone, and the same code applies at its price', async () => {
    const broker = new FakeLockBroker();
    const first = broker.tab().enter();
    const paying = await payWithCode();

    cleanup();
    first.close();
    broker.tab().enter();
    await applyAgainInAnotherPage(paying);

    expect(await screen.findByText(/VIPHALF50 applied/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(summaryValue('Total')).toBe(DISCOUNTED);
    expect(paying.backend.checkout.abandonOrder).toHaveBeenCalledExactlyOnceWith(paying.orderId);
    expect((await paying.db.orders.get(paying.orderId))?.status).toBe('abandoned');
  });

  it('is never released while its tab is open: that buyer may be paying right now', async () => {
    const broker = new FakeLockBroker();
    broker.tab().enter();
    const paying = await payWithCode();

    // The first tab stays open with its checkout; the visitor opens /booking in another.
    cleanup();
    broker.tab().enter();
    await applyAgainInAnotherPage(paying);

    expect(await screen.findByRole('alert')).toHaveTextContent(COUPON_RESERVED_MESSAGE);
    expect(paying.backend.checkout.abandonOrder).not.toHaveBeenCalled();
    expect((await paying.db.orders.get(paying.orderId))?.status).toBe('pending');
  });

  it('is forgotten once paid: a later page releases nothing', async () => {
    const broker = new FakeLockBroker();
    const first = broker.tab().enter();
    const paying = await payWithCode();
    await act(() => paying.gateway.pay());
    await screen.findByRole('heading', { name: "You're in!" });

    cleanup();
    first.close();
    broker.tab().enter();
    await renderBooking(slot, { backend: paying });
    // The form appears once the page has looked for left orders and read the seats.
    await waitForForm();
    expect(paying.backend.checkout.abandonOrder).not.toHaveBeenCalled();
    expect((await paying.db.orders.get(paying.orderId))?.status).toBe('fulfilled');
  });

  it('whose own release failed is released at the next read of the seats, not left held', async () => {
    // In a rush, closing Checkout can fail to release the order (contention on the seats).
    const broker = new FakeLockBroker();
    broker.tab().enter();
    const paying = await payWithCode();
    vi.mocked(paying.backend.checkout.abandonOrder).mockRejectedValueOnce(
      new Error('Transaction lock timeout'),
    );
    act(() => paying.gateway.dismiss());

    await vi.waitFor(() => expect(paying.backend.checkout.abandonOrder).toHaveBeenCalledTimes(2));
    expect(paying.backend.checkout.abandonOrder).toHaveBeenLastCalledWith(paying.orderId);
    await vi.waitFor(async () =>
      expect((await paying.db.orders.get(paying.orderId))?.status).toBe('abandoned'),
    );
    await vi.waitFor(() => expect(localStorage.getItem('openCheckouts')).toBeNull());
  });

  it('keeps the whole price honest: the code is refused while its own left order holds it', async () => {
    // Without Web Locks (older browsers), another tab's order is never released: it lapses by
    // itself after 15 minutes. What the page must not do then is take a different sum quietly.
    const paying = await payWithCode();
    cleanup();
    await applyAgainInAnotherPage(paying);

    expect(await screen.findByRole('alert')).toHaveTextContent(COUPON_RESERVED_MESSAGE);
    expect(paying.backend.checkout.abandonOrder).not.toHaveBeenCalled();
    expect(summaryValue('Total')).toBe(FULL);
    expect(payButton()).toBeDisabled();
  });
});
