import { parseContactMessage } from '@/domain/contact';
import { BackendError } from '@/engine/errors';
import { saveContactMessage } from '@/engine/flows/contact-message';
import type { ContactApi } from '../backend';
import { sendContactMessage, type ContactTransport } from '../contact/send-contact-message';
import type { DemoContext } from './context';

/**
 * Demo contact: the message is kept in the demo data (the admin area lists it) and, when a
 * spreadsheet endpoint is configured, posted there too. Without one it reaches nobody outside
 * this browser, and the result says so instead of claiming it was sent.
 */
export function createDemoContactApi(ctx: DemoContext, transport: ContactTransport): ContactApi {
  return {
    async send(message) {
      const parsed = parseContactMessage(message);
      if (!parsed.ok) throw new BackendError('invalid-request', parsed.error);
      try {
        await saveContactMessage(ctx.env, parsed.value);
      } catch {
        return { kind: 'server-error', detail: 'your browser would not save the message' };
      }
      const endpoint = transport.endpoint;
      if (!endpoint) return { kind: 'kept-in-demo' };
      return sendContactMessage(parsed.value, { ...transport, endpoint });
    },
  };
}
