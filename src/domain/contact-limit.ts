import { istDate } from './format';
import type { Expiring } from './retention';
import { visitorHoldsId, visitorKeys } from './visitor-holds';

/**
 * docs/design.md §13: anonymous contact messages are limited per sender and day (India time), so
 * a script cannot fill the organisers' inbox. The sender is known, as for seat holds (docs/design.md §4.8), by
 * mailbox and, where the server sees it, by network; each key's count for the day lives on
 * contactCounts/{sha256(day and key)}, read by id in the flow's transaction.
 */
export const CONTACT_MESSAGES_PER_DAY = 5;

export const CONTACT_DAILY_LIMIT_MESSAGE = `You have sent ${CONTACT_MESSAGES_PER_DAY} messages today, the most we accept in a day. Please try again tomorrow, or message us on WhatsApp.`;

/** contactCounts/{id}: how many messages one sender key sent on one day. */
export interface ContactCountDoc extends Expiring {
  /** Hex SHA-256 of the day and the key, so no address is stored in clear. */
  id: string;
  /** The India date it counts (YYYY-MM-DD). */
  day: string;
  count: number;
}

/** The contactCounts ids a message from this e-mail and address counts against today. */
export async function contactCountIds(
  email: string,
  clientIp: string | null | undefined,
  now: Date,
): Promise<string[]> {
  const day = istDate(now);
  const ids = await Promise.all(
    visitorKeys(email, clientIp).map((key) => visitorHoldsId(`contact:${day}:${key}`)),
  );
  return [...new Set(ids)];
}

/** True when one more message would take any of the sender's keys past the day's limit. */
export function exceedsContactLimit(docs: readonly (Pick<ContactCountDoc, 'count'> | null)[]) {
  return docs.some((doc) => (doc?.count ?? 0) >= CONTACT_MESSAGES_PER_DAY);
}
