/** Defined by vite.config.ts (and vitest.config.ts) from the env, with readBackendConfig. */
declare const __BACKEND_KIND__: 'demo' | 'firebase';
