import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTACT_OUTBOX_KEY,
  readOutbox,
  sendContactMessage,
} from '@/backend/contact/send-contact-message';
import type { ContactMessage } from '@/domain/contact';

const ENDPOINT = 'https://sheets.example.com/api/v1/abc123';
const asha: ContactMessage = { name: 'Asha', email: 'asha@example.com', message: 'Hi there' };
const ravi: ContactMessage = { name: 'Ravi', email: 'ravi@example.com', message: 'Group of 12' };

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

  it('reports sent on a 2xx response and stores nothing', async () => {
    const fetchImpl = fetchReturning(new Response('{}', { status: 201 }));
    await expect(sendContactMessage(asha, { endpoint: ENDPOINT, fetchImpl })).resolves.toEqual({
      kind: 'sent',
    });
    expect(localStorage.getItem(CONTACT_OUTBOX_KEY)).toBeNull();
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

describe('sendContactMessage without an endpoint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores the message in the localStorage outbox and sends nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
    const fetchImpl = vi.fn<typeof fetch>();

    await expect(sendContactMessage(asha, { endpoint: null, fetchImpl })).resolves.toEqual({
      kind: 'stored',
    });

    expect(fetchImpl).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(CONTACT_OUTBOX_KEY)!)).toEqual([
      { ...asha, createdAt: '2026-03-01T10:00:00.000Z' },
    ]);
  });

  it('appends: two stored messages are both kept, in order', async () => {
    await sendContactMessage(asha, { endpoint: null });
    await sendContactMessage(ravi, { endpoint: null });
    expect(
      readOutbox(localStorage).map(({ name, email, message }) => ({ name, email, message })),
    ).toEqual([asha, ravi]);
  });

  it('uses an injected storage instead of localStorage', async () => {
    const saved = new Map<string, string>();
    const storage = {
      getItem: (k: string) => saved.get(k) ?? null,
      setItem: (k: string, v: string) => void saved.set(k, v),
    };
    await sendContactMessage(asha, { endpoint: null, storage });
    expect(readOutbox(storage)).toHaveLength(1);
    expect(localStorage.getItem(CONTACT_OUTBOX_KEY)).toBeNull();
  });

  it('reports server-error (not success) when the storage refuses to save', async () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    const result = await sendContactMessage(asha, { endpoint: null, storage });
    expect(result.kind).toBe('server-error');
  });

  it('reports server-error (not a crash) when the browser blocks localStorage itself', async () => {
    // Safari with cookies blocked throws a SecurityError on merely reading window.localStorage.
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      const result = await sendContactMessage(asha, { endpoint: null });
      expect(result.kind).toBe('server-error');
    } finally {
      blocked.mockRestore();
    }
  });
});

describe('readOutbox', () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['JSON that is not a list', '{"name":"x"}'],
  ])('returns an empty list when %s', (_case, raw) => {
    const storage = { getItem: () => raw };
    expect(readOutbox(storage)).toEqual([]);
  });
});
