// The Content-Security-Policy a build is served with names exactly the third parties it talks
// to. What those are depends on the build's configuration, so the build (scripts/prerender.mjs)
// sets the configuration-dependent directives in its own copy of firebase.json's hosting,
// written beside its output (scripts/lib/built-hosting.mjs; firebase.json never changes):
//   - always: the site itself and Razorpay Checkout (checkout.js from checkout.razorpay.com, its
//     payment frame on api.razorpay.com, the events it reports to lumberjack.razorpay.com);
//   - with a Firebase config: Auth's REST endpoints (identitytoolkit, securetoken), Firestore,
//     the Cloud Functions origin of the configured region and project, and for Google sign-in
//     the gapi loader (apis.google.com) and the auth domain's /__/auth/iframe;
//   - with a Firebase config and VITE_RECAPTCHA_ENTERPRISE_SITE_KEY (App Check,
//     docs/design.md §16.1): reCAPTCHA Enterprise's script and frame paths and App Check's token exchange. An
//     emulator build attests locally and needs neither;
//   - with VITE_CONTACT_ENDPOINT: that endpoint's origin;
//   - only in an emulator build (VITE_USE_EMULATORS=on, made by `npm run start:firebase`): the
//     local emulators' origins and the test checkout's Razorpay stand-in (docs/design.md §16.5).
//     Such a build never goes into dist/ (vite.config.ts refuses it), and `npm run deploy`
//     refuses a policy that names any of them (scripts/lib/deploy-check.mjs).
// Changing or removing a setting also takes its origins out. Every other directive is written
// by hand in firebase.json and left as it is.

const CSP = 'Content-Security-Policy';

/** Region of the Cloud Functions when VITE_FUNCTIONS_REGION is not set (= DEFAULT_FUNCTIONS_REGION). */
export const DEFAULT_FUNCTIONS_REGION = 'asia-south1';

/** Razorpay Checkout's origins, by directive (its standard web integration). */
export const RAZORPAY_SOURCES = {
  'script-src': ['https://checkout.razorpay.com'],
  'connect-src': ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  'frame-src': ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
};

/**
 * App Check's reCAPTCHA Enterprise provider, by directive: enterprise.js from www.google.com, the
 * code it loads from www.gstatic.com, its invisible frame (on either Google host), and the
 * exchange of its token for an App Check token. Paths, not whole hosts, where the source allows.
 */
