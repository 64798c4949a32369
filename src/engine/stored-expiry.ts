import {
  abandonedOrderExpiry,
  daysMs,
  contactCountExpiry,
  scanLogExpiry,
  visitorHoldsExpiry,
  webhookEventExpiry,
} from '@/domain/retention';
import type { Collections } from './collections';

const DAY_MS = daysMs(1);

/**
 * docs/design.md §3.11, for records written before they carried `expireAt`: the expiry the flow
 * that wrote them would have given, from what they hold. Used by the demo's database upgrade and
 * the operator backfill on Firebase. `undefined`: leave the record as it is (it has one already,
 * or it must be kept, as every order not closed unpaid).
 */
export const storedExpiry = {
  orders(order: Collections['orders']): string | undefined {
    if (order.expireAt !== undefined || order.status !== 'abandoned') return undefined;
    return abandonedOrderExpiry(order.abandonedAt ?? order.expiresAt);
  },

  /** When it was last written is not on it: the upgrade counts as its last write. */
  visitorHolds(doc: Collections['visitorHolds'], now: Date): string | undefined {
    return doc.expireAt === undefined ? visitorHoldsExpiry(now) : undefined;
  },

  /** Last written on its India day at the latest: counted from that day's end. */
  contactCounts(doc: Collections['contactCounts'], now: Date): string | undefined {
    if (doc.expireAt !== undefined) return undefined;
    const dayStarts = Date.parse(`${doc.day}T00:00:00+05:30`);
    return contactCountExpiry(Number.isNaN(dayStarts) ? now : new Date(dayStarts + DAY_MS));
  },

  webhookEvents(doc: Collections['webhookEvents']): string | undefined {
    return doc.expireAt === undefined ? webhookEventExpiry(doc.receivedAt) : undefined;
  },

  scanLog(line: Collections['scanLog']): string | undefined {
    return line.expireAt === undefined ? scanLogExpiry(line.at) : undefined;
  },
};

/**
 * A mail document the Trigger Email extension handled before it was set to write
 * `delivery.expireAt`: a month after the extension picked it up (its TTL_EXPIRE_TYPE and
 * TTL_EXPIRE_VALUE), from when it was written if the pick-up time is missing. Undefined for mail
 * the extension has not handled (the demo's outbox, or mail still waiting to go).
 */
export function storedMailExpiry(
  mail: Pick<Collections['mail'], 'createdAt'> & {
    delivery?: { state?: string; startTime?: string | null; expireAt?: string | null };
  },
): string | undefined {
  const delivery = mail.delivery;
  if (!delivery || delivery.expireAt != null) return undefined;
  if (delivery.state !== 'SUCCESS' && delivery.state !== 'ERROR') return undefined;
  const from = new Date(delivery.startTime ?? mail.createdAt);
  const monthOn = new Date(from);
  monthOn.setUTCMonth(monthOn.getUTCMonth() + 1);
  return monthOn.toISOString();
}
