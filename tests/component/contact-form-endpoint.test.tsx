import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/toast-store';
import { asha, renderContact } from './support/contact';
import { closeTestBackend, testBackend } from './support/test-backend';

const ENDPOINT = 'https://sheets.example.com/api/v1/abc123';

vi.mock('@/config/env', () => ({
  config: {
    siteUrl: 'https://sangeetvibes.in',
    contactEndpoint: 'https://sheets.example.com/api/v1/abc123',
    devtoolsGuard: false,
  },
  backendKind: 'demo',
}));
vi.mock(
  '@/backend/load-backend',
  async () => (await import('./support/test-backend')).loadBackendMock,
);

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // Opened (and seeded) before the test, as a page that has loaded it once would have it.
  await testBackend();
});
afterEach(async () => {
  act(() => resetToasts());
  await closeTestBackend();
});

/** A fetch that answers only when the test says so. */
function pendingFetch() {
  let answer!: (response: Response) => void;
  fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
  return (response: Response) => act(async () => answer(response));
}

describe('Contact form with a spreadsheet endpoint', () => {
  it('shows "Sending..." on a disabled button while sending, then returns to idle', async () => {
    const respond = pendingFetch();
    const { fill, send, fields } = renderContact();
    await fill(asha);
    await send();

    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await respond(new Response('{}', { status: 200 }));
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(fields.name).toHaveValue('');
    expect(fields.email).toHaveValue('');
    expect(fields.message).toHaveValue('');
  });

  it('posts the row to the first sheet and confirms with "Message Sent!"', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    const { fill, send } = renderContact();
    await fill(asha);
    await send();

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Message Sent!');
    expect(toast).toHaveTextContent(
      "Thank you! Your message has been sent. We'll get back to you soon!",
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${ENDPOINT}?tabId=Sheet1`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual([[asha.name, asha.email, asha.message]]);
  });

  it('sends once even if the form is submitted again while sending', async () => {
    const respond = pendingFetch();
    const { fill, send } = renderContact();
    await fill(asha);
    await send();
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await respond(new Response('{}', { status: 200 }));
    await screen.findByRole('status');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'the server’s message',
      new Response(JSON.stringify({ message: 'Sheet is full' }), {
        status: 507,
        statusText: 'Insufficient Storage',
      }),
      'There was an error submitting your message: Sheet is full',
    ],
    [
      'the status text when the body says nothing',
      new Response('Service down', { status: 503, statusText: 'Service Unavailable' }),
      'There was an error submitting your message: Service Unavailable',
    ],
  ])(
    'a server error shows "Submission Error" with %s and keeps the text',
    async (_c, response, text) => {
      fetchMock.mockResolvedValue(response);
      const { fill, send, fields } = renderContact();
      await fill(asha);
      await send();

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Submission Error');
      expect(alert).toHaveTextContent(text);
      expect(fields.name).toHaveValue(asha.name);
      expect(fields.message).toHaveValue(asha.message);
      expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
    },
  );

  it('a network failure asks the visitor to try again', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { fill, send, fields } = renderContact();
    await fill(asha);
    await send();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submission Error');
    expect(alert).toHaveTextContent(
      'There was an error submitting your message. Please try again.',
    );
    expect(fields.email).toHaveValue(asha.email);
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('a retry after a failure can succeed', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    const { fill, send } = renderContact();
    await fill(asha);
    await send();
    await screen.findByRole('alert');
    await screen.findByRole('button', { name: 'Send Message' });
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent('Message Sent!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
