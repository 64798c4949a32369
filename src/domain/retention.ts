/**
 * docs/design.md §3.11: how long the records that only ever grow are kept. Each such record
 * carries `expireAt`, the time after which nothing reads it; Firestore deletes it through a TTL
 * policy on that field (firestore.indexes.json) and the demo when its database opens. A record
 * that must stay (a paid order) has `expireAt: null`, which a TTL policy ignores.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * An order closed unpaid. Reconcile asks Razorpay about it for 72 hours (docs/design.md §4.7) and a
 * webhook retries for a day; a payment settled after that still needs the order, so it is kept a
 * month, well past any late capture.
 */
export const ABANDONED_ORDER_RETENTION_MS = 30 * DAY_MS;

/**
 * A visitor key's holds: read only while a hold, its window or the cool-down after it runs
 * (docs/design.md §4.8, each under an hour). A day after its last write it is dead whatever the
 * caps become.
 */
export const VISITOR_HOLDS_RETENTION_MS = DAY_MS;

/** A sender's contact count is read only on its India day (docs/design.md §13): two days covers it. */
export const CONTACT_COUNT_RETENTION_MS = 2 * DAY_MS;

/** A webhook delivery is remembered so Razorpay's retries (a day at most) are not handled twice. */
export const WEBHOOK_EVENT_RETENTION_DAYS = 30;

/**
 * A scan-log line answers "who let this person in" (docs/design.md §5.3) after the party too, for
 * as long as a card payment can be disputed (120 days): 180 days after it was written.
 */
export const SCAN_LOG_RETENTION_DAYS = 180;

/**
 * The rules accept a scan-log line's expiry only this close to 180 days from the server's now, so
 * a forged line can neither expire early nor stay for ever; a lane's clock may be off by as much.
 */
const LANE_CLOCK_TOLERANCE_DAYS = 30;
export const SCAN_LOG_MIN_RETENTION_LEFT_DAYS = SCAN_LOG_RETENTION_DAYS - LANE_CLOCK_TOLERANCE_DAYS;
export const SCAN_LOG_MAX_RETENTION_LEFT_DAYS = SCAN_LOG_RETENTION_DAYS + LANE_CLOCK_TOLERANCE_DAYS;

/** `from` (a Date or an ISO string) plus `ms`, as the ISO string the engine stores. */
export function expireAfter(from: Date | string, ms: number): string {
  const start = typeof from === 'string' ? Date.parse(from) : from.getTime();
  return new Date(start + ms).toISOString();
}

export const daysMs = (days: number): number => days * DAY_MS;

/** expireAt of an order closed unpaid at `abandonedAt`. */
export const abandonedOrderExpiry = (abandonedAt: Date | string): string =>
  expireAfter(abandonedAt, ABANDONED_ORDER_RETENTION_MS);

/** expireAt of a visitorHolds document written at `now`. */
export const visitorHoldsExpiry = (now: Date): string =>
  expireAfter(now, VISITOR_HOLDS_RETENTION_MS);

/** expireAt of a contactCounts document written at `now`. */
export const contactCountExpiry = (now: Date): string =>
  expireAfter(now, CONTACT_COUNT_RETENTION_MS);

/** expireAt of a webhook delivery received at `receivedAt`. */
export const webhookEventExpiry = (receivedAt: Date | string): string =>
  expireAfter(receivedAt, daysMs(WEBHOOK_EVENT_RETENTION_DAYS));

/** expireAt of a scan-log line written at `writtenAt`. */
export const scanLogExpiry = (writtenAt: Date | string): string =>
  expireAfter(writtenAt, daysMs(SCAN_LOG_RETENTION_DAYS));

/** A record that only ever grows: when it may be deleted (absent on one written before this). */
export interface Expiring {
  expireAt?: string | null;
}
