import { isBackendError } from '@/engine/errors';
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
      let saved;
      try {
        saved = await saveContactMessage(ctx.env, message, { clientIp: null });
      } catch (error) {
        if (isBackendError(error) && error.code === 'too-many-requests') {
          return { kind: 'limit-reached', message: error.message };
        }
        // A message the form's own schema refuses is the visitor's to fix; anything else is ours.
        if (isBackendError(error)) throw error;
        return { kind: 'server-error', detail: 'your browser would not save the message' };
      }
      const endpoint = transport.endpoint;
      if (!endpoint) return { kind: 'kept-in-demo' };
      const { name, email, message: text } = saved;
      return sendContactMessage({ name, email, message: text }, { ...transport, endpoint });
    },
  };
}
