import { contactRow, type ContactMessage } from '@/domain/contact';
import type { ContactResult } from '../backend';

export type DeliveryResult = Exclude<ContactResult, { kind: 'kept-in-demo' }>;

export interface ContactTransport {
  /** The spreadsheet-writing service (docs/product-spec.md §7); null when none is configured. */
  endpoint: string | null;
  /** The spreadsheet tab the rows go to; the service's first sheet by default. */
  tab?: string;
  fetchImpl?: typeof fetch;
}

const FIRST_SHEET = 'Sheet1';

/**
 * Sends one contact message as a spreadsheet row (docs/product-spec.md §7): POST
 * {endpoint}?tabId=Sheet1 with body [[name, email, message]]; a failed response's JSON `message`
 * explains it.
 */
export async function sendContactMessage(
  message: ContactMessage,
  transport: ContactTransport & { endpoint: string },
): Promise<DeliveryResult> {
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
