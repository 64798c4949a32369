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
      /** reCAPTCHA Enterprise site key (public) of App Check; unused by an emulator build. */
      recaptchaEnterpriseSiteKey: string | null;
    };

const FIREBASE_REQUIRED = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

/**
 * Which backend runs: Firebase when every required key is set, the demo when none is. The build
 * decides with it (vite.config.ts defines __BACKEND_KIND__) and the Firebase adapter reads its
 * web config with it in its own chunk, so the pages that need neither never carry it. A half-set
 * config is a mistake that would otherwise fall back to demo data in production: it throws.
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
    useEmulators: text(env, 'VITE_USE_EMULATORS') === 'on',
    razorpayKeyId: text(env, 'VITE_RAZORPAY_KEY_ID'),
    recaptchaEnterpriseSiteKey: text(env, 'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY'),
  };
}
