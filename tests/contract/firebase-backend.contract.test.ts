/**
 * The Backend contract (backend-contract.ts) on the Firebase adapter: the visitors' half
 * (createFirebaseBackend) and the organisers' half it loads (createFirebaseAdmin), on the Auth,
 * Firestore and Functions emulators, seeded with the demo's docs/design.md §7 data through the
 * Admin SDK.
 *
 * Emulator-only: it needs the Firestore emulator (Java 21 and a download), which does not start
 * on every machine. Without FIRESTORE_EMULATOR_HOST it is skipped, saying why, and
 * `npm run test:emulators` (firebase emulators:exec) runs it where the emulators start.
 *
 * It stubs the VITE_USE_EMULATORS=on build configuration, and gives both halves the emulators'
 * free-picked hosts (emulatorHosts) in place of firebase.json's ports.
 */
import { readFileSync } from 'node:fs';
import type * as FirestoreSdk from 'firebase/firestore';
import type * as FirestoreLiteSdk from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import type { PublicBackend } from '@/backend/backend';
import type { EmulatorHosts } from '@/backend/firebase/emulator-ports';
import type { ContactTransport } from '@/backend/contact/send-contact-message';
import { DEMO_ADMIN_ACCOUNT, DEMO_GUEST_ACCOUNT } from '@/backend/demo/demo-accounts';
import {
  DEMO_CAPACITY,
  DEMO_LEGACY_BOOKING_IDS,
  DEMO_PAST_EVENT_ID,
  DEMO_PROMO_CODES,
  DEMO_UPCOMING_EVENT_ID,
} from '@/backend/demo/seed';
import type { FirebaseWebConfig } from '@/config/read-backend-config';
import { featuredEvent } from '@/config/featured-event';
import { signPayment } from '@/domain/payment-signature';
import { runBackendContract, type ContractHarness, type ContractSeed } from './backend-contract';
import { createEmulatorSeeder, type EmulatorSeeder } from './firebase-seed';
import { MemoryStorage } from './support/memory-storage';
import { recordedQueries } from './support/query-log';
import {
  describeIndex,
  requiredIndexes,
  serves,
  type DeclaredIndex,
} from '../support/firestore-indexes';
import { searchableBooking, searchableLegacyBooking } from '@/engine/reads/registrations';

// Every query the adapter builds is recorded by shape (the real SDK still runs it), so the last
// test can check firestore.indexes.json: the emulator serves queries production would refuse.
vi.mock('firebase/firestore', async (importOriginal) => {
  const actual = await importOriginal<typeof FirestoreSdk>();
  const log = await import('./support/query-log');
  return {
    ...actual,
    query: log.recordingQuery(actual.query),
    getAggregateFromServer: log.recordingAggregate(actual.getAggregateFromServer),
  };
});
vi.mock('firebase/firestore/lite', async (importOriginal) => {
  const actual = await importOriginal<typeof FirestoreLiteSdk>();
  const log = await import('./support/query-log');
  return {
    ...actual,
    query: log.recordingQuery(actual.query),
    getAggregate: log.recordingAggregate(actual.getAggregate),
  };
});

/** createFirebaseBackend as the visitors' half (src/backend/firebase/) declares it. */
interface FirebaseBackendModule {
  createFirebaseBackend(options: {
    firebase: FirebaseWebConfig;
    useEmulators: boolean;
    emulatorHosts?: EmulatorHosts;
    razorpayKeyId: string | null;
    contact: ContactTransport;
  }): PublicBackend;
}

// Found by name, so this file also compiles in a tree where the visitors' half is not yet merged.
const visitorsHalf = Object.values(
  import.meta.glob<FirebaseBackendModule>('../../src/backend/firebase/create-firebase-backend.ts'),
)[0];

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-sangeet';
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

