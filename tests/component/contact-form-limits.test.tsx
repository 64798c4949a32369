import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ContactApi } from '@/backend/backend';
import { resetToasts } from '@/components/ui/toast-store';
import { asha, renderContact } from './support/contact';
import { closeTestBackend, storedContactMessages, testBackend } from './support/test-backend';

// docs/design.md §13: a field over its limit is refused with a message, never cut short and sent.

vi.mock(
  '@/backend/load-backend',
  async () => (await import('./support/test-backend')).loadBackendMock,
);

let sendContactMessage: MockInstance<ContactApi['send']>;
beforeEach(async () => {
  sendContactMessage = vi.spyOn((await testBackend()).contact, 'send');
});
afterEach(async () => {
  act(() => resetToasts());
  await closeTestBackend();
});

describe('Contact form limits', () => {
  it('states the message limit under the field and counts as the visitor types', async () => {
    const { fields, user } = renderContact();
    expect(fields.message).toHaveAccessibleDescription('Up to 2,000 characters. 0 / 2,000');
    expect(fields.message).not.toHaveAttribute('maxlength');

    await user.type(fields.message, 'Hello');
    expect(fields.message).toHaveAccessibleDescription('Up to 2,000 characters. 5 / 2,000');
  });

  it('refuses a pasted 100,000-character message, shows the overflow and keeps the text', async () => {
    const { fields, fill, paste, send } = renderContact();
    await fill({ ...asha, message: '' });
    const pasted = 'Sangeet plans! '.repeat(10_000).slice(0, 100_000);
    await paste(fields.message, pasted);

    expect(fields.message).toHaveValue(pasted);
    expect(screen.getByText('98,000 characters over the limit.')).toBeVisible();
    expect(screen.getByText('1,00,000 / 2,000')).toBeVisible();

    await send();
    expect(fields.message).toHaveAttribute('aria-invalid', 'true');
    expect(fields.message).toHaveAccessibleDescription(
      'Message must be 2,000 characters or fewer. 98,000 characters over the limit. 1,00,000 / 2,000',
    );
    expect(fields.message).toHaveFocus();
    expect(fields.message).toHaveValue(pasted);
    expect(sendContactMessage).not.toHaveBeenCalled();
    expect(await storedContactMessages()).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends a message of exactly 2,000 characters', async () => {
    const { fields, fill, paste, send } = renderContact();
    await fill({ ...asha, message: '' });
    const message = 'm'.repeat(2000);
    await paste(fields.message, message);
    expect(fields.message).toHaveAccessibleDescription('Up to 2,000 characters. 2,000 / 2,000');

    await send();
    expect(await screen.findByRole('status')).toHaveTextContent('Saved in demo mode');
    expect(sendContactMessage).toHaveBeenCalledTimes(1);
    expect(sendContactMessage.mock.calls[0]?.[0]).toEqual({ ...asha, message });
  });

  it('sends again once an over-long message is shortened', async () => {
    const { fields, fill, paste, send, user } = renderContact();
    await fill({ ...asha, message: '' });
    await paste(fields.message, 'x'.repeat(2001));
    await send();
    expect(screen.getByText('Message must be 2,000 characters or fewer.')).toBeInTheDocument();

    await user.type(fields.message, '{Backspace}');
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent('Saved in demo mode');
    expect(await storedContactMessages()).toEqual([
      expect.objectContaining({ message: 'x'.repeat(2000) }),
    ]);
  });

  it.each([
    ['Name', 'name', 150, 'Name must be 100 characters or fewer.', '50 characters over the limit.'],
    [
      'Email',
      'email',
      300,
      'Email must be 254 characters or fewer.',
      '46 characters over the limit.',
    ],
  ] as const)(
    'refuses an over-long %s the same way',
    async (label, key, length, refusal, overflow) => {
      const { fields, fill, paste, send } = renderContact();
      const long =
        key === 'email'
          ? `${'a'.repeat(length - '@example.com'.length)}@example.com`
          : 'n'.repeat(length);
      await fill({ ...asha, [key]: '' });
      await paste(screen.getByLabelText(label), long);

      expect(screen.getByLabelText(label)).toHaveValue(long);
      await send();
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        `${refusal} ${overflow} ${length} / ${key === 'email' ? 254 : 100}`,
      );
      expect(sendContactMessage).not.toHaveBeenCalled();
      expect(fields.message).toHaveValue(asha.message);
    },
  );

  it('shows the name count only near its limit', async () => {
    const { fields, paste, user } = renderContact();
    await user.type(fields.name, 'Asha');
    expect(fields.name).toHaveAccessibleDescription('');
    expect(screen.queryByText(/ \/ 100$/)).not.toBeInTheDocument();

    await paste(fields.name, 'n'.repeat(76));
    expect(fields.name).toHaveAccessibleDescription('Up to 100 characters. 80 / 100');
    expect(screen.getByText('80 / 100')).toBeVisible();
  });

  it('tells screen readers politely how many characters are left, then how many are over', async () => {
    const { fields, paste } = renderContact();
    const form = screen.getByRole('form', { name: 'Contact form' });
    await paste(fields.message, 'm'.repeat(1900));
    const left = await within(form).findByText('100 characters left');
    expect(left).toHaveAttribute('aria-live', 'polite');

    await paste(fields.message, 'm'.repeat(101));
    const over = await within(form).findByText('1 character over the limit');
    expect(over).toHaveAttribute('aria-live', 'polite');
  });
});
