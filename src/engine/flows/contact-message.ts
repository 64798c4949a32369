import { parseContactMessage } from '@/domain/contact';
import type { ContactMessageDoc } from '../collections';
import { BackendError } from '../errors';
import type { FlowEnv } from '../flow-env';
import { newDocumentId } from '../ids';

/**
 * Keeps a visitor's contact message (contactMessages/{id}, create-only for visitors), parsed
 * with the same schema as the form, so an over-long or malformed message is refused with the
 * form's own words rather than cut or stored.
 */
export async function saveContactMessage(env: FlowEnv, input: unknown): Promise<ContactMessageDoc> {
  const parsed = parseContactMessage(input);
  if (!parsed.ok) throw new BackendError('invalid-request', parsed.error);
  const id = newDocumentId(env.random);
  const doc: ContactMessageDoc = { id, ...parsed.value, createdAt: env.now().toISOString() };
  await env.store.transaction(async (tx) => {
    tx.set('contactMessages', id, doc);
  });
  return doc;
}
