import { parseContactMessage } from '@/domain/contact';
import { BackendError } from '@/engine/errors';
import type { ContactApi, ContactResult } from '../backend';
import { sendContactMessage, type ContactTransport } from '../contact/send-contact-message';
import type { KeepContactMessage } from './contact-writes';

// Said after "There was an error submitting your message: " when neither channel took it.
export const CONTACT_NOT_STORED_DETAIL = 'the message could not be stored';

/**
 * Production contact (docs/product-spec.md §7, docs/design.md §13): the message is kept in
 * contactMessages (the admin area lists it) and, when a spreadsheet endpoint is configured, posted
 * there too. Either one holding it means the organisers have it, so the visitor is told it was sent
 * (and is not invited to send it twice); only when neither took it is the failure reported.
 */
export function createContactApi(
  keep: KeepContactMessage,
  transport: ContactTransport,
): ContactApi {
  return {
    async send(input) {
      // The form's own schema, before anything leaves the browser: a message it refuses is the
      // visitor's to fix, and is neither stored nor posted (nor cut).
      const parsed = parseContactMessage(input);
      if (!parsed.ok) throw new BackendError('invalid-request', parsed.error);
      const message = parsed.value;
      const endpoint = transport.endpoint;
      const [kept, posted] = await Promise.allSettled([
        keep(message),
        endpoint
          ? sendContactMessage(message, { ...transport, endpoint })
          : Promise.resolve<ContactResult | null>(null),
      ]);
      if (kept.status === 'fulfilled') return { kind: 'sent' };
      if (posted.status === 'fulfilled' && posted.value) return posted.value;
      return { kind: 'server-error', detail: CONTACT_NOT_STORED_DETAIL };
    },
  };
}
