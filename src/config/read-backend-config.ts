import { text, type Env } from './read-config.ts';

/** The Firebase web app's public config (it identifies the project; it is not a secret). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  storageBucket: string | null;
  messagingSenderId: string | null;
}

export type BackendConfig =
  | { kind: 'demo' }
  | {
      kind: 'firebase';
      firebase: FirebaseWebConfig;
      /** VITE_USE_EMULATORS=on: Auth, Firestore and Functions on the local emulators. */
      useEmulators: boolean;
      /** Razorpay key id (public); the secret lives only in Cloud Functions. */
      razorpayKeyId: string | null;
      /**
       * reCAPTCHA Enterprise site key (public) of App Check: required outside the emulators
       * (every Cloud Function refuses a call without an App Check token); an emulator build
       * attests locally and needs none.
       */
      recaptchaEnterpriseSiteKey: string | null;
    };

const FIREBASE_REQUIRED = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

/** App Check's site key (docs/design.md §16.1). */
export const APP_CHECK_KEY = 'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY';

/** What a build for the real project (not the emulators) cannot go without. */
export const PRODUCTION_FIREBASE_KEYS = [...FIREBASE_REQUIRED, APP_CHECK_KEY] as const;

/**
 * Which backend runs: Firebase when every required key is set, the demo when none is. The build
 * decides with it (vite.config.ts defines __BACKEND_KIND__) and the Firebase adapter reads its
 * web config with it in its own chunk, so the pages that need neither never carry it. A half-set
 * config is a mistake that would otherwise fall back to demo data in production: it throws. So
 * does a Firebase config for the real project without App Check's site key: every callable
 * enforces App Check, so that site would refuse every order and every message.
 */
export function readBackendConfig(env: Env): BackendConfig {
  const present = FIREBASE_REQUIRED.filter((key) => text(env, key) !== null);
  if (present.length === 0) return { kind: 'demo' };
  const missing = FIREBASE_REQUIRED.filter((key) => text(env, key) === null);
  if (missing.length > 0) {
    throw new Error(
      `Firebase config is incomplete: set ${missing.join(', ')} (or none of them for the demo)`,
    );
  }
  const useEmulators = text(env, 'VITE_USE_EMULATORS') === 'on';
  const recaptchaEnterpriseSiteKey = text(env, APP_CHECK_KEY);
  if (!useEmulators && recaptchaEnterpriseSiteKey === null) {
    throw new Error(
      `Firebase config is incomplete: set ${APP_CHECK_KEY}, the reCAPTCHA Enterprise site key ` +
        'of the web app registered in App Check (every Cloud Function refuses calls without it)',
    );
  }
  const value = (key: string) => text(env, key) as string;
  return {
    kind: 'firebase',
    firebase: {
      apiKey: value('VITE_FIREBASE_API_KEY'),
      authDomain: value('VITE_FIREBASE_AUTH_DOMAIN'),
      projectId: value('VITE_FIREBASE_PROJECT_ID'),
      appId: value('VITE_FIREBASE_APP_ID'),
      storageBucket: text(env, 'VITE_FIREBASE_STORAGE_BUCKET'),
      messagingSenderId: text(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
    },
    useEmulators,
    razorpayKeyId: text(env, 'VITE_RAZORPAY_KEY_ID'),
    recaptchaEnterpriseSiteKey,
  };
}
