import { screen } from '@testing-library/react';
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

  it('shows a sold-out event as sold out, with nothing to add and Pay disabled', async () => {
    const { user } = await renderBooking(slot, { remaining: 0 });
    await waitForForm();
    expect(screen.getByText('This event is sold out.')).toBeInTheDocument();
    expect(addButton('Basic')).toBeDisabled();
    expect(addButton('Premium')).toBeDisabled();
    await fillOrder(user, {});
    expect(payButton()).toBeDisabled();
    expect(screen.getByText('No tickets are left for this event.')).toBeInTheDocument();
  });
});
