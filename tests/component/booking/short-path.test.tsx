import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { stubMatchMedia } from '../support/browser';
import {
  addButton,
  address,
  applyCoupon,
  countOf,
  emailField,
  fillOrder,
  removeButton,
  renderBooking,
  summaryValue,
  termsBox,
  waitForForm,
  type BackendSlot,
} from './booking-harness';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

const PHONE = '(max-width: 767px)';

// docs/design.md §12.5: Book Basic / Book Premium links, the phone's checkout bar, the disabled
// look.

const form = () => screen.getByRole('form', { name: 'Book tickets' });
const mainPay = () => within(form()).getByRole('button', { name: /^(Pay ₹|Processing\.\.\.)/ });
const bar = () => screen.getByRole('region', { name: 'Checkout' });
const queryBar = () => screen.queryByRole('region', { name: 'Checkout' });
const barPay = () => within(bar()).getByRole('button', { name: /^(Pay ₹|Processing\.\.\.)/ });

let scrolledIntoView: HTMLElement[];
beforeEach(() => {
  scrolledIntoView = [];
  // jsdom has no scrollIntoView; record what the page asked to bring into view.
  Element.prototype.scrollIntoView = function (this: HTMLElement) {
    scrolledIntoView.push(this);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('/booking?tier=…', () => {
  it('?tier=premium starts with one Premium ticket and brings the form into view', async () => {
    await renderBooking(slot, { path: '/booking?tier=premium' });
    await waitForForm();
    expect(countOf('Premium')).toHaveTextContent('1');
    expect(countOf('Basic')).toHaveTextContent('0');
    expect(summaryValue('Total')).toBe('₹1,212');
    expect(scrolledIntoView).toEqual([form()]);
  });

  it('?tier=basic starts with one Basic ticket', async () => {
    await renderBooking(slot, { path: '/booking?tier=basic' });
    await waitForForm();
    expect(countOf('Basic')).toHaveTextContent('1');
    expect(countOf('Premium')).toHaveTextContent('0');
    expect(summaryValue('Total')).toBe('₹499');
  });

  it.each([
    ['an unknown tier', '/booking?tier=gold'],
    ['an empty tier', '/booking?tier='],
    ['a price instead of a name', '/booking?tier=1212'],
    ['the parameter twice', '/booking?tier=premium&tier=basic'],
    ['a script', '/booking?tier=%3Cscript%3E'],
  ])('ignores %s', async (_case, path) => {
    await renderBooking(slot, { path });
    await waitForForm();
    expect(countOf('Basic')).toHaveTextContent('0');
    expect(countOf('Premium')).toHaveTextContent('0');
    expect(scrolledIntoView).toEqual([]);
  });

  it('chooses once: later changes are the visitor’s', async () => {
    const { user } = await renderBooking(slot, { path: '/booking?tier=premium' });
    await waitForForm();
    await user.click(removeButton('Premium'));
    await user.click(addButton('Basic'));
    await user.type(emailField(), 'asha@example.com');
    expect(countOf('Premium')).toHaveTextContent('0');
    expect(countOf('Basic')).toHaveTextContent('1');
    expect(scrolledIntoView).toHaveLength(1);
  });

  it('still keeps to the seats left', async () => {
    await renderBooking(slot, { path: '/booking?tier=premium', remaining: 1 });
    await waitForForm();
    expect(countOf('Premium')).toHaveTextContent('1');
    expect(screen.getByText('Only 1 ticket left for this event.')).toBeInTheDocument();
  });

  it('still locks the quantities while a coupon is applied', async () => {
    const { user } = await renderBooking(slot, { path: '/booking?tier=premium' });
    await waitForForm();
    await applyCoupon(user, 'VIPHALF50');
    await screen.findByText(/VIPHALF50 applied/);
    expect(addButton('Premium')).toBeDisabled();
    expect(removeButton('Premium')).toBeDisabled();
    expect(summaryValue('Total')).toBe('₹606');
  });

  it('after a booking, Back shows one Premium ticket again, not two', async () => {
    const { user, gateway } = await renderBooking(slot, { path: '/booking?tier=premium' });
    await waitForForm();
    await user.type(emailField(), 'asha@example.com');
    await user.click(termsBox());
    await waitFor(() => expect(mainPay()).toBeEnabled());
    await user.click(mainPay());
    await gateway.waitForOpen();
    await act(() => gateway.pay());
    await screen.findByRole('heading', { name: "You're in!" });

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitForForm();
    expect(address()).toBe('/booking?tier=premium');
    expect(countOf('Premium')).toHaveTextContent('1');
    expect(countOf('Basic')).toHaveTextContent('0');
  });
});

describe('the checkout bar on a phone', () => {
  it('appears once tickets are chosen, with the total and the reasons Pay waits for', async () => {
    stubMatchMedia(PHONE);
    const { user } = await renderBooking(slot);
    await waitForForm();
    expect(queryBar()).not.toBeInTheDocument();

    await user.click(addButton('Premium'));
    expect(bar()).toHaveTextContent('Total₹1,212');
    expect(barPay()).toHaveTextContent('Pay ₹1,212');
    expect(barPay()).toBeDisabled();
    expect(mainPay()).toBeDisabled();
    expect(barPay()).toHaveAccessibleDescription(
      'To continue: Enter a valid email address. Accept the Terms of Service.',
    );
    // The form keeps its own reasons list.
    expect(within(form()).getByText('To continue:')).toBeInTheDocument();

    await user.type(emailField(), 'asha@example.com');
    await user.click(termsBox());
    await waitFor(() => expect(barPay()).toBeEnabled());
    expect(mainPay()).toBeEnabled();
    expect(within(bar()).queryByText(/To continue/)).not.toBeInTheDocument();

    await user.click(removeButton('Premium'));
    expect(queryBar()).not.toBeInTheDocument();
  });

  it('pays through the same action as the main button: one order, one checkout', async () => {
    stubMatchMedia(PHONE);
    const { user, backend, gateway } = await renderBooking(slot);
    await waitForForm();
    await fillOrder(user, { basic: 1, premium: 1 });
    await waitFor(() => expect(barPay()).toBeEnabled());
    expect(bar()).toHaveTextContent('₹1,711');

    await user.click(barPay());
    await gateway.waitForOpen();
    expect(backend.checkout.createOrder).toHaveBeenCalledExactlyOnceWith({
      eventId: DEMO_UPCOMING_EVENT_ID,
      ticket499Count: 1,
      ticket1212Count: 1,
      couponCode: null,
      email: 'asha@example.com',
    });
    expect(gateway.last.options.amount).toBe(171100);
    // Both copies show the one payment under way, and neither can start another.
    expect(barPay()).toHaveTextContent('Processing...');
    expect(mainPay()).toHaveTextContent('Processing...');
    expect(mainPay()).toBeDisabled();
    await user.click(mainPay());
    expect(backend.checkout.createOrder).toHaveBeenCalledTimes(1);

    await act(() => gateway.pay());
    expect(await screen.findByRole('heading', { name: "You're in!" })).toBeInTheDocument();
    expect(queryBar()).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('checkout-bar-open');
  });

  it('offers Complete Free Booking when a coupon makes the order free', async () => {
    stubMatchMedia(PHONE);
    const { user, backend } = await renderBooking(slot);
    await waitForForm();
    await fillOrder(user, { premium: 1 });
    await applyCoupon(user, 'VIPFREE100');
    await screen.findByText(/VIPFREE100 applied/);
    expect(bar()).toHaveTextContent('Total₹0');
    await user.click(within(bar()).getByRole('button', { name: 'Complete Free Booking' }));
    expect(await screen.findByRole('heading', { name: "You're in!" })).toBeInTheDocument();
    expect(backend.checkout.createOrder).toHaveBeenCalledTimes(1);
  });

  it('pads the page by its height while it is up', async () => {
    stubMatchMedia(PHONE);
    const { user } = await renderBooking(slot);
    await waitForForm();
    expect(document.documentElement).not.toHaveClass('checkout-bar-open');
    await user.click(addButton('Basic'));
    expect(document.documentElement).toHaveClass('checkout-bar-open');
    await user.click(removeButton('Basic'));
    expect(document.documentElement).not.toHaveClass('checkout-bar-open');
  });

  it('is not shown on a wider screen', async () => {
    stubMatchMedia();
    const { user } = await renderBooking(slot);
    await waitForForm();
    await fillOrder(user, { basic: 2 });
    expect(queryBar()).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Pay ₹/ })).toHaveLength(1);
  });
});
