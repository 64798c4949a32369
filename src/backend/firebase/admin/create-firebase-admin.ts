import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import {
  doc,
  getFirestore,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { readBackendConfig } from '@/config/read-backend-config';
import { readConfig, type Env } from '@/config/read-config';
import { ticketMailSettings } from '@/config/ticket-mail';
import { DOOR_ANSWER_LIMIT_MS } from '@/domain/offline-door';
import { cryptoRandomBytes, type RandomBytes } from '@/domain/random-bytes';
import { answerWithin } from '@/lib/answer-within';
import { GOOGLE_LOCAL_STACK_NOTE } from '@/domain/sign-in';
import type { AdminBackend } from '../../admin-backend';
import { browserFailureLog, type SignInFailureLog } from '../../sign-in-lockout';
import { adminWrites } from '../../admin-writes';
import { createWebStore } from '../web-store';
import { createFirebaseAuth } from './auth';
import { indexedDbAdmissionQueue, type AdmissionQueue } from './admission-queue';
import { createCheckInReads } from './check-in';
import { alwaysOnline, browserConnectivity, doorNetwork, type Connectivity } from './connectivity';
import { createOfflineDoor, SYNC_RETRY_MS } from './offline-door';
import { isUnreachable, readDocFromServer } from './read-docs';
import { createMailApi } from './mail';
import { createRefundsApi } from './refunds';
import { createContactMessagesApi } from './contact-messages';
import type { CurrentActor, FirebaseAdminContext } from './context';
import { connectEmulators, LOCAL_EMULATORS, type EmulatorHosts } from './emulators';
import { createAdminEventsReads } from './events';
import { createPromoCodesReads } from './promo-codes';
import { createRegistrationsApi } from './registrations';
import { createStatsApi } from './stats';
import { firestoreUserRecords } from './user-records';
import { createTeamApi } from './team';
import { createTransactionsApi, createWalletReads, userIdByEmail } from './wallet';
import type { CallFunction } from '../call-function';

const noCallables: CallFunction = () =>
  Promise.reject(new Error('This admin half was made without the functions.'));

export interface FirebaseAdminOptions {
  /**
   * Where the emulators are, or null for the real services. By default the build's
   * VITE_USE_EMULATORS decides (the ports of firebase.json).
   */
  emulators?: EmulatorHosts | null;
  /** Failed password sign-ins; localStorage by default (tests give each case its own). */
  failures?: SignInFailureLog;
  now?: () => Date;
  random?: RandomBytes;
  /**
   * The offline door's queue and network (docs/design.md §5.7). By default IndexedDB and the
   * browser's; where there is no IndexedDB (Node, the contract suite) the door has no offline half.
   */
  offline?: { queue: AdmissionQueue; connectivity: Connectivity } | null;
  /**
   * The visitors' half's callables, for the team functions (docs/design.md §6.1); without it
   * (the contract suite) the team cannot be changed from this half.
   */
  callFunction?: CallFunction;
}

const hasIndexedDb = () => typeof indexedDB !== 'undefined';
/** A public document nobody writes, read to learn whether the server can be reached. */
const REACHABILITY_PROBE_ID = 'reachability-probe';

/**
 * Firestore with its cache in IndexedDB, so the door's copy of its list (docs/design.md §5.7)
 * and what the admin area last read survive losing the network and a reload. Where there is no
 * IndexedDB, or this app's Firestore was started already (a second admin half in one page), the
 * plain one.
 */
function adminFirestore(app: FirebaseApp): Firestore {
  if (!hasIndexedDb()) return getFirestore(app);
  try {
    return initializeFirestore(app, {
      localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
    });
  } catch {
    return getFirestore(app);
  }
}

/**
 * Auth as getAuth makes it in a browser, but without its popup resolver: getAuth's starts Google's
 * sign-in loader (apis.google.com) at once on phones, on every admin page. The resolver is given
 * to the Google sign-in itself instead (auth.ts), so the loader comes when the button is pressed
 * (docs/design.md §6.2). Outside a browser, and for a second admin half in one page, getAuth.
 */
function adminAuth(app: FirebaseApp): Auth {
  if (!hasIndexedDb()) return getAuth(app);
  try {
    return initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
  } catch {
    return getAuth(app);
  }
}

function emulatorsFromBuild(): EmulatorHosts | null {
  const backend = readBackendConfig(import.meta.env as Env);
  return backend.kind === 'firebase' && backend.useEmulators ? LOCAL_EMULATORS : null;
}

/**
 * The organisers' half of the Firebase adapter (docs/design.md §16.1, §6.1), in the admin area's
 * own chunk: the full Firestore and Auth SDKs load only with it. Reads are queries of
 * docs/product-spec.md §7's shape; writes run the engine's flows on the web store, in Firestore
 * transactions, as the signed-in organiser, so the security rules judge exactly what each flow
 * writes. A remembered session is settled before it resolves.
 */
export async function createFirebaseAdmin(
  app: FirebaseApp,
  options: FirebaseAdminOptions = {},
): Promise<AdminBackend & { dispose(): void }> {
  const auth = adminAuth(app);
  const db = adminFirestore(app);
  const emulators = options.emulators === undefined ? emulatorsFromBuild() : options.emulators;
  if (emulators) connectEmulators(auth, db, emulators);

  const offlineWiring =
    options.offline === undefined
      ? hasIndexedDb()
        ? { queue: indexedDbAdmissionQueue(), connectivity: browserConnectivity }
        : null
      : options.offline;
  // Any answer from the server, even "no such event", shows it can be reached again; none in
  // time (a network that hangs) shows it cannot.
  const network = doorNetwork(
    offlineWiring?.connectivity ?? alwaysOnline,
    () =>
      answerWithin(
        readDocFromServer('events', doc(db, 'events', REACHABILITY_PROBE_ID)),
        DOOR_ANSWER_LIMIT_MS,
      ).then(
        (answer) => answer.answered,
        (error: unknown) => !isUnreachable(error),
      ),
    SYNC_RETRY_MS,
  );
  const now = options.now ?? (() => new Date());
  const session = createFirebaseAuth({
    auth,
    records: firestoreUserRecords(db, network),
    googleNote: emulators ? GOOGLE_LOCAL_STACK_NOTE : null,
    failures:
      options.failures ?? browserFailureLog((email) => `sangeet-vibes:sign-in-failures:${email}`),
    now,
    ...(options.callFunction
      ? {
          claimTeamAccess: async () => {
            await options.callFunction?.('claimTeamAccess', {});
          },
        }
      : {}),
  });
  await session.ready();
  const actor: CurrentActor = () => {
    const user = session.currentUser();
    return user ? { uid: user.uid } : null;
  };
  const ctx: FirebaseAdminContext = {
    db,
    env: {
      store: createWebStore(db),
      now,
      random: options.random ?? cryptoRandomBytes,
      // Organisers' flows never fulfil an order, but the engine's env always carries it.
      ticketMail: ticketMailSettings(readConfig(import.meta.env as Env).siteUrl),
    },
    actor,
    network,
  };
  const writes = adminWrites({ env: ctx.env, actor, findUserId: userIdByEmail(ctx) });
  const offline = offlineWiring
    ? createOfflineDoor({
        ctx,
        queue: offlineWiring.queue,
        connectivity: network,
        currentEmail: () => session.currentUser()?.email ?? null,
        onSignIn: (listener) =>
          session.onAuthStateChanged((user) => {
            if (user) listener();
          }),
      })
    : undefined;
  return {
    auth: session,
    events: { ...createAdminEventsReads(ctx), ...writes.events },
    checkIn: { ...createCheckInReads(ctx), ...writes.checkIn, ...(offline ? { offline } : {}) },
    promoCodes: { ...createPromoCodesReads(ctx), ...writes.promoCodes },
    registrations: createRegistrationsApi(ctx),
    wallet: { ...createWalletReads(ctx), ...writes.wallet },
    transactions: createTransactionsApi(ctx),
    stats: createStatsApi(ctx),
    contactMessages: createContactMessagesApi(ctx),
    mail: createMailApi(ctx),
    refunds: createRefundsApi(ctx),
    team: createTeamApi(ctx, options.callFunction ?? noCallables),
    dispose: () => {
      offline?.dispose();
      session.dispose();
      network.dispose();
    },
  };
}
