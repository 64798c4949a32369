import { parseContactMessage } from '@/domain/contact';
import { BackendError, isBackendError } from '@/engine/errors';
import type { ContactApi, ContactResult } from '../backend';
import { sendContactMessage, type ContactTransport } from '../contact/send-contact-message';
import type { KeepContactMessage } from './contact-writes';

// Said after "There was an error submitting your message: " when neither channel took it.
export const CONTACT_NOT_STORED_DETAIL = 'the message could not be stored';

/**
 * Production contact (docs/product-spec.md §7, docs/design.md §13): the message is kept in
 * contactMessages (the admin area lists it) and, when a spreadsheet endpoint is configured, posted
 * there too. Either one holding it means the organisers have it, so the visitor is told it was sent
 * (and is not invited to send it twice); only when neither took it is the failure reported. The
 * sheet is posted to after the function answered, so a message over the sender's daily limit
 * reaches neither.
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
      let kept = true;
      try {
        await keep(message);
      } catch (error) {
        if (isBackendError(error) && error.code === 'too-many-requests') {
          return { kind: 'limit-reached', message: error.message };
        }
        if (isBackendError(error) && error.code === 'invalid-request') throw error;
        kept = false;
      }
      const posted: ContactResult | null = endpoint
        ? await sendContactMessage(message, { ...transport, endpoint })
        : null;
      if (kept) return { kind: 'sent' };
      return posted ?? { kind: 'server-error', detail: CONTACT_NOT_STORED_DETAIL };
    },
  };
}
