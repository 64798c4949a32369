import type { ContactMessage } from '@/domain/contact';
import { CALLABLE } from '../firebase-common/callables';
import type { CallFunction } from './call-function';
import { backendErrorFromCallable } from './callable-error';

/**
 * Keeps one contact message for the organisers (contactMessages/{id}). Rejects with a
 * BackendError: `too-many-requests` when the sender's daily limit is reached, `invalid-request`
 * for a message the schema refuses, `unavailable` when the function could not be reached.
 */
export type KeepContactMessage = (message: ContactMessage) => Promise<void>;

// The fallbacks are never shown: createContactApi turns every failure but the two above into
// its own result.
const MESSAGES = {
  failed: 'The message could not be stored.',
  unreachable: 'The message could not be stored.',
};

/**
 * Through the sendContactMessage function (docs/design.md §13): it takes the message only with
 * App Check and within the sender's daily limit, and stores it with the server's time.
 */
export function keepContactMessagesVia(call: CallFunction): KeepContactMessage {
  return async (message) => {
    try {
      await call(CALLABLE.sendContactMessage, message);
    } catch (error) {
      throw backendErrorFromCallable(error, MESSAGES);
    }
  };
}
