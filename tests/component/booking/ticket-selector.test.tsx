import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  addButton,
  countOf,
  fillOrder,
  payButton,
  press,
  removeButton,
  renderBooking,
  summaryValue,
  waitForForm,
  type BackendSlot,
} from './booking-harness';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

describe('ticket selector', () => {
  it('shows both tiers with their price each and a live count', async () => {
    await renderBooking(slot);
    await waitForForm();
    expect(screen.getByText('Basic')).toBeInTheDocument();
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByText('₹499')).toBeInTheDocument();
    expect(screen.getByText('₹1,212')).toBeInTheDocument();
    expect(countOf('Basic')).toHaveTextContent('0');
    expect(countOf('Premium')).toHaveTextContent('0');
  });

  it('adds and removes tickets and prices them in the summary', async () => {
    const { user } = await renderBooking(slot);
    await waitForForm();
    await press(user, addButton('Basic'), 2);
    await press(user, addButton('Premium'), 3);
    await user.click(removeButton('Premium'));
    expect(countOf('Basic')).toHaveTextContent('2');
    expect(countOf('Premium')).toHaveTextContent('2');
    expect(summaryValue(/^Basic subtotal/)).toBe('₹998');
    expect(summaryValue(/^Premium subtotal/)).toBe('₹2,424');
    expect(summaryValue('Total')).toBe('₹3,422');
  });

  it('cannot go below 0', async () => {
    const { user } = await renderBooking(slot);
    await waitForForm();
    expect(removeButton('Basic')).toBeDisabled();
    await user.click(addButton('Basic'));
    await user.click(removeButton('Basic'));
    expect(countOf('Basic')).toHaveTextContent('0');
    expect(removeButton('Basic')).toBeDisabled();
  });

  it('refuses the 21st ticket of an order and says why', async () => {
    const { user } = await renderBooking(slot);
    await waitForForm();
    await press(user, addButton('Basic'), 15);
    await press(user, addButton('Premium'), 5);
    expect(
      screen.queryByText('You can book at most 20 tickets in one order.'),
    ).not.toBeInTheDocument();

    await user.click(addButton('Premium'));
    expect(countOf('Premium')).toHaveTextContent('5');
    expect(screen.getByText('You can book at most 20 tickets in one order.')).toBeInTheDocument();
    await user.click(addButton('Basic'));
    expect(countOf('Basic')).toHaveTextContent('15');

    await user.click(removeButton('Basic'));
    expect(
      screen.queryByText('You can book at most 20 tickets in one order.'),
    ).not.toBeInTheDocument();
  });

  it('never sells more than the seats left, and says how many there are', async () => {
    const { user } = await renderBooking(slot, { remaining: 3 });
    await waitForForm();
    expect(screen.getByText('Only 3 tickets left for this event.')).toBeInTheDocument();
    await press(user, addButton('Basic'), 2);
    await press(user, addButton('Premium'), 2);
    expect(countOf('Basic')).toHaveTextContent('2');
    expect(countOf('Premium')).toHaveTextContent('1');
    expect(screen.getByText('Only 3 tickets left for this event.')).toBeInTheDocument();
  });

  // A sold-out event gets no form at all (sold-out.test.tsx); but a checkout under way keeps its
  // form, even when its own hold on the last seat makes a re-read say sold out.
  it('keeps the form of a checkout under way when its own hold takes the last seat', async () => {
    const { user, gateway, queryClient } = await renderBooking(slot, { remaining: 1 });
    await waitForForm();
    await fillOrder(user, { basic: 1 });
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    await gateway.waitForOpen();
    // The visitor switches to their UPI app and back: the page re-reads the seats.
    await act(() => queryClient.invalidateQueries());
    expect(screen.getByRole('form', { name: 'Book tickets' })).toBeInTheDocument();
    expect(screen.getByText('This event is sold out.')).toBeInTheDocument();
    await act(() => gateway.pay());
    expect(await screen.findByRole('heading', { name: "You're in!" })).toBeInTheDocument();
  });
});
