import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../support/deferred';
import {
  addButton,
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

const EMAIL_ERROR = 'Please enter a valid email address.';

describe('Pay button rules (docs/product-spec.md §5)', () => {
  it('is enabled only with a ticket, a valid e-mail and the terms accepted', async () => {
    const { user } = await renderBooking(slot);
    await waitForForm();
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAccessibleDescription(/Select at least one ticket\./);

    await user.click(addButton('Basic'));
    expect(payButton()).toHaveTextContent('Pay ₹499');
    expect(payButton()).toBeDisabled();

    await user.type(emailField(), 'asha@example.com');
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAccessibleDescription(/Accept the Terms of Service\./);

    await user.click(termsBox());
    expect(payButton()).toBeEnabled();
    expect(screen.queryByText('To continue:')).not.toBeInTheDocument();

    await user.click(termsBox());
    expect(payButton()).toBeDisabled();
  });

  it.each([
    ['spaces inside', 'asha rao@example.com'],
    ['no domain dot', 'asha@example'],
    ['unicode look-alikes', 'аsha@example.com'],
    ['a script tag', '<script>@example.com'],
    ['300 characters', `${'a'.repeat(288)}@example.com`],
  ])('stays disabled for an e-mail with %s', async (_case, email) => {
    const { user } = await renderBooking(slot);
    await waitForForm();
    await fillOrder(user, { basic: 1, email: 'x' });
    fireEvent.change(emailField(), { target: { value: email } });
    expect(payButton()).toBeDisabled();
  });

  it('accepts an e-mail with surrounding spaces', async () => {
    const { user } = await renderBooking(slot);
    await waitForForm();
    await fillOrder(user, { basic: 1, email: '  asha@example.com ' });
    expect(payButton()).toBeEnabled();
  });

  it('waits for the checkout script before it is ready', async () => {
    const script = deferred<void>();
    const { user, gateway } = await renderBooking(slot, {
      prepare: ({ gateway }) => gateway.load.mockReturnValue(script.promise),
    });
    await waitForForm();
    await fillOrder(user, { basic: 1 });
    expect(payButton()).toBeDisabled();
    script.resolve();
    await vi.waitFor(() => expect(payButton()).toBeEnabled());
    expect(gateway.load).toHaveBeenCalled();
  });

  it('says when the payment service cannot be loaded', async () => {
    const { user } = await renderBooking(slot, {
      prepare: ({ gateway }) => gateway.load.mockRejectedValue(new Error('blocked')),
    });
    await waitForForm();
    await fillOrder(user, { basic: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment service could not be loaded.',
    );
    expect(payButton()).toBeDisabled();
  });
});

describe('e-mail field', () => {
  it('does not complain while the first characters are typed', async () => {
    const { user } = await renderBooking(slot);
    await waitForForm();
    await user.type(emailField(), 'a');
    expect(screen.queryByText(EMAIL_ERROR)).not.toBeInTheDocument();
    expect(emailField()).not.toHaveAttribute('aria-invalid');
  });

  it('explains an invalid address after leaving the field, and clears once fixed', async () => {
    const { user } = await renderBooking(slot);
    await waitForForm();
    await user.type(emailField(), 'asha@example');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(EMAIL_ERROR);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription(expect.stringContaining(EMAIL_ERROR));

    await user.type(emailField(), '.com');
    expect(screen.queryByText(EMAIL_ERROR)).not.toBeInTheDocument();
  });

  it('explains an empty address after leaving the field', async () => {
    const { user } = await renderBooking(slot);
    await waitForForm();
    await user.click(emailField());
    await user.tab();
    expect(screen.getByText(EMAIL_ERROR)).toBeInTheDocument();
  });
});

describe('terms', () => {
  it('links to the terms in a new tab', async () => {
    await renderBooking(slot);
    await waitForForm();
    const link = screen.getByRole('link', { name: /Terms of Service/ });
    expect(link).toHaveAttribute('href', '/termsofservices');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(termsBox()).not.toBeChecked();
  });
});
