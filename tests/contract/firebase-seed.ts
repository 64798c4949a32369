/**
 * Seeding the Firebase emulators for the contract suite, as an operator would (Admin SDK, past
 * the security rules): the demo's seed data (src/backend/demo/seed.ts, the same docs/design.md §7
 * records the demo adapter starts with) and its two accounts. Used only where the Firestore and
 * Auth emulators run (`npm run test:emulators`).
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { encodeForFirestore } from '@/backend/firebase-common/codec';
import { firestorePath } from '@/backend/firebase-common/firestore-path';
import { DEMO_ACCOUNTS } from '@/backend/demo/demo-accounts';
import { buildDemoSeed, DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import type { CollectionName, Collections } from '@/engine/collections';
import { adminTimestamps } from '../../functions/src/admin-store';
import { searchableLegacyBooking } from '@/engine/reads/registrations';

export interface EmulatorSeeder {
  projectId: string;
  /** Empties Firestore and Auth, then writes the seed and its accounts. */
  reset(now: Date): Promise<void>;
  put<C extends CollectionName>(collection: C, id: string, doc: Collections[C]): Promise<void>;
  putAll<C extends CollectionName>(
    collection: C,
    docs: Array<{ id: string; doc: Collections[C] }>,
  ): Promise<void>;
  update(collection: CollectionName, id: string, patch: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

/** Firestore's batch limit. */
const BATCH_SIZE = 500;

async function emulatorDelete(url: string): Promise<void> {
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE ${url} answered ${response.status}`);
}

export function createEmulatorSeeder(env: {
  projectId: string;
  firestoreHost: string;
  authHost: string;
}): EmulatorSeeder {
  // The Admin SDK finds the emulators through FIRESTORE_EMULATOR_HOST and
  // FIREBASE_AUTH_EMULATOR_HOST, which `firebase emulators:exec` sets.
  const app: App = initializeApp({ projectId: env.projectId }, `contract-seeder-${Date.now()}`);
  const db: Firestore = getFirestore(app);
  const auth = getAuth(app);

  async function putAll<C extends CollectionName>(
    collection: C,
    docs: Array<{ id: string; doc: Collections[C] }>,
  ) {
    for (let start = 0; start < docs.length; start += BATCH_SIZE) {
      const batch = db.batch();
      for (const { id, doc } of docs.slice(start, start + BATCH_SIZE)) {
        batch.set(
          db.doc(firestorePath(collection, id).join('/')),
          encodeForFirestore(collection, doc, adminTimestamps),
        );
      }
      await batch.commit();
    }
  }

  return {
    projectId: env.projectId,
    async reset(now) {
      await emulatorDelete(
        `http://${env.firestoreHost}/emulator/v1/projects/${env.projectId}/databases/(default)/documents`,
      );
      await emulatorDelete(`http://${env.authHost}/emulator/v1/projects/${env.projectId}/accounts`);
      const seed = buildDemoSeed(now);
      await Promise.all([
        putAll(
          'users',
          seed.users.map((doc) => ({ id: doc.uid, doc })),
        ),
        putAll(
          'events',
          seed.events.map((doc) => ({ id: doc.id, doc })),
        ),
        putAll(
          'seatShards',
          // The demo seed's own bookings of the upcoming party are not written here (the contract's
          // party is one nobody has booked yet, as unbookUpcomingParty leaves the demo), so
          // neither are the seats they took.
          seed.seatShards.map((doc) => ({
            id: doc.id,
            doc: doc.eventId === DEMO_UPCOMING_EVENT_ID ? { ...doc, sold: 0 } : doc,
          })),
        ),
        putAll(
          'promoCodes',
          seed.promoCodes.map((doc) => ({ id: doc.code, doc })),
        ),
        putAll(
          'promoRedemptions',
          seed.promoRedemptions.map((doc) => ({ id: doc.code, doc })),
        ),
        putAll(
          'bookings',
          // As the search backfill leaves them (docs/design.md §16.3).
          seed.legacyBookings.map((doc) => ({ id: doc.id, doc: searchableLegacyBooking(doc) })),
        ),
        putAll(
          'transactions',
          seed.transactions.map((doc) => ({ id: doc.id, doc })),
        ),
        ...DEMO_ACCOUNTS.map(({ uid, email, password, displayName }) =>
          auth.createUser({ uid, email, password, displayName }),
        ),
      ]);
    },
    put: (collection, id, doc) => putAll(collection, [{ id, doc }]),
    putAll,
    async update(collection, id, patch) {
      await db.doc(firestorePath(collection, id).join('/')).update(patch);
    },
    close: () => deleteApp(app),
  };
}
