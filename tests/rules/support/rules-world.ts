import { ticketMailSettings } from '@/config/ticket-mail';
/**
 * What every rules test file shares (firebase/quickstart-testing style): one test environment
 * per file on the Firestore emulator with this repository's firestore.rules, cleared and seeded
 * before each test with the rules disabled, and one client per identity — an anonymous visitor,
 * a signed-in non-admin and an organiser.
 *
 * The organiser's writes are made by running the engine's own flows on the web SDK's store
 * (`createWebStore`), in Firestore transactions, exactly as the Firebase adapter runs them: the
 * rules must allow those and refuse anything else.
 *
 * Without the emulator (FIRESTORE_EMULATOR_HOST unset, as on machines without Java 21) each
 * file's suite is skipped with one line saying why; `npm run test:emulators` runs them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { encodeForFirestore } from '@/backend/firebase-common/codec';
import { createWebStore, webTimestamps } from '@/backend/firebase/web-store';
import { firestorePath } from '@/backend/firebase-common/firestore-path';
import { cryptoRandomBytes } from '@/domain/random-bytes';
import type { CollectionName, Collections } from '@/engine/collections';
import type { Actor, FlowEnv } from '@/engine/flow-env';
import { EVENT_ID } from './fixtures';

export const EMULATOR_HOST = process.env['FIRESTORE_EMULATOR_HOST'];

export const SKIP_REASON =
  'needs the Firestore emulator (FIRESTORE_EMULATOR_HOST unset; run npm run test:emulators)';

const RULES_PATH = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));

export const ADMIN = { uid: 'admin-uid', email: 'organiser@example.com' };
export const SECOND_ADMIN = { uid: 'admin-2-uid', email: 'door@example.com' };
/** Signed in, but not an organiser. */
export const GUEST = { uid: 'guest-uid', email: 'guest@example.com' };
/** Door staff (docs/design.md §6.1), assigned to EVENT_ID only. */
export const DOOR = { uid: 'door-uid', email: 'door-staff@example.com' };
/** A user an organiser tops up. */
export const BUYER = { uid: 'buyer-uid', email: 'buyer@example.com' };

export interface RulesWorld {
  /** An anonymous visitor (no sign-in). */
  anon(): Firestore;
  /** Signed in, users/{uid}.isAdmin false. */
  guest(): Firestore;
  /** An organiser, users/{uid}.isAdmin true. */
  admin(): Firestore;
  /** Another organiser. */
  secondAdmin(): Firestore;
  /** Door staff: users/{uid}.role 'door', doorEventIds [EVENT_ID]. */
  door(): Firestore;
  /** Writes documents with the rules disabled, encoded as the codec stores them. */
  seed<C extends CollectionName>(collection: C, id: string, data: Collections[C]): Promise<void>;
  /** Writes raw data with the rules disabled (documents the codec would refuse to write). */
  seedRaw(path: string, data: Record<string, unknown>): Promise<void>;
  /** The engine's FlowEnv on a client's web-SDK store, for running a flow as that client. */
  flowEnv(db: Firestore): FlowEnv;
  /** Reads a document with the rules disabled, as stored. */
  peek(path: string): Promise<Record<string, unknown> | null>;
}

/** The admin flows act as the signed-in user. */
export const actor = (who: { uid: string }): Actor => ({ uid: who.uid });

// The test SDK hands out compat instances; the modular functions unwrap them (as the
// rules-unit-testing examples use them), so the rest of the tests use the modular API.
const modular = (context: RulesTestContext): Firestore =>
  context.firestore() as unknown as Firestore;

/** Whatever a test file registers in `body` runs only where the emulator is reachable. */
export function describeRules(collection: string, body: (world: RulesWorld) => void): void {
  // The default reporter shows a skipped file only as a count: say why, once per file.
  if (!EMULATOR_HOST) console.warn(`security rules: ${collection} skipped: ${SKIP_REASON}`);
  const title = EMULATOR_HOST
    ? `security rules: ${collection}`
    : `security rules: ${collection} — ${SKIP_REASON}`;
  describe.skipIf(!EMULATOR_HOST)(title, () => {
    let env: RulesTestEnvironment;

    beforeAll(async () => {
      // Refused writes are what these tests expect: keep the SDK from logging each one.
      setLogLevel('error');
      env = await initializeTestEnvironment({
        // One project per file, so files running side by side never clear each other's data.
        projectId: `demo-rules-${collection.toLowerCase()}`,
        firestore: { rules: readFileSync(RULES_PATH, 'utf8') },
      });
    });

    afterAll(async () => {
      await env?.cleanup();
    });

    beforeEach(async () => {
      await env.clearFirestore();
      await world.seed('users', ADMIN.uid, { ...ADMIN, isAdmin: true, walletBalance: 100 });
      await world.seed('users', SECOND_ADMIN.uid, {
        ...SECOND_ADMIN,
        isAdmin: true,
        walletBalance: 0,
      });
      await world.seed('users', GUEST.uid, { ...GUEST, isAdmin: false, walletBalance: 0 });
      await world.seed('users', BUYER.uid, { ...BUYER, isAdmin: false, walletBalance: 10 });
      await world.seed('users', DOOR.uid, {
        ...DOOR,
        isAdmin: false,
        walletBalance: 0,
        role: 'door',
        doorEventIds: [EVENT_ID],
      });
    });

    const world: RulesWorld = {
      anon: () => modular(env.unauthenticatedContext()),
      guest: () => modular(env.authenticatedContext(GUEST.uid, { email: GUEST.email })),
      admin: () => modular(env.authenticatedContext(ADMIN.uid, { email: ADMIN.email })),
      door: () => modular(env.authenticatedContext(DOOR.uid, { email: DOOR.email })),
      secondAdmin: () =>
        modular(env.authenticatedContext(SECOND_ADMIN.uid, { email: SECOND_ADMIN.email })),
      seed: (collection, id, data) =>
        env.withSecurityRulesDisabled(async (context) => {
          await setDoc(
            doc(modular(context), firestorePath(collection, id).join('/')),
            encodeForFirestore(collection, data, webTimestamps),
          );
        }),
      seedRaw: (path, data) =>
        env.withSecurityRulesDisabled(async (context) => {
          await setDoc(doc(modular(context), path), data);
        }),
      flowEnv: (db) => ({
        store: createWebStore(db),
        now: () => new Date(),
        random: cryptoRandomBytes,
        ticketMail: ticketMailSettings('https://sangeetvibes.test'),
      }),
      peek: async (path) => {
        let data: Record<string, unknown> | null = null;
        await env.withSecurityRulesDisabled(async (context) => {
          const snapshot = await getDoc(doc(modular(context), path));
          data = snapshot.exists() ? snapshot.data() : null;
        });
        return data;
      },
    };

    body(world);
  });
}
