import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FUNCTIONS_REGION as FUNCTIONS_DEFAULT } from '@/backend/firebase-common/callables';
import {
  APP_CHECK_SOURCES,
  DEFAULT_FUNCTIONS_REGION,
  RAZORPAY_SOURCES,
  allowsEmulators,
  connectSources,
  deployTargets,
  directiveSources,
  thirdPartySources,
  withDeployTargets,
} from '../../../scripts/lib/hosting-csp.mjs';

interface Hosting {
  headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
}

const hosting = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: Hosting }).hosting;
const policyOf = (h: Hosting) =>
  h.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
const policy = policyOf(hosting);
// The boot script's, and the end of the body's that waits for the stylesheet (docs/design.md §10.4).
const inlineHashes = directiveSources(policy, 'script-src').filter((s) => s.startsWith("'sha256-"));

const FIREBASE_ENV = {
  VITE_FIREBASE_API_KEY: 'AIzaSy-test',
  VITE_FIREBASE_AUTH_DOMAIN: 'sangeet-live.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'sangeet-live',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
};

describe('the committed Content-Security-Policy (a demo build: no Firebase, no contact endpoint)', () => {
  it('is what the build writes for that configuration', () => {
    expect(withDeployTargets(hosting, deployTargets({}))).toBe(hosting);
  });

  it('allows the site, its two inline scripts and Razorpay Checkout, and nothing by wildcard', () => {
    expect(inlineHashes).toHaveLength(2);
    expect(directiveSources(policy, 'script-src')).toEqual([
      "'self'",
      // The door's QR decoder is WebAssembly from the site's own asset: this allows compiling
      // WebAssembly only, not eval() of JavaScript (docs/design.md §5.6).
      "'wasm-unsafe-eval'",
      ...inlineHashes,
      'https://checkout.razorpay.com',
    ]);
    expect(connectSources(policy)).toEqual([
      "'self'",
      'https://api.razorpay.com',
      'https://lumberjack.razorpay.com',
    ]);
    expect(directiveSources(policy, 'frame-src')).toEqual([
      'https://api.razorpay.com',
      'https://checkout.razorpay.com',
    ]);
    for (const name of ['script-src', 'connect-src', 'frame-src', 'default-src', 'style-src']) {
      expect(directiveSources(policy, name).join(' '), name).not.toContain('*');
    }
  });

  it('refuses plugins, framing by others, foreign <base> and form targets', () => {
    expect(directiveSources(policy, 'object-src')).toEqual(["'none'"]);
    expect(directiveSources(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directiveSources(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directiveSources(policy, 'form-action')).toEqual(["'self'"]);
  });
});

describe('a Firebase build', () => {
  it('allows exactly Auth, Firestore, its Functions origin and the Google sign-in popup', () => {
    const built = policyOf(withDeployTargets(hosting, deployTargets(FIREBASE_ENV)));
    expect(connectSources(built)).toEqual([
      "'self'",
      ...RAZORPAY_SOURCES['connect-src'],
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://asia-south1-sangeet-live.cloudfunctions.net',
    ]);
    expect(directiveSources(built, 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...inlineHashes,
      'https://checkout.razorpay.com',
      'https://apis.google.com',
    ]);
    expect(directiveSources(built, 'frame-src')).toEqual([
      ...RAZORPAY_SOURCES['frame-src'],
      'https://sangeet-live.firebaseapp.com',
    ]);
    // Nothing else in the policy moves.
    const unmanaged = (p: string) =>
      p
        .split(';')
        .map((part) => part.trim())
        .filter((part) => !/^(script|connect|frame)-src /.test(part));
    expect(unmanaged(built)).toEqual(unmanaged(policy));
  });

  it('adds exactly reCAPTCHA Enterprise and App Check’s token exchange with a site key, and takes them out without', () => {
    const withKey = { ...FIREBASE_ENV, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6Lc-test' };
    const plain = policyOf(withDeployTargets(hosting, deployTargets(FIREBASE_ENV)));
    const keyed = withDeployTargets(hosting, deployTargets(withKey));
    for (const name of ['script-src', 'connect-src', 'frame-src'] as const) {
      expect(directiveSources(policyOf(keyed), name)).toEqual([
        ...directiveSources(plain, name),
        ...APP_CHECK_SOURCES[name],
      ]);
    }
    expect(APP_CHECK_SOURCES).toEqual({
      'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      'connect-src': ['https://content-firebaseappcheck.googleapis.com'],
      'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    });
    expect(policyOf(withDeployTargets(keyed, deployTargets(FIREBASE_ENV)))).toBe(plain);
    // An emulator build attests locally: no Google host is let in.
    const emulated = deployTargets({ ...withKey, VITE_USE_EMULATORS: 'on' });
    expect(thirdPartySources(emulated)['script-src'].some((s) => s.includes('recaptcha'))).toBe(
      false,
    );
  });

  it('follows VITE_FUNCTIONS_REGION, defaulting to the functions’ own default region', () => {
    expect(DEFAULT_FUNCTIONS_REGION).toBe(FUNCTIONS_DEFAULT);
    const mumbai = deployTargets(FIREBASE_ENV);
    expect(mumbai.firebase?.functionsRegion).toBe('asia-south1');
    const delhi = deployTargets({ ...FIREBASE_ENV, VITE_FUNCTIONS_REGION: 'asia-south2' });
    const sources = connectSources(policyOf(withDeployTargets(hosting, delhi)));
    expect(sources).toContain('https://asia-south2-sangeet-live.cloudfunctions.net');
    expect(sources.filter((s) => s.includes('cloudfunctions'))).toHaveLength(1);
  });

  it('goes back to the demo policy when the Firebase config is removed', () => {
    const firebase = withDeployTargets(hosting, deployTargets(FIREBASE_ENV));
    expect(policyOf(withDeployTargets(firebase, deployTargets({})))).toBe(policy);
  });

  it('treats a half-set config as no Firebase project (the build itself refuses it)', () => {
    expect(deployTargets({ VITE_FIREBASE_PROJECT_ID: 'x' }).firebase).toBeNull();
  });
});

describe('an emulator build (`npm run start:firebase`, docs/design.md §16.5)', () => {
  const EMULATOR_ENV = { ...FIREBASE_ENV, VITE_USE_EMULATORS: 'on' };

  it('allows the emulators on firebase.json’s ports, or the ports it was built for', () => {
    const fixed = connectSources(policyOf(withDeployTargets(hosting, deployTargets(EMULATOR_ENV))));
    expect(fixed.filter((source) => source.startsWith('http://'))).toEqual([
      'http://127.0.0.1:9099',
      'http://127.0.0.1:8080',
      'http://127.0.0.1:5001',
    ]);
    const free = deployTargets({
      ...EMULATOR_ENV,
      VITE_AUTH_EMULATOR_PORT: '41001',
      VITE_FIRESTORE_EMULATOR_PORT: '41002',
      VITE_FUNCTIONS_EMULATOR_PORT: '41003',
      VITE_TEST_CHECKOUT_URL: 'http://127.0.0.1:41004',
    });
    const sources = connectSources(policyOf(withDeployTargets(hosting, free)));
    expect(sources.filter((source) => source.startsWith('http://'))).toEqual([
      'http://127.0.0.1:41001',
      'http://127.0.0.1:41002',
      'http://127.0.0.1:41003',
      'http://127.0.0.1:41004',
    ]);
  });

  it('frames the Auth emulator, where Google sign-in’s frame comes from (docs/design.md §6.2)', () => {
    const frames = (env: Record<string, string>) =>
      directiveSources(policyOf(withDeployTargets(hosting, deployTargets(env))), 'frame-src');
    expect(frames(EMULATOR_ENV).filter((source) => source.startsWith('http://'))).toEqual([
      'http://127.0.0.1:9099',
    ]);
    const free = { ...EMULATOR_ENV, VITE_AUTH_EMULATOR_PORT: '41001' };
    expect(frames(free).filter((source) => source.startsWith('http://'))).toEqual([
      'http://127.0.0.1:41001',
    ]);
    expect(frames(FIREBASE_ENV).filter((source) => source.startsWith('http://'))).toEqual([]);
  });

  it('is told apart from a deploy’s policy, which never allows an emulator', () => {
    expect(allowsEmulators(policyOf(withDeployTargets(hosting, deployTargets(EMULATOR_ENV))))).toBe(
      true,
    );
    expect(allowsEmulators(policyOf(withDeployTargets(hosting, deployTargets(FIREBASE_ENV))))).toBe(
      false,
    );
    expect(allowsEmulators(policy)).toBe(false);
  });

  it('needs a Firebase config: VITE_USE_EMULATORS alone changes nothing', () => {
    expect(deployTargets({ VITE_USE_EMULATORS: 'on' }).emulators).toBeNull();
    expect(withDeployTargets(hosting, deployTargets({ VITE_USE_EMULATORS: 'on' }))).toBe(hosting);
  });
});

describe('the contact endpoint', () => {
  it('takes an old endpoint out when the endpoint changes or goes', () => {
    const old = withDeployTargets(hosting, {
      contactEndpoint: 'https://old.example.com/hook',
      firebase: null,
    });
    const moved = withDeployTargets(old, {
      contactEndpoint: 'https://new.example.com/hook',
      firebase: null,
    });
    expect(connectSources(policyOf(moved))).toEqual([
      ...connectSources(policy),
      'https://new.example.com',
    ]);
    expect(policyOf(withDeployTargets(old, { contactEndpoint: null, firebase: null }))).toBe(
      policy,
    );
  });

  it.each([
    ['https://v1.nocodeapi.com/acme/google_sheets/abc', 'https://v1.nocodeapi.com'],
    ['https://sheets.example.org:8443/hook?x=1', 'https://sheets.example.org:8443'],
  ])('allows the origin of %s and nothing else new', (endpoint, origin) => {
    const after = policyOf(
      withDeployTargets(hosting, deployTargets({ VITE_CONTACT_ENDPOINT: endpoint })),
    );
    expect(connectSources(after)).toEqual([...connectSources(policy), origin]);
    expect(after.replace(` ${origin}`, '')).toBe(policy);
    // firebase.json's object is not changed in place.
    expect(policyOf(hosting)).toBe(policy);
  });
});

describe('the other security headers', () => {
  const header = (key: string) =>
    hosting.headers.flatMap((rule) => rule.headers).find((h) => h.key === key)?.value;

  it('HSTS for a year, nosniff, a referrer policy, and the camera for this site only', () => {
    expect(header('Strict-Transport-Security')).toMatch(/^max-age=31536000; includeSubDomains/);
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    const permissions = header('Permissions-Policy') ?? '';
    expect(permissions).toMatch(/(^|, )camera=\(self\)(,|$)/);
    expect(permissions).toMatch(/(^|, )microphone=\(\)(,|$)/);
    expect(permissions).toMatch(/(^|, )geolocation=\(\)(,|$)/);
  });
});