export const APP_CHECK_SOURCES = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'connect-src': ['https://content-firebaseappcheck.googleapis.com'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/**
 * Where an emulator build's SDKs connect: the VITE_*_EMULATOR_PORT variables, else firebase.json's
 * ports (src/backend/firebase/emulator-ports.ts reads the same variables in the browser).
 */
export const EMULATOR_PORT_VARIABLES = {
  auth: ['VITE_AUTH_EMULATOR_PORT', 9099],
  firestore: ['VITE_FIRESTORE_EMULATOR_PORT', 8080],
  functions: ['VITE_FUNCTIONS_EMULATOR_PORT', 5001],
};
export const EMULATOR_HOST = '127.0.0.1';

/** The directives this module owns; the rest of the policy is firebase.json's as written. */
export const MANAGED_DIRECTIVES = ['script-src', 'connect-src', 'frame-src'];

/**
 * What the build's environment says about third parties: the contact endpoint, and the Firebase
 * project when the build is a Firebase one (all four required web-config keys set; a half-set
 * config has already failed the build in vite.config.ts).
 * @param {Record<string, string | undefined>} env VITE_* variables as Vite's loadEnv returns them
 */
export function deployTargets(env) {
  const value = (key) => (env[key] ?? '').trim() || null;
  const projectId = value('VITE_FIREBASE_PROJECT_ID');
  const authDomain = value('VITE_FIREBASE_AUTH_DOMAIN');
  const firebaseSet = Boolean(
    projectId && authDomain && value('VITE_FIREBASE_API_KEY') && value('VITE_FIREBASE_APP_ID'),
  );
  const emulators = firebaseSet && value('VITE_USE_EMULATORS') === 'on';
  return {
    contactEndpoint: value('VITE_CONTACT_ENDPOINT'),
    emulators: emulators ? emulatorOrigins(value) : null,
    firebase:
      projectId && authDomain && value('VITE_FIREBASE_API_KEY') && value('VITE_FIREBASE_APP_ID')
        ? {
            projectId,
            authDomain,
            functionsRegion: value('VITE_FUNCTIONS_REGION') ?? DEFAULT_FUNCTIONS_REGION,
            recaptchaEnterprise: !emulators && value('VITE_RECAPTCHA_ENTERPRISE_SITE_KEY') !== null,
          }
        : null,
  };
}

/** The origins an emulator build talks to: each emulator, and the test checkout's stand-in. */
function emulatorOrigins(value) {
  const origins = Object.values(EMULATOR_PORT_VARIABLES).map(
    ([name, port]) => `http://${EMULATOR_HOST}:${value(name) ?? port}`,
  );
  const testCheckout = value('VITE_TEST_CHECKOUT_URL');
  if (testCheckout) origins.push(new URL(testCheckout).origin);
  return origins;
}

/**
 * The third-party sources of each managed directive for a deploy.
 * @param {{ contactEndpoint: string | null, emulators?: string[] | null,
 *           firebase: null | { projectId: string, authDomain: string,
 *           functionsRegion: string, recaptchaEnterprise?: boolean } }} targets
 */
export function thirdPartySources({ contactEndpoint, firebase, emulators = null }) {
  const script = [...RAZORPAY_SOURCES['script-src']];
  const connect = [...RAZORPAY_SOURCES['connect-src']];
  const frame = [...RAZORPAY_SOURCES['frame-src']];
  if (firebase) {
    script.push('https://apis.google.com');
    connect.push(
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      `https://${firebase.functionsRegion}-${firebase.projectId}.cloudfunctions.net`,
    );
    frame.push(`https://${firebase.authDomain}`);
    if (firebase.recaptchaEnterprise) {
      script.push(...APP_CHECK_SOURCES['script-src']);
      connect.push(...APP_CHECK_SOURCES['connect-src']);
      frame.push(...APP_CHECK_SOURCES['frame-src']);
    }
  }
  if (contactEndpoint) connect.push(new URL(contactEndpoint).origin);
  if (emulators) {
    connect.push(...emulators);
    // Google sign-in's frame is the Auth emulator's (listed first) in an emulator build.
    frame.push(emulators[0]);
  }
  return { 'script-src': script, 'connect-src': connect, 'frame-src': frame };
}

/** The CSP header object of a firebase.json `hosting` section. */
function cspHeader(hosting) {
  for (const rule of hosting.headers ?? []) {
    for (const header of rule.headers ?? []) if (header.key === CSP) return header;
  }
  throw new Error("firebase.json's hosting headers have no Content-Security-Policy");
}

/** The policy's sources for one directive ([] when the directive is absent). */
export function directiveSources(policy, name) {
  const directive = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.split(/\s+/)[0] === name);
  return directive ? directive.split(/\s+/).slice(1) : [];
}

/** True when a policy lets the page reach a local emulator: never in a deploy's firebase.json. */
export function allowsEmulators(policy) {
  return connectSources(policy).some((source) =>
    /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(source),
  );
}

/** The policy's connect-src sources. */
export const connectSources = (policy) => directiveSources(policy, 'connect-src');

/** A source that is not a network origin: 'self', 'none', a hash or nonce, a scheme like data:. */
const isKeyword = (source) => source.startsWith("'") || /^[a-z-]+:$/.test(source);

/**
 * `hosting` with its CSP's managed directives set for `targets`: each keeps its keywords and
 * hashes ('self', the inline boot script's 'sha256-…') and gets exactly the deploy's origins.
 * Returns the same object when that is what it already says, else a changed copy.
 */
export function withDeployTargets(hosting, targets) {
  const wanted = thirdPartySources(targets);
  let policy = cspHeader(hosting).value;
  for (const name of MANAGED_DIRECTIVES) {
    const current = directiveSources(policy, name);
    if (current.length === 0) throw new Error(`the Content-Security-Policy has no ${name}`);
    const next = [...current.filter(isKeyword), ...wanted[name]];
    policy = policy.replace(
      new RegExp(`(^|;\\s*)${name} [^;]*`),
      (_, lead) => `${lead}${name} ${next.join(' ')}`,
    );
  }
  if (policy === cspHeader(hosting).value) return hosting;
  const copy = structuredClone(hosting);
  cspHeader(copy).value = policy;
  return copy;
}
