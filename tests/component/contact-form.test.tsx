import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/toast-store';
import { config } from '@/config/env';
import { CONTACT_DAILY_LIMIT_MESSAGE, CONTACT_MESSAGES_PER_DAY } from '@/domain/contact-limit';
import { asha, renderContact } from './support/contact';
import { closeTestBackend, testDatabase } from './support/test-backend';

// The form sends through the port: here the real demo adapter on fake-indexeddb, with no
// VITE_CONTACT_ENDPOINT, so messages are kept in the demo data where the admin area lists them.
vi.mock(
  '@/backend/load-backend',
  async () => (await import('./support/test-backend')).loadBackendMock,
);

afterEach(async () => {
  vi.restoreAllMocks();
  act(() => resetToasts());
  await closeTestBackend();
});

async function storedMessages() {
  const db = testDatabase();
  try {
    return await db.contactMessages.orderBy('createdAt').toArray();
  } finally {
    db.close();
  }
}

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

  it('keeps the message in the demo data, says plainly it was not sent, and clears the fields', async () => {
    const { fields, fill, send } = renderContact();
    await fill(asha);
    await send();

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Saved in demo mode');
    expect(toast).toHaveTextContent('It has not been sent to anyone.');
    expect(toast).not.toHaveTextContent('Message Sent!');
    expect(fields.name).toHaveValue('');
    expect(fields.email).toHaveValue('');
    expect(fields.message).toHaveValue('');
    expect(await storedMessages()).toEqual([expect.objectContaining(asha)]);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps every message sent from this browser', async () => {
    const { fill, send } = renderContact();
    await fill(asha);
    await send();
    await screen.findByRole('button', { name: 'Send Message' });
    await fill({ ...asha, name: 'Ravi' });
    await send();
    await waitFor(async () => expect(await storedMessages()).toHaveLength(2));
    expect((await storedMessages()).map((m) => m.name)).toEqual(['Asha Rao', 'Ravi']);
  });

  it('does not send while a required field is empty', async () => {
    const { fill, fields, send, user } = renderContact();
    await fill(asha);
    await user.clear(fields.message);
    await send();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await expect(storedMessages()).rejects.toThrow('No test backend has been opened');
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
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('clears the field error once the message is sent', async () => {
    const { fill, fields, send, user } = renderContact();
    await fill({ ...asha, name: '  ' });
    await send();
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    await user.type(fields.name, 'Asha');
    await send();
    await screen.findByText('Saved in demo mode');
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
  });

  it('reports a Submission Error and keeps the text when the demo data cannot be written', async () => {
    const { testBackend } = await import('./support/test-backend');
    (await testBackend()).close();
    const { fields, fill, send } = renderContact();
    await fill(asha);
    await send();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Submission ErrorThere was an error submitting your message: /,
    );
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(fields.message).toHaveValue(asha.message);
  });

  it('says so, and keeps the text, once the day’s limit of messages is reached', async () => {
    const { fields, fill, send } = renderContact();
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_DAY; sent += 1) {
      await fill({ ...asha, message: `Question ${sent + 1}` });
      await send();
      await waitFor(async () => expect(await storedMessages()).toHaveLength(sent + 1));
      await waitFor(() => expect(fields.message).toHaveValue(''));
    }
    await fill({ ...asha, message: 'One more question' });
    await send();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Submission Error${CONTACT_DAILY_LIMIT_MESSAGE}`);
    expect(fields.message).toHaveValue('One more question');
    expect(await storedMessages()).toHaveLength(CONTACT_MESSAGES_PER_DAY);
  });
});
