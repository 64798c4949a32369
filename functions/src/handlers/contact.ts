import type { CallableContract } from '@/backend/firebase-common/callables';
import { saveContactMessage } from '@/engine/flows/contact-message';
import type { FunctionsDeps } from '../deps';
import type { Caller } from './checkout';

/**
 * sendContactMessage (docs/design.md §13): keeps the message for the organisers, counted against
 * the sender's daily limit by mailbox and by the network it came from.
 */
export async function sendContactMessageHandler(
  deps: FunctionsDeps,
  request: CallableContract['sendContactMessage']['request'],
  caller: Caller,
): Promise<CallableContract['sendContactMessage']['response']> {
  await saveContactMessage(deps.env, request, { clientIp: caller.ip });
  return { ok: true };
}
