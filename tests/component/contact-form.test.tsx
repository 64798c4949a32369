import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_OUTBOX_KEY, readOutbox } from '@/backend/contact/send-contact-message';
import { resetToasts } from '@/components/ui/toast-store';
import { config } from '@/config/env';
import { asha, renderContact } from './support/contact';

// No VITE_CONTACT_ENDPOINT in tests: messages are kept in this browser's outbox.
afterEach(() => {
  // Before the shared clean-up clears storage, which a blocked-storage spy would break.
  vi.restoreAllMocks();
  act(() => resetToasts());
});

describe('Contact form without a configured endpoint', () => {
  it('runs with no endpoint in the test environment', () => {
    expect(config.contactEndpoint).toBeNull();
  });

  it('asks for a name, an e-mail address and a message, all required', () => {
    const { fields } = renderContact();
    expect(fields.name).toBeRequired();
    expect(fields.email).toBeRequired();
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.message).toBeRequired();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps the message locally, says it was sent and clears the fields', async () => {
    const { fields, fill, send } = renderContact();
    await fill(asha);
    await send();

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Message Sent!');
    expect(toast).toHaveTextContent(
      "Thank you! Your message has been sent. We'll get back to you soon!",
    );
    expect(fields.name).toHaveValue('');
    expect(fields.email).toHaveValue('');
    expect(fields.message).toHaveValue('');
    expect(readOutbox(localStorage)).toEqual([expect.objectContaining(asha)]);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps every message sent from this browser', async () => {
    const { fill, send } = renderContact();
    await fill(asha);
    await send();
    await fill({ ...asha, name: 'Ravi' });
    await send();
    await waitFor(() => expect(readOutbox(localStorage)).toHaveLength(2));
    expect(readOutbox(localStorage).map((m) => m.name)).toEqual(['Asha Rao', 'Ravi']);
  });

  it('does not send while a required field is empty', async () => {
    const { fill, fields, send, user } = renderContact();
    await fill(asha);
    await user.clear(fields.message);
    await send();
    expect(localStorage.getItem(CONTACT_OUTBOX_KEY)).toBeNull();
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
  });

  it.each([
    ['a name of only spaces', { name: '   ' }, 'Name', 'Please enter your name.'],
    [
      'an address without a domain dot',
      { email: 'asha@example' },
      'Email',
      'Please enter a valid email address.',
    ],
    ['a message of only spaces', { message: '   ' }, 'Message', 'Please enter a message.'],
  ])('explains the problem under the field for %s', async (_case, override, label, error) => {
    const { fill, send } = renderContact();
    await fill({ ...asha, ...override });
    await send();
    const field = screen.getByLabelText(label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(error));
    expect(localStorage.getItem(CONTACT_OUTBOX_KEY)).toBeNull();
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
  });

  it('clears the field error once the message is sent', async () => {
    const { fill, fields, send, user } = renderContact();
    await fill({ ...asha, name: '  ' });
    await send();
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    await user.type(fields.name, 'Asha');
    await send();
    await screen.findByText('Message Sent!');
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
  });

  it('reports a Submission Error and keeps the text when the browser will not save it', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { fields, fill, send } = renderContact();
    await fill(asha);
    await send();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submission Error');
    expect(alert).toHaveTextContent(
      /^Submission ErrorThere was an error submitting your message: /,
    );
    expect(fields.message).toHaveValue(asha.message);
  });

  it('reports a Submission Error, not a stuck "Sending...", when the browser blocks storage', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const { fields, fill, send } = renderContact();
    await fill(asha);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Submission Error');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(fields.message).toHaveValue(asha.message);
  });
});
