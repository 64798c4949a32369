import { contactRow, type ContactMessage } from '@/domain/contact';

export type ContactResult =
  | { kind: 'sent' }
  /** No endpoint configured: kept in this browser's outbox so nothing is lost. */
  | { kind: 'stored' }
  | { kind: 'server-error'; detail: string }
  | { kind: 'network-error' };

export interface ContactTransport {
  endpoint: string | null;
  /** The spreadsheet tab the rows go to; the service's first sheet by default. */
  tab?: string;
  fetchImpl?: typeof fetch;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

export const CONTACT_OUTBOX_KEY = 'contactOutbox';
const FIRST_SHEET = 'Sheet1';

/**
 * Sends one contact message as a spreadsheet row (spec §7): POST {endpoint}?tabId=Sheet1
 * with body [[name, email, message]]; a failed response's JSON `message` explains it.
 */
export async function sendContactMessage(
  message: ContactMessage,
  transport: ContactTransport,
): Promise<ContactResult> {
  if (!transport.endpoint) return storeInOutbox(message, transport.storage);
  const url = new URL(transport.endpoint);
  url.searchParams.set('tabId', transport.tab ?? FIRST_SHEET);
  const doFetch = transport.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url.toString(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([contactRow(message)]),
    });
  } catch {
    return { kind: 'network-error' };
  }
  if (response.ok) return { kind: 'sent' };
  return { kind: 'server-error', detail: await errorDetail(response) };
}

async function errorDetail(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (
      body &&
      typeof body === 'object' &&
      'message' in body &&
      typeof body.message === 'string' &&
      body.message
    ) {
      return body.message;
    }
  } catch {
    // Not JSON: fall back to the status text.
  }
  return response.statusText || `HTTP ${response.status}`;
}

function storeInOutbox(
  message: ContactMessage,
  storage?: Pick<Storage, 'getItem' | 'setItem'>,
): ContactResult {
  // Blocked storage throws even on access (Safari with cookies off); then report a failure
  // so the visitor keeps their text rather than seeing a success that lost it.
  try {
    const target = storage ?? window.localStorage;
    const saved = readOutbox(target);
    saved.push({ ...message, createdAt: new Date().toISOString() });
    target.setItem(CONTACT_OUTBOX_KEY, JSON.stringify(saved));
  } catch {
    return { kind: 'server-error', detail: 'your browser would not save the message' };
  }
  return { kind: 'stored' };
}

export function readOutbox(
  storage: Pick<Storage, 'getItem'>,
): Array<ContactMessage & { createdAt: string }> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CONTACT_OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Array<ContactMessage & { createdAt: string }>) : [];
  } catch {
    return [];
  }
}
