import { expect } from 'vitest';
import type { RandomBytes } from '@/domain/random-bytes';
import type { CollectionName, Collections } from '@/engine/collections';
import { BackendError, type BackendErrorCode } from '@/engine/errors';
import { ticketMailSettings } from '@/config/ticket-mail';
import type { FlowEnv } from '@/engine/flow-env';
import {
  InMemoryStore,
  type InMemoryData,
  type InMemoryStoreOptions,
} from '@/engine/in-memory-store';
import { testClock, type TestClock } from './clock';
import { anAdmin, aUser } from './fixtures';
import { seededRandom } from './random';

/** Every collection, checked complete by the compiler, so a snapshot misses nothing. */
const EVERY_COLLECTION: Record<CollectionName, true> = {
  users: true,
  team: true,
  events: true,
  seatShards: true,
  promoCodes: true,
  promoRedemptions: true,
  orders: true,
  newbookings: true,
  tickets: true,
  bookings: true,
  transactions: true,
  scanLog: true,
  contactMessages: true,
  visitorHolds: true,
  contactCounts: true,
  webhookEvents: true,
  mail: true,
  refunds: true,
};
export const COLLECTIONS = Object.keys(EVERY_COLLECTION) as CollectionName[];

/** Documents to seed, as lists: each is keyed by its own id field. */
export type Seed = { [C in CollectionName]?: Collections[C][] };

function keyOf(collection: CollectionName, doc: object): string {
  const record = doc as Record<string, unknown>;
  const key =
    collection === 'users'
      ? record['uid']
      : collection === 'team'
        ? record['email']
        : collection === 'promoCodes' || collection === 'promoRedemptions'
          ? record['code']
          : collection === 'tickets'
            ? record['token']
            : record['id'];
  if (typeof key !== 'string') throw new Error(`A seeded ${collection} document has no id.`);
  return key;
}

export function seedStore(seed: Seed = {}, options: InMemoryStoreOptions = {}): InMemoryStore {
  const data: Record<string, Record<string, unknown>> = {};
  for (const collection of COLLECTIONS) {
    const docs: readonly object[] = seed[collection] ?? [];
    data[collection] = Object.fromEntries(docs.map((doc) => [keyOf(collection, doc), doc]));
  }
  return new InMemoryStore(data as InMemoryData, options);
}

/** The site the flow tests' ticket e-mails link to. */
export const TEST_TICKET_MAIL = ticketMailSettings('https://sangeetvibes.test');

export interface TestWorld {
  store: InMemoryStore;
  clock: TestClock;
  env: FlowEnv;
}

/**
 * A store seeded with `seed` (plus an organiser and an ordinary user unless `users` is given), a
 * settable clock at START and a deterministic random source. The store runs transactions as
 * Firestore does, interleaved (in the order `interleaveSeed` draws) and retried on conflict, so
 * every flow test runs on the concurrency the real stores have and a race test races.
 */
export function testWorld(
  seed: Seed = {},
  options: { random?: RandomBytes; clock?: TestClock; interleaveSeed?: number } = {},
): TestWorld {
  const store = seedStore(
    { users: [anAdmin(), aUser()], ...seed },
    { interleave: { seed: options.interleaveSeed ?? 1 } },
  );
  const clock = options.clock ?? testClock();
  const env: FlowEnv = {
    store,
    now: clock.now,
    random: options.random ?? seededRandom(),
    ticketMail: TEST_TICKET_MAIL,
  };
  return { store, clock, env };
}

/** Every stored document, for "nothing was written" checks. */
export function snapshot(store: InMemoryStore): Record<string, unknown[]> {
  return Object.fromEntries(COLLECTIONS.map((collection) => [collection, store.all(collection)]));
}

/** Awaits a refusal and checks its code (and message, when given). */
export async function expectBackendError(
  promise: Promise<unknown>,
  code: BackendErrorCode,
  message?: string,
): Promise<BackendError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BackendError);
  const refusal = error as BackendError;
  expect(refusal.code).toBe(code);
  if (message !== undefined) expect(refusal.message).toBe(message);
  return refusal;
}

/**
 * Runs `refused`, expects it to fail with `code` (and `message`), and checks it wrote nothing:
 * no commit and every document as it was.
 */
export async function expectRefusedWritingNothing(
  world: Pick<TestWorld, 'store'>,
  refused: () => Promise<unknown>,
  code: BackendErrorCode,
  message?: string,
): Promise<BackendError> {
  const before = snapshot(world.store);
  const commits = world.store.commits;
  const error = await expectBackendError(refused(), code, message);
  expect(world.store.commits).toBe(commits);
  expect(snapshot(world.store)).toEqual(before);
  return error;
}
