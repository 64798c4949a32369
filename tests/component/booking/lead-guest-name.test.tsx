import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  LEAD_GUEST_NAME_INVALID_MESSAGE,
  LEAD_GUEST_NAME_TOO_LONG_MESSAGE,
} from '@/domain/lead-guest-name';
import {
  addButton,
  applyCoupon,
  fillOrder,
  payButton,
  renderBooking,
  waitForForm,
  type BackendSlot,
} from './booking-harness';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

// docs/design.md §9.14: the form asks for the lead guest's name, optionally.
const nameField = () => screen.getByLabelText("Lead guest's name (optional)");

async function openForm() {
  const rendered = await renderBooking(slot);
  await waitForForm();
  return rendered;
}

describe('the lead guest’s name on /booking', () => {
  it('is sent with the order, trimmed, and shown on the ticket', async () => {
    const { user, backend, db } = await openForm();
    await fillOrder(user, { premium: 1 });
    await user.type(nameField(), '  Priya Sharma ');
    await applyCoupon(user, 'VIPFREE100');
    await user.click(await screen.findByRole('button', { name: 'Complete Free Booking' }));

    const card = await screen.findByRole('article', { name: /Sangeet/ });
    expect(within(card).getByText('GUEST').nextElementSibling).toHaveTextContent('Priya Sharma');
    expect(backend.checkout.createOrder).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Priya Sharma', email: 'asha@example.com' }),
    );
    // The seed has bookings of its own: this one is the booker's.
    const booking = (await db.newbookings.toArray()).find((b) => b.email === 'asha@example.com');
    expect(booking?.name).toBe('Priya Sharma');
  });

  it('refuses markup as it is typed, with Pay disabled until it is fixed or emptied', async () => {
    const { user } = await openForm();
    await fillOrder(user, { basic: 1 });
    await waitFor(() => expect(payButton()).toBeEnabled());

    await user.type(nameField(), '<b>Priya</b>');
    expect(screen.getByRole('alert')).toHaveTextContent(LEAD_GUEST_NAME_INVALID_MESSAGE);
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(payButton()).toBeDisabled();
    expect(
      screen.getByText("Correct the lead guest's name, or leave it empty."),
    ).toBeInTheDocument();

    await user.clear(nameField());
    expect(screen.queryByText(LEAD_GUEST_NAME_INVALID_MESSAGE)).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });

  it('states the limit near it and refuses an over-long name whole, never cutting it', async () => {
    const { user } = await openForm();
    await user.click(addButton('Basic'));
    const long = 'a'.repeat(101);
    await user.click(nameField());
    await user.paste(long);
    expect(nameField()).toHaveValue(long);
    expect(screen.getByText('1 character over the limit.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(LEAD_GUEST_NAME_TOO_LONG_MESSAGE);
  });
});
