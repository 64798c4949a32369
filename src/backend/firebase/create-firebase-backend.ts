import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { config } from '@/config/env';
import { readBackendConfig, type FirebaseWebConfig } from '@/config/read-backend-config';
import { text, type Env } from '@/config/read-config';
import type { AdminBackend } from '../admin-backend';
import type { PaymentsGateway, PublicBackend } from '../backend';
import type { ContactTransport } from '../contact/send-contact-message';
import { DEFAULT_FUNCTIONS_REGION } from '../firebase-common/callables';
import { lazyAppCheck } from './app-check';
import { createCallFunction } from './call-function';
import { createCheckoutApi } from './checkout';
import { createContactApi } from './contact';
import { createTestCheckoutGateway } from './emulator/test-checkout';
import { keepContactMessagesVia } from './contact-writes';
import { emulatorHostsFromEnv, LOCAL_EMULATOR_HOSTS, type EmulatorHosts } from './emulator-ports';
import { createLiteReads } from './lite-reads';
import { loadFirebaseAdmin } from './load-firebase-admin';
import { createPublicEventsApi } from './public-events';
import { createRazorpayGateway } from './razorpay-gateway';
import { createTicketsApi } from './tickets';

export interface FirebaseBackendOptions {
  firebase: FirebaseWebConfig;
  /** VITE_USE_EMULATORS=on: Firestore and Functions on the local emulators (emulator-ports.ts). */
  useEmulators: boolean;
  /**
   * Where the emulators answer when useEmulators is on: firebase.json's ports by default; a test
   * harness that started them on free ports says which. Both halves connect there.
   */
  emulatorHosts?: EmulatorHosts;
  /** VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: App Check's provider outside the emulators. */
  recaptchaEnterpriseSiteKey?: string | null;
  /** VITE_RAZORPAY_KEY_ID, for an order whose answer names no key. */
  razorpayKeyId: string | null;
  /** Razorpay Checkout unless given another (the emulator build's test checkout). */
  payments?: PaymentsGateway;
  /** Where the callables run; the functions' own default unless the deploy moved them. */
  functionsRegion?: string;
  /** The spreadsheet endpoint contact messages are also posted to. */
  contact: ContactTransport;
  now?: () => Date;
}

/**
 * The Firebase web adapter, visitors' half (docs/design.md §16.1): the smallest SDKs that
 * serve the public pages — firebase/app, firestore/lite for `get`s and the event query,
 * functions for the checkout's callables — and none of Auth or the full Firestore, which load
 * with the organisers' half (loadAdmin) in a chunk of their own.
 */
export function createFirebaseBackend(options: FirebaseBackendOptions): PublicBackend {
  const app: FirebaseApp = initializeApp({
    apiKey: options.firebase.apiKey,
    authDomain: options.firebase.authDomain,
    projectId: options.firebase.projectId,
    appId: options.firebase.appId,
    ...(options.firebase.storageBucket ? { storageBucket: options.firebase.storageBucket } : {}),
    ...(options.firebase.messagingSenderId
      ? { messagingSenderId: options.firebase.messagingSenderId }
      : {}),
  });
  const db = getFirestore(app);
  const functions = getFunctions(app, options.functionsRegion ?? DEFAULT_FUNCTIONS_REGION);
  const emulators = options.useEmulators ? (options.emulatorHosts ?? LOCAL_EMULATOR_HOSTS) : null;
  if (emulators) {
    connectFirestoreEmulator(db, emulators.host, emulators.firestorePort);
    connectFunctionsEmulator(functions, emulators.host, emulators.functionsPort);
  }

  const startAppCheck = lazyAppCheck(app, {
    recaptchaEnterpriseSiteKey: options.recaptchaEnterpriseSiteKey ?? null,
    useEmulators: emulators !== null,
  });
  const callFunction = createCallFunction(functions, startAppCheck);
  const now = options.now ?? (() => new Date());
  const reads = createLiteReads(db);
  let admin: Promise<AdminBackend> | null = null;
  return {
    mode: 'firebase',
    events: createPublicEventsApi(reads, now),
    checkout: createCheckoutApi(reads, callFunction, now),
    payments: options.payments ?? createRazorpayGateway({ keyId: options.razorpayKeyId }),
    tickets: createTicketsApi(reads),
    contact: createContactApi(keepContactMessagesVia(callFunction), options.contact),
    loadAdmin() {
      admin ??= loadFirebaseAdmin(app, emulators, callFunction).catch((error: unknown) => {
        // A failed load (a dropped connection) may be retried from the sign-in page.
        admin = null;
        throw error;
      });
      return admin;
    },
  };
}

/**
 * The adapter as this build configures it (VITE_FIREBASE_*, VITE_USE_EMULATORS,
 * VITE_RAZORPAY_KEY_ID, VITE_CONTACT_ENDPOINT), read here in the adapter's own chunk.
 */
export function createConfiguredFirebaseBackend(): PublicBackend {
  const env = import.meta.env as Env;
  const backend = readBackendConfig(env);
  if (backend.kind !== 'firebase')
    throw new Error('The Firebase adapter was loaded without a Firebase config (VITE_FIREBASE_*).');
  return createFirebaseBackend({
    firebase: backend.firebase,
    useEmulators: backend.useEmulators,
    emulatorHosts: emulatorHostsFromEnv(env),
    razorpayKeyId: backend.razorpayKeyId,
    recaptchaEnterpriseSiteKey: backend.recaptchaEnterpriseSiteKey,
    // Only an emulator build (a build-time constant, so no other build contains the module):
    // Pay opens the test checkout on the local Razorpay stand-in (docs/design.md §16.5).
    ...(__FIREBASE_EMULATORS__
      ? {
          payments: createTestCheckoutGateway({
            standInUrl: text(env, 'VITE_TEST_CHECKOUT_URL') ?? '',
            keyId: backend.razorpayKeyId,
          }),
        }
      : {}),
    contact: { endpoint: config.contactEndpoint },
  });
}