const skipReason = !firestoreHost
  ? 'FIRESTORE_EMULATOR_HOST is unset: the Firestore emulator (Java 21 and a download) is not running here; `npm run test:emulators` runs this suite'
  : !authHost
    ? 'FIREBASE_AUTH_EMULATOR_HOST is unset: start the Auth emulator with Firestore (`npm run test:emulators`)'
    : !visitorsHalf
      ? 'src/backend/firebase/create-firebase-backend.ts (the visitors’ half) is not in this tree'
      : null;
if (skipReason) console.warn(`Firebase adapter contract skipped: ${skipReason}`);

const account = ({ uid, email, password }: typeof DEMO_ADMIN_ACCOUNT) => ({ uid, email, password });

const seed: ContractSeed = {
  upcomingEvent: {
    id: DEMO_UPCOMING_EVENT_ID,
    title: featuredEvent.title,
    location: `${featuredEvent.venue}, ${featuredEvent.city}`,
    capacity: DEMO_CAPACITY,
  },
  pastEventId: DEMO_PAST_EVENT_ID,
  promoCodes: DEMO_PROMO_CODES,
  legacyBookingIds: DEMO_LEGACY_BOOKING_IDS,
  admin: account(DEMO_ADMIN_ACCOUNT),
  guest: account(DEMO_GUEST_ACCOUNT),
  // No demo reset in production.
  resettable: false,
  // "Continue with Google" opens Google's own popup (signInWithPopup, prompt: select_account),
  // which nothing in Node can click: those cases are skipped for this adapter.
  googleChooser: false,
  // Production Firestore retries the losing web-SDK transaction; the emulator refuses it.
  racingCheckInLoser: {
    refusedBecause:
      'the Firestore emulator reports a wounded transaction’s rules reads as PERMISSION_DENIED, not ABORTED (firebase-tools #10518)',
  },
};

const WEB_CONFIG: FirebaseWebConfig = {
  apiKey: 'demo-api-key',
  authDomain: `${PROJECT_ID}.firebaseapp.com`,
  projectId: PROJECT_ID,
  appId: '1:000000000000:web:contract',
  storageBucket: null,
  messagingSenderId: null,
};

/** The build configuration both halves read: Firebase, on the local emulators. */
function stubEmulatorBuild() {
  vi.stubEnv('VITE_FIREBASE_API_KEY', WEB_CONFIG.apiKey);
  vi.stubEnv('VITE_FIREBASE_AUTH_DOMAIN', WEB_CONFIG.authDomain);
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', WEB_CONFIG.projectId);
  vi.stubEnv('VITE_FIREBASE_APP_ID', WEB_CONFIG.appId);
  vi.stubEnv('VITE_USE_EMULATORS', 'on');
}

/** "127.0.0.1:8080" → its host and port. */
function hostAndPort(hostPort: string): { host: string; port: number } {
  const at = hostPort.lastIndexOf(':');
  return { host: hostPort.slice(0, at), port: Number(hostPort.slice(at + 1)) };
}

/**
 * Where `npm run test:emulators` started the emulators (free ports, not firebase.json's): the
 * Admin SDK's variables for Auth and Firestore, and FUNCTIONS_EMULATOR_HOST_FOR_TESTS, which
 * that script sets, for the Functions emulator.
 */
function emulatorHosts(): EmulatorHosts {
  const functionsHost = process.env.FUNCTIONS_EMULATOR_HOST_FOR_TESTS;
  if (!functionsHost) {
    throw new Error(
      'FUNCTIONS_EMULATOR_HOST_FOR_TESTS is unset: run this suite with `npm run test:emulators`, which starts the Functions emulator.',
    );
  }
  const firestore = hostAndPort(firestoreHost!);
  const auth = hostAndPort(authHost!);
  const functions = hostAndPort(functionsHost);
  if (firestore.host !== auth.host || functions.host !== auth.host) {
    throw new Error(
      `The emulators must share one host: ${firestoreHost}, ${authHost}, ${functionsHost}.`,
    );
  }
  return {
    host: auth.host,
    authPort: auth.port,
    firestorePort: firestore.port,
    functionsPort: functions.port,
  };
}

let seeder: EmulatorSeeder | null = null;

