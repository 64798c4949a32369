import type { Transaction as DexieTransaction } from 'dexie';
import type { CollectionName, Collections } from '@/engine/collections';
import { storedExpiry } from '@/engine/stored-expiry';

type Expiring = 'orders' | 'visitorHolds' | 'contactCounts' | 'scanLog';

/** The demo's tables whose records expire (docs/design.md §3.11); it has no webhook deliveries. */
export const EXPIRING_TABLES: readonly Expiring[] = [
  'orders',
  'visitorHolds',
  'contactCounts',
  'scanLog',
];

async function giveExpiry<C extends Expiring & CollectionName>(
  tx: DexieTransaction,
  table: C,
  expiryOf: (record: Collections[C]) => string | undefined,
): Promise<void> {
  await tx
    .table<Collections[C], string>(table)
    .toCollection()
    .modify((record) => {
      const expireAt = expiryOf(record);
      if (expireAt !== undefined) record.expireAt = expireAt;
    });
}

/**
 * Upgrade of a demo database made before records expired: each record that only grows gets the
 * expiry the flow that wrote it would give today (stored-expiry.ts), so the sweep at open drops
 * what Firestore's TTL policies would.
 */
export async function addExpiry(tx: DexieTransaction, now: Date): Promise<void> {
  await giveExpiry(tx, 'orders', (order) => storedExpiry.orders(order));
  await giveExpiry(tx, 'visitorHolds', (doc) => storedExpiry.visitorHolds(doc, now));
  await giveExpiry(tx, 'contactCounts', (doc) => storedExpiry.contactCounts(doc, now));
  await giveExpiry(tx, 'scanLog', (line) => storedExpiry.scanLog(line));
}
