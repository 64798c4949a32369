import type { FirebaseApp } from 'firebase/app';
import { emulatorAppCheckToken } from '../firebase-common/emulator-app-check-token';

export interface AppCheckSetup {
  /** VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: the production provider's site key. */
  recaptchaEnterpriseSiteKey: string | null;
  /** An emulator build attests with a local token the Functions emulator accepts unverified. */
  useEmulators: boolean;
}

/**
 * docs/design.md §16.1: App Check, started on the first call of a callable (a visitor starting a
 * checkout or sending a message), never at load: firebase/app-check and the reCAPTCHA Enterprise
 * script it fetches stay out of the first paint. Once started, the functions SDK puts a token on
 * every call. Answers a function that waits until it has started; a failed start is tried again
 * on the next call.
 */
export function lazyAppCheck(app: FirebaseApp, setup: AppCheckSetup): () => Promise<void> {
  let started: Promise<void> | null = null;
  const start = async (): Promise<void> => {
    const { CustomProvider, ReCaptchaEnterpriseProvider, initializeAppCheck } =
      await import('firebase/app-check');
    const appId = app.options.appId ?? '';
    const provider = setup.useEmulators
      ? new CustomProvider({ getToken: async () => emulatorAppCheckToken(appId, new Date()) })
      : setup.recaptchaEnterpriseSiteKey
        ? new ReCaptchaEnterpriseProvider(setup.recaptchaEnterpriseSiteKey)
        : null;
    // Without a key the calls go without a token and the deployed functions refuse them: the
    // build's configuration is incomplete (.env.example), which no fallback here would hide.
    if (provider) initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
  };
  return () => {
    started ??= start().catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  };
}