async function makeHarness(): Promise<ContractHarness> {
  const hosts = emulatorHosts();
  const { createFirebaseBackend } = await visitorsHalf!();
  stubEmulatorBuild();
  vi.stubGlobal('localStorage', new MemoryStorage());
  seeder ??= createEmulatorSeeder({
    projectId: PROJECT_ID,
    firestoreHost: firestoreHost!,
    authHost: authHost!,
  });
  const operator = seeder;
  await operator.reset(new Date());

  const offices: AdminBackend[] = [];
  // Another client is another backend on the same Firebase app (createFirebaseBackend always
  // uses the default app): what a second view of the admin area in one page is. Its writes race
  // the first client's at the emulator, as two devices' do.
  const open = async () => {
    const backend = createFirebaseBackend({
      firebase: WEB_CONFIG,
      useEmulators: true,
      emulatorHosts: hosts,
      razorpayKeyId: null,
      contact: { endpoint: null },
    });
    const office = await backend.loadAdmin();
    offices.push(office);
    return { backend, office };
  };
  const first = await open();
  return {
    ...first,
    second: open,
    setAdmin: (uid, isAdmin) => operator.update('users', uid, { isAdmin }),
    makeDoorStaff: (uid, doorEventIds) =>
      operator.update('users', uid, { isAdmin: false, role: 'door', doorEventIds }),
    seedRegistrations: async ({ bookings, legacy }) => {
      // As an import leaves them once the search backfill has run (docs/design.md §16.3).
      await operator.putAll(
        'newbookings',
        bookings.map((doc) => ({ id: doc.id, doc: searchableBooking(doc) })),
      );
      await operator.putAll(
        'bookings',
        legacy.map((doc) => ({ id: doc.id, doc: searchableLegacyBooking(doc) })),
      );
    },
    // The key secret the functions emulator verifies with (functions/.secret.local or the env
    // of `npm run test:emulators`).
    signPayment: (providerOrderId, paymentId) => {
      const secret = process.env.RAZORPAY_KEY_SECRET;
      if (!secret) {
        throw new Error('Set RAZORPAY_KEY_SECRET to the key secret the functions emulator uses.');
      }
      return signPayment({ providerOrderId, paymentId }, secret);
    },
    cleanup: async () => {
      for (const office of offices) {
        await office.auth.signOut();
        (office as AdminBackend & { dispose?: () => void }).dispose?.();
      }
      vi.unstubAllGlobals();
    },
  };
}

describe.skipIf(skipReason !== null)(
  skipReason ? `Firebase adapter contract — skipped: ${skipReason}` : 'Firebase adapter contract',
  () => {
    runBackendContract(
      'Firebase adapter (Auth, Firestore and Functions emulators)',
      seed,
      makeHarness,
    );

    // Runs after the contract above (a file's tests run in order), over every query it made.
    it('firestore.indexes.json declares every composite index the adapter’s queries need', () => {
      const declared = (
        JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { indexes: DeclaredIndex[] }
      ).indexes;
      const collections = new Set(recordedQueries.map((shape) => shape.collection));
      // The recording saw the screens' queries (so this cannot pass on an empty log).
      for (const name of ['events', 'newbookings', 'bookings', 'scanLog', 'transactions'])
        expect(collections).toContain(name);
      const needed = new Map(
        recordedQueries
          .flatMap((shape) => requiredIndexes(shape))
          .map((required) => [describeIndex(required), required]),
      );
      const missing = [...needed]
        .filter(([, required]) => !declared.some((index) => serves(index, required)))
        .map(([description]) => description);
      expect(missing).toEqual([]);
      // And none declared for nothing (each costs every write), but the functions' own queries
      // (functions/src/order-queries.ts: orders past their hold or recently closed, refunds due).
      const used = (index: DeclaredIndex) =>
        [...needed.values()].some((required) => serves(index, required)) ||
        index.collectionGroup === 'orders' ||
        index.collectionGroup === 'refunds';
      expect(declared.filter((index) => !used(index))).toEqual([]);
    });
  },
);
