import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { BackendError } from '@/engine/errors';
import { admin, openAdmin as open, signInAs } from './admin-harness';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

async function openMessages(
  before?: (opened: Awaited<ReturnType<typeof open>>) => Promise<unknown> | void,
) {
  const opened = await open(slot, '/admin/dashboard/messages');
  await before?.(opened);
  await signInAs(opened.user, admin);
  await screen.findByRole('heading', { name: 'Messages', level: 1 });
  return opened;
}

const LONG_WORD = 'x'.repeat(500);

describe('Messages', () => {
  it('lists what visitors sent, newest first, as text with its line breaks and a mailto link', async () => {
    await openMessages(async ({ backend }) => {
      await backend.contact.send({
        name: 'Meera',
        email: 'meera@example.com',
        message: 'Is there parking?',
      });
      // Messages are ordered by their time; two in one millisecond have no order.
      const sentAt = Date.now();
      await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(sentAt));
      await backend.contact.send({
        name: 'Priya <b>Sharma</b>',
        email: 'priya@example.com',
        message: `Line one\nLine two\n\n<img src=x onerror="alert(1)"> ${LONG_WORD}`,
      });
    });
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [newest, oldest] = items as [HTMLElement, HTMLElement];

    expect(within(newest).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Priya <b>Sharma</b>',
    );
    expect(within(newest).getByRole('link', { name: 'priya@example.com' })).toHaveAttribute(
      'href',
      'mailto:priya@example.com',
    );
    const text = within(newest).getByText(/^Line one/);
    expect(text.textContent).toBe(
      `Line one\nLine two\n\n<img src=x onerror="alert(1)"> ${LONG_WORD}`,
    );
    expect(text).toHaveClass('whitespace-pre-wrap', 'break-words');
    expect(newest.querySelector('img, b')).toBeNull();
    expect(
      within(newest).getByText(/\d{1,2} \w{3} 20\d\d, \d{1,2}:\d\d [AP]M/),
    ).toBeInTheDocument();

    expect(within(oldest).getByRole('heading', { level: 3 })).toHaveTextContent('Meera');
    expect(within(oldest).getByText('Is there parking?')).toBeInTheDocument();
  });

  it('says so when there are none, and what will appear', async () => {
    await openMessages();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(
      screen.getByText('What visitors send through the contact form appears here, newest first.'),
    ).toBeInTheDocument();
  });

  it('says "Failed to fetch messages." and reads them again on Retry', async () => {
    const { user } = await openMessages(async ({ backend }) => {
      const office = await backend.loadAdmin();
      vi.spyOn(office.contactMessages, 'list').mockRejectedValueOnce(
        new BackendError('unknown', ''),
      );
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch messages.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });
});
