import type { RandomBytes } from '@/domain/random-bytes';
import type { DemoDatabase, StoredCredential } from './db';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { hashPassword, newSalt } from './password';
import { buildDemoSeed, type DemoSeed } from './seed';

const SEEDED_KEY = 'seededAt';

async function demoCredentials(random: RandomBytes): Promise<StoredCredential[]> {
  return Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      const salt = newSalt(random);
      return {
        email: account.email,
        uid: account.uid,
        salt,
        passwordHash: await hashPassword(account.password, salt),
      };
    }),
  );
}

// Runs inside a transaction over every table; must only await Dexie calls.
async function writeSeed(
  db: DemoDatabase,
  now: Date,
  seed: DemoSeed,
  credentials: StoredCredential[],
) {
  await db.users.bulkPut(seed.users);
  await db.credentials.bulkPut(credentials);
  await db.events.bulkPut(seed.events);
  await db.seatShards.bulkPut(seed.seatShards);
  await db.promoCodes.bulkPut(seed.promoCodes);
  await db.promoRedemptions.bulkPut(seed.promoRedemptions);
  await db.bookings.bulkPut(seed.legacyBookings);
  await db.newbookings.bulkPut(seed.bookings);
  await db.tickets.bulkPut(seed.tickets);
  await db.scanLog.bulkPut(seed.scanLog);
  await db.transactions.bulkPut(seed.transactions);
  await db.meta.put({ key: SEEDED_KEY, value: now.toISOString() });
}

/**
 * Writes the seed unless it is there. The check and the writes share one read-write transaction
 * over every table, and IndexedDB runs such transactions one at a time across tabs, so two tabs
 * opening the demo at once seed it exactly once. Returns whether this call wrote it.
 */
export async function ensureSeeded(
  db: DemoDatabase,
  now: Date,
  random: RandomBytes,
  handBack: () => Promise<void> = async () => {},
): Promise<boolean> {
  // Every visit after the first ends here, without hashing or building anything.
  if (await db.meta.get(SEEDED_KEY)) return false;
  // Hashing is async Web Crypto, which would end an IndexedDB transaction: do it first. Building
  // the records is done outside the transaction too, each in a task of its own (the first visit to
  // /booking runs this after its first paint, docs/design.md §10.4); the writes, which must be one
  // transaction, are left with only IndexedDB's own work.
  const credentials = await demoCredentials(random);
  await handBack();
  const seed = buildDemoSeed(now);
  await handBack();
  return db.transaction('rw', db.allTables, async () => {
    if (await db.meta.get(SEEDED_KEY)) return false;
    await writeSeed(db, now, seed, credentials);
    return true;
  });
}

/** Clears every table and seeds again, atomically: other tabs see the old data or the new. */
export async function resetSeed(db: DemoDatabase, now: Date, random: RandomBytes): Promise<void> {
  const credentials = await demoCredentials(random);
  const seed = buildDemoSeed(now);
  await db.transaction('rw', db.allTables, async () => {
    for (const table of db.allTables) await table.clear();
    await writeSeed(db, now, seed, credentials);
  });
}

/** When the current seed was written (ISO), or null before the first seed. */
export async function seededAt(db: DemoDatabase): Promise<string | null> {
  return (await db.meta.get(SEEDED_KEY))?.value ?? null;
}
