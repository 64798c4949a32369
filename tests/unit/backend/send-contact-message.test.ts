import { describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from '@/backend/contact/send-contact-message';
import type { ContactMessage } from '@/domain/contact';

const ENDPOINT = 'https://sheets.example.com/api/v1/abc123';
const asha: ContactMessage = { name: 'Asha', email: 'asha@example.com', message: 'Hi there' };

function fetchReturning(response: Response) {
  return vi.fn<typeof fetch>().mockResolvedValue(response);
}

describe('sendContactMessage with an endpoint', () => {
  it('POSTs one row [name, email, message] as JSON to {endpoint}?tabId=Sheet1', async () => {
    const fetchImpl = fetchReturning(new Response('{}', { status: 200 }));
    await sendContactMessage(asha, { endpoint: ENDPOINT, fetchImpl });

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(`${ENDPOINT}?tabId=Sheet1`);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual([['Asha', 'asha@example.com', 'Hi there']]);
  });

  it('keeps an endpoint’s own query and sends to another tab when asked', async () => {
    const fetchImpl = fetchReturning(new Response('{}', { status: 200 }));
    await sendContactMessage(asha, { endpoint: `${ENDPOINT}?key=k1`, tab: 'Leads', fetchImpl });
    const url = new URL(String(fetchImpl.mock.calls[0]![0]));
    expect(url.searchParams.get('key')).toBe('k1');
    expect(url.searchParams.get('tabId')).toBe('Leads');
  });

  it('reports sent on a 2xx response', async () => {
    const fetchImpl = fetchReturning(new Response('{}', { status: 201 }));
    await expect(sendContactMessage(asha, { endpoint: ENDPOINT, fetchImpl })).resolves.toEqual({
      kind: 'sent',
    });
  });

  it.each([
    [
      'the JSON message field',
      new Response(JSON.stringify({ message: 'Quota exceeded' }), {
        status: 429,
        statusText: 'Too Many Requests',
      }),
      'Quota exceeded',
    ],
    [
      'the status text when the body is not JSON',
      new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
      'Bad Gateway',
    ],
    [
      'the status text when the JSON has no message',
      new Response(JSON.stringify({ error: 'x' }), { status: 400, statusText: 'Bad Request' }),
      'Bad Request',
    ],
    [
      'the status text when the message is empty',
      new Response(JSON.stringify({ message: '' }), { status: 400, statusText: 'Bad Request' }),
      'Bad Request',
    ],
    [
      'the status text when the message is not a string',
      new Response(JSON.stringify({ message: 42 }), { status: 400, statusText: 'Bad Request' }),
      'Bad Request',
    ],
    [
      '"HTTP 500" when there is no status text either',
      new Response('', { status: 500, statusText: '' }),
      'HTTP 500',
    ],
  ])('a failed response reports server-error with %s', async (_case, response, detail) => {
    const fetchImpl = fetchReturning(response);
    await expect(sendContactMessage(asha, { endpoint: ENDPOINT, fetchImpl })).resolves.toEqual({
      kind: 'server-error',
      detail,
    });
  });

  it('reports network-error when fetch rejects', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendContactMessage(asha, { endpoint: ENDPOINT, fetchImpl })).resolves.toEqual({
      kind: 'network-error',
    });
  });
});
