import { parseContactMessage } from '@/domain/contact';
import { contactCountKeys, contactLimitMessage } from '@/domain/contact-limit';
import { istDate } from '@/domain/format';
import { contactCountExpiry } from '@/domain/retention';
import type { ContactMessageDoc } from '../collections';
import { BackendError } from '../errors';
import type { FlowEnv } from '../flow-env';
import { newDocumentId } from '../ids';

export interface ContactSender {
  /** The caller's IP address as the server saw it (Cloud Functions); the demo has none. */
  clientIp: string | null;
}

/**
 * Keeps a visitor's contact message (contactMessages/{id}), parsed with the same schema as the
 * form, so an over-long or malformed message is refused with the form's own words rather than
 * cut or stored; and counts it against the sender's daily limit (docs/design.md §13), refusing
 * it with `too-many-requests` once the limit is reached.
 */
export async function saveContactMessage(
  env: FlowEnv,
  input: unknown,
  sender: ContactSender,
): Promise<ContactMessageDoc> {
  const parsed = parseContactMessage(input);
  if (!parsed.ok) throw new BackendError('invalid-request', parsed.error);
  const now = env.now();
  const id = newDocumentId(env.random);
  const doc: ContactMessageDoc = { id, ...parsed.value, createdAt: now.toISOString() };
  const keys = await contactCountKeys(parsed.value.email, sender.clientIp, now);
  const day = istDate(now);
  await env.store.transaction(async (tx) => {
    const counts = await Promise.all(
      keys.map(({ id: countId }) => tx.get('contactCounts', countId)),
    );
    const refusal = contactLimitMessage(
      keys.map(({ kind }, index) => ({ kind, doc: counts[index] ?? null })),
    );
    if (refusal) throw new BackendError('too-many-requests', refusal);
    keys.forEach(({ id: countId }, index) => {
      tx.set('contactCounts', countId, {
        id: countId,
        day,
        count: (counts[index]?.count ?? 0) + 1,
        expireAt: contactCountExpiry(now),
      });
    });
    tx.set('contactMessages', id, doc);
  });
  return doc;
}
