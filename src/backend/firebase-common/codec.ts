/**
 * The one conversion between the engine's documents and Firestore's (docs/design.md §16.1:
 * "Timestamps converted at the boundary"). The engine and the port carry date-times as ISO strings;
 * Firestore stores them as Timestamps, so its queries order and compare them as times and the
 * security rules can check them against `request.time`. No SDK is imported: the web adapter and the
 * functions each pass their own SDK's Timestamp class in, so both convert the same fields.
 */
import type { CollectionName, Collections } from '@/engine/collections';

export { assertDocumentId } from '@/engine/document-path';

/** What the codec needs of an SDK's Timestamp class. */
export interface TimestampCodec {
  fromDate(date: Date): unknown;
  isTimestamp(value: unknown): value is { toDate(): Date };
}

/** The codec's view of an SDK's Timestamp class (the web and Admin SDKs each have their own). */
export function timestampCodec<T extends { toDate(): Date }>(sdkTimestamp: {
  new (...args: never[]): T;
  fromDate(date: Date): T;
}): TimestampCodec {
  return {
    fromDate: (date) => sdkTimestamp.fromDate(date),
    isTimestamp: (value): value is T => value instanceof sdkTimestamp,
  };
}

/**
 * The top-level date-time fields of each collection, stored as Timestamps. Nested values (the
 * seat holds' `until` inside an event) stay ISO strings: only flows read them, never a query.
 */
export const DATE_TIME_FIELDS: { readonly [C in CollectionName]: readonly string[] } = {
  users: [],
  team: ['updatedAt'],
  events: [],
  seatShards: [],
  promoCodes: ['createdAt', 'reservedUntil'],
  promoRedemptions: [],
  orders: ['createdAt', 'expiresAt', 'fulfilledAt', 'abandonedAt', 'expireAt'],
  newbookings: ['createdAt', 'checkInTime'],
  tickets: ['createdAt'],
  bookings: ['createdAt', 'checkInTime'],
  transactions: ['createdAt', 'timestamp'],
  scanLog: ['at', 'expireAt'],
  contactMessages: ['createdAt'],
  visitorHolds: ['expireAt'],
  contactCounts: ['expireAt'],
  webhookEvents: ['receivedAt', 'processedAt', 'expireAt'],
  mail: ['createdAt'],
  refunds: ['createdAt', 'updatedAt'],
};

/**
 * The field that carries a document's own id (collections.ts: "each carries its own id field").
 * On decode it is set from the document id, which is the truth: old documents written by the
 * original app may lack it.
 */
const ID_FIELD: { readonly [C in CollectionName]: string } = {
  users: 'uid',
  team: 'email',
  events: 'id',
  seatShards: 'id',
  promoCodes: 'id',
  promoRedemptions: 'code',
  orders: 'id',
  newbookings: 'id',
  tickets: 'token',
  bookings: 'id',
  transactions: 'id',
  scanLog: 'id',
  contactMessages: 'id',
  visitorHolds: 'id',
  contactCounts: 'id',
  webhookEvents: 'id',
  mail: 'id',
  refunds: 'id',
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Firestore refuses `undefined` anywhere in a document; an absent field is what it means. */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(withoutUndefined);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) out[key] = withoutUndefined(item);
  }
  return out;
}

function toTimestamp(
  collection: string,
  field: string,
  value: unknown,
  timestamps: TimestampCodec,
): unknown {
  if (value === null || timestamps.isTimestamp(value)) return value;
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) {
    throw new Error(
      `${collection}.${field} must be an ISO date-time, got ${JSON.stringify(value)}`,
    );
  }
  return timestamps.fromDate(new Date(time));
}

/**
 * A whole document or an update patch, as Firestore should store it: its date-time fields as
 * Timestamps and no `undefined` anywhere. A date-time field that is not a date-time throws
 * rather than storing something queries would misorder.
 */
export function encodeForFirestore<C extends CollectionName>(
  collection: C,
  data: Partial<Collections[C]>,
  timestamps: TimestampCodec,
): Record<string, unknown> {
  const out = withoutUndefined(data) as Record<string, unknown>;
  for (const field of DATE_TIME_FIELDS[collection]) {
    if (field in out) out[field] = toTimestamp(collection, field, out[field], timestamps);
  }
  return out;
}

function timestampsToIso(value: unknown, timestamps: TimestampCodec): unknown {
  if (timestamps.isTimestamp(value)) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map((item) => timestampsToIso(item, timestamps));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = timestampsToIso(item, timestamps);
  return out;
}

/**
 * A stored document as the engine and the port read it: every Timestamp (wherever it is, since
 * legacy documents keep some in places this app never writes) as an ISO string, and the id
 * field set from the document id.
 */
export function decodeFromFirestore<C extends CollectionName>(
  collection: C,
  id: string,
  data: Record<string, unknown>,
  timestamps: TimestampCodec,
): Collections[C] {
  const decoded = timestampsToIso(data, timestamps) as Record<string, unknown>;
  decoded[ID_FIELD[collection]] = id;
  return decoded as unknown as Collections[C];
}
