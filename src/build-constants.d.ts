/** Defined by vite.config.ts (and vitest.config.ts) from the env, with readBackendConfig. */
declare const __BACKEND_KIND__: 'demo' | 'firebase';
/**
 * True only in a Firebase build with VITE_USE_EMULATORS=on (vite.config.ts): the test checkout
 * (src/backend/firebase/emulator/) is referenced behind it, so no other build contains it.
 */
declare const __FIREBASE_EMULATORS__: boolean;
