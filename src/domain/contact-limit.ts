import { istDate } from './format';
import type { Expiring } from './retention';
import { visitorHoldsId, visitorKeys, type VisitorKeyKind } from './visitor-holds';

/**
 * docs/design.md §13: anonymous contact messages are limited per sender and day (India time), so
 * a script cannot fill the organisers' inbox. The sender is known, as for seat holds
 * (docs/design.md §4.8), by mailbox, by network and by the IPv6 /48 around it; each key's count
 * for the day lives on contactCounts/{sha256(day and key)}, read by id in the flow's transaction.
 */
export const CONTACT_MESSAGES_PER_DAY = 5;

/**
 * What one IPv6 /48 may send in a day, whatever its /64s and mailboxes: four senders' worth,
 * since a /48 can be an office or a carrier's pool as well as one actor.
 */
export const CONTACT_MESSAGES_PER_NETWORK_PER_DAY = 20;

export const CONTACT_DAILY_LIMIT_MESSAGE = `You have sent ${CONTACT_MESSAGES_PER_DAY} messages today, the most we accept in a day. Please try again tomorrow, or message us on WhatsApp.`;

export const CONTACT_NETWORK_LIMIT_MESSAGE =
  'We have had as many messages from your network today as we accept in a day. Please try again tomorrow, or message us on WhatsApp.';

/** contactCounts/{id}: how many messages one sender key sent on one day. */
export interface ContactCountDoc extends Expiring {
  /** Hex SHA-256 of the day and the key, so no address is stored in clear. */
  id: string;
  /** The India date it counts (YYYY-MM-DD). */
  day: string;
  count: number;
}

/** A contactCounts document a message counts against, and what its key stands for. */
export interface ContactCountKey {
  id: string;
  kind: VisitorKeyKind;
}

/** The contactCounts documents a message from this e-mail and address counts against today. */
export async function contactCountKeys(
  email: string,
  clientIp: string | null | undefined,
  now: Date,
): Promise<ContactCountKey[]> {
  const day = istDate(now);
  const keys = await Promise.all(
    visitorKeys(email, clientIp).map(async ({ kind, key }) => ({
      id: await visitorHoldsId(`contact:${day}:${key}`),
      kind,
    })),
  );
  return keys.filter((key, index) => keys.findIndex((other) => other.id === key.id) === index);
}

function allowance(kind: VisitorKeyKind): number {
  return kind === 'wide-network' ? CONTACT_MESSAGES_PER_NETWORK_PER_DAY : CONTACT_MESSAGES_PER_DAY;
}

/**
 * Why one more message would take a key past the day's allowance — the sender's own limit before
 * their network's — or null when it may be sent.
 */
export function contactLimitMessage(
  counted: readonly { kind: VisitorKeyKind; doc: Pick<ContactCountDoc, 'count'> | null }[],
): string | null {
  const full = counted.filter(({ kind, doc }) => (doc?.count ?? 0) >= allowance(kind));
  if (full.some(({ kind }) => kind !== 'wide-network')) return CONTACT_DAILY_LIMIT_MESSAGE;
  return full.length > 0 ? CONTACT_NETWORK_LIMIT_MESSAGE : null;
}
