import type { RandomBytes } from '@/domain/random-bytes';
import type { DemoDatabase, StoredCredential } from './db';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { hashPassword, newSalt } from './password';
import { DEMO_DOOR_USER, buildDemoSeed, type DemoSeed } from './seed';

const SEEDED_KEY = 'seededAt';

async function demoCredentials(
  random: RandomBytes,
  accounts = DEMO_ACCOUNTS,
): Promise<StoredCredential[]> {
  return Promise.all(
    accounts.map(async (account) => {
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

/**
 * Accounts added to the demo after a browser's database was seeded (the door staff, see
 * docs/design.md §6.1): their credentials and records, written when missing. One read when nothing is missing;
 * never touches an account that exists.
 */
export async function addMissingDemoAccounts(db: DemoDatabase, random: RandomBytes): Promise<void> {
  if (!(await seededAt(db))) return;
  const known = await db.credentials.bulkGet(DEMO_ACCOUNTS.map((account) => account.email));
  const missing = DEMO_ACCOUNTS.filter((_account, i) => known[i] === undefined);
  if (missing.length === 0) return;
  const credentials = await demoCredentials(random, missing);
  const records = [DEMO_DOOR_USER].filter((user) => missing.some((a) => a.uid === user.uid));
  await db.transaction('rw', db.credentials, db.users, async () => {
    for (const credential of credentials) {
      if (!(await db.credentials.get(credential.email))) await db.credentials.put(credential);
    }
    for (const user of records) {
      if (!(await db.users.get(user.uid))) await db.users.put(user);
    }
  });
}
