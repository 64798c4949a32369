import type { DemoDatabase } from './db';
import { EXPIRING_TABLES } from './migrate-expiry';

/**
 * What a Firestore TTL policy does in production (docs/design.md §3.11), when the demo's database
 * opens: deletes every record whose `expireAt` has passed. The index on `expireAt` holds only
 * records with one (null, a paid order's, is not a key), so nothing kept is looked at.
 */
export async function sweepExpiredRecords(db: DemoDatabase, now: Date): Promise<number> {
  const at = now.toISOString();
  let deleted = 0;
  for (const table of EXPIRING_TABLES) {
    deleted += await db.table(table).where('expireAt').belowOrEqual(at).delete();
  }
  return deleted;
}
