/**
 * The field each growing collection's Firestore TTL policy keys on (docs/design.md §3.11;
 * firestore.indexes.json declares one per collection). `mail` uses the one the Trigger Email
 * extension writes on each document it picks up (its TTL_EXPIRE_TYPE and TTL_EXPIRE_VALUE,
 * extensions/firestore-send-email.env); the others are the engine's `expireAt`.
 */
export const TTL_FIELDS = {
  orders: 'expireAt',
  visitorHolds: 'expireAt',
  contactCounts: 'expireAt',
  webhookEvents: 'expireAt',
  scanLog: 'expireAt',
  mail: 'delivery.expireAt',
} as const;
