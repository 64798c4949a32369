import { execFileSync } from 'node:child_process';
import { builtinModules, createRequire } from 'node:module';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLABLE,
  DEFAULT_FUNCTIONS_REGION,
  ORDER_TIMEOUT_SECONDS,
  RECONCILE_FUNCTION,
  SETTLE_TIMEOUT_SECONDS,
  WEBHOOK_FUNCTION,
} from '@/backend/firebase-common/callables';
import { ORDER_RETRY_POLICY, SETTLE_RETRY_POLICY } from '@/engine/retry-on-contention';
import { signWebhook } from '@/domain/payment-signature';
import { emulatorAppCheckToken } from '@/backend/firebase-common/emulator-app-check-token';
import { RAZORPAY_TIMEOUT_MS } from '../../functions/src/razorpay-api';
import { startFunctionsEmulator, type RunningEmulator } from './support/functions-emulator';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bundlePath = join(root, 'functions', 'lib', 'index.js');

interface Metafile {
  inputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
}

let bundle = '';
let meta: Metafile;

beforeAll(() => {
  // What `npm run build:functions` runs (and firebase.json's predeploy).
  execFileSync(process.execPath, [join(root, 'scripts', 'build-functions.mjs')], {
    cwd: root,
    stdio: 'pipe',
    timeout: 60_000,
  });
  bundle = readFileSync(bundlePath, 'utf8');
  meta = JSON.parse(readFileSync(join(root, 'functions', 'lib', 'meta.json'), 'utf8')) as Metafile;
}, 90_000);

const ownSources = () => Object.keys(meta.inputs).filter((path) => !path.includes('node_modules'));

/** The rules that must exist once, in src/domain and src/engine, and nowhere in functions/src. */
const RULE_MODULES = [
  'src/domain/pricing.ts',
  'src/domain/prices.ts',
  'src/domain/coupons.ts',
  'src/domain/seats.ts',
  'src/domain/fulfilment.ts',
  'src/domain/quantities.ts',
  'src/domain/visitor-holds.ts',
];

/** What the site's App Check sends, in the emulators' shape (it verifies no signature). */
function appCheckHeader(): Record<string, string> {
  return { 'X-Firebase-AppCheck': emulatorAppCheckToken('1:1:web:1', new Date()).token };
}

describe('npm run build:functions', () => {
  it('writes functions/lib/index.js, the file functions/package.json names as main', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'functions', 'package.json'), 'utf8')) as {
      main: string;
      engines: { node: string };
      dependencies: Record<string, string>;
    };
    expect(pkg.main).toBe('lib/index.js');
    expect(pkg.engines.node).toBe('22');
    expect(Object.keys(pkg.dependencies).sort()).toEqual([
      'firebase-admin',
      'firebase-functions',
      'razorpay',
    ]);
    expect(statSync(bundlePath).size).toBeGreaterThan(10_000);
  });

  it('leaves out only the SDKs functions/package.json installs (and Node built-ins)', () => {
    const required = [...bundle.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1] ?? '');
    const allowed = (name: string) =>
      /^(firebase-admin|firebase-functions|razorpay)(\/|$)/.test(name) ||
      name.startsWith('node:') ||
      builtinModules.includes(name);
    expect(required.length).toBeGreaterThan(0);
    expect(required.filter((name) => !allowed(name))).toEqual([]);
  });

  it('bundles the engine and the domain rules themselves, not a copy of them', () => {
    const sources = ownSources();
    for (const module of [
      ...RULE_MODULES,
      'src/engine/flows/create-order.ts',
      'src/engine/flows/fulfil-order.ts',
    ]) {
      expect(sources).toContain(module);
    }
    // Outside src/domain and src/engine, the bundle holds only the functions' own wiring, the
    // SDK-free contract, codec and port mappings shared with the web adapter, the checkout
    // writes shared with the demo, and the site facts
    // the ticket e-mail prints (pure data; no environment read): no UI, no demo adapter.
    const SHARED = new Set([
      'src/backend/checkout-writes.ts',
      'src/backend/port-inputs.ts',
      'src/config/site.ts',
      'src/config/ticket-mail.ts',
    ]);
    const elsewhere = sources.filter(
      (path) =>
        !/^src\/(domain|engine)\//.test(path) &&
        !/^functions\/src\//.test(path) &&
        !/^src\/backend\/firebase-common\//.test(path) &&
        !SHARED.has(path),
    );
    expect(elsewhere).toEqual([]);
  });

  it('keeps pricing, coupon, capacity and fulfil rules out of functions/src', () => {
    const functionFiles = ownSources().filter((path) => path.startsWith('functions/src/'));
    expect(functionFiles.length).toBeGreaterThan(5);
    for (const file of functionFiles) {
      // The handlers reach the rules only through the engine's flows...
      const imported = meta.inputs[file]?.imports.map((entry) => entry.path) ?? [];
      expect(imported.filter((path) => RULE_MODULES.includes(path))).toEqual([]);
      // ...and compute no price or seat count of their own.
      const source = readFileSync(join(root, file), 'utf8');
      expect(source).not.toMatch(/\b(499|1212)\b|discountPercentage|\.capacity\b|usedBy|subtotal/);
    }
  });

  it('exports the functions the web adapter and Razorpay call, with their triggers and secrets', () => {
    const loaded = createRequire(import.meta.url)(bundlePath) as Record<
      string,
      { __endpoint: Record<string, unknown> }
    >;
    expect(Object.keys(loaded).sort()).toEqual(
      [...Object.values(CALLABLE), WEBHOOK_FUNCTION, RECONCILE_FUNCTION].sort(),
    );
    const secretsOf = (name: string) =>
      ((loaded[name]?.__endpoint['secretEnvironmentVariables'] ?? []) as { key: string }[])
        .map((secret) => secret.key)
        .sort();
    for (const name of Object.values(CALLABLE)) {
      expect(loaded[name]?.__endpoint).toHaveProperty('callableTrigger');
    }
    expect(secretsOf(CALLABLE.createOrder)).toEqual(['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET']);
    expect(secretsOf(CALLABLE.confirmPayment)).toEqual(['RAZORPAY_KEY_SECRET']);
    expect(secretsOf(CALLABLE.abandonOrder)).toEqual([]);
    expect(secretsOf(CALLABLE.sendContactMessage)).toEqual([]);
    expect(loaded[WEBHOOK_FUNCTION]?.__endpoint['httpsTrigger']).toEqual({ invoker: ['public'] });
    expect(secretsOf(WEBHOOK_FUNCTION)).toEqual(['RAZORPAY_WEBHOOK_SECRET']);
    expect(loaded[RECONCILE_FUNCTION]?.__endpoint['scheduleTrigger']).toMatchObject({
      schedule: 'every 10 minutes',
    });
    const region = loaded[CALLABLE.createOrder]?.__endpoint['region'] as {
      name: string;
      options: { default: string };
    };
    expect(region).toMatchObject({
      name: 'FUNCTIONS_REGION',
      options: { default: DEFAULT_FUNCTIONS_REGION },
    });
  });

  it('gives the functions that retry through contention the time their retries need', () => {
    const loaded = createRequire(import.meta.url)(bundlePath) as Record<
      string,
      { __endpoint: Record<string, unknown> }
    >;
    // docs/design.md §4.4: a minute of runs, and room for the last run itself.
    expect(SETTLE_RETRY_POLICY.budgetMs).toBeLessThanOrEqual((SETTLE_TIMEOUT_SECONDS * 1000) / 2);
    for (const name of [CALLABLE.confirmPayment, CALLABLE.abandonOrder, WEBHOOK_FUNCTION]) {
      expect([name, loaded[name]?.__endpoint['timeoutSeconds']]).toEqual([
        name,
        SETTLE_TIMEOUT_SECONDS,
      ]);
    }
    // docs/design.md §3.10: createOrder's passes again through contention and the Razorpay order
    // after them within half its time, the other half for the last pass and the rest.
    expect(ORDER_RETRY_POLICY.budgetMs + RAZORPAY_TIMEOUT_MS).toBeLessThanOrEqual(
      (ORDER_TIMEOUT_SECONDS * 1000) / 2,
    );
    expect(loaded[CALLABLE.createOrder]?.__endpoint['timeoutSeconds']).toBe(ORDER_TIMEOUT_SECONDS);
  });
});

describe('the built functions on the Functions emulator (firebase-tools, offline)', () => {
  // The Firestore emulator cannot start here (Java 21 and a download), so these calls are the
  // ones answered before any document is read: the HTTP wiring, the secrets, the raw body and
  // the callable error protocol, end to end through firebase-functions.
  const WEBHOOK_SECRET = 'emulator_webhook_secret';
  let emulator: RunningEmulator;

  beforeAll(async () => {
    emulator = await startFunctionsEmulator(
      root,
      {
        RAZORPAY_KEY_ID: 'rzp_test_emulator',
        RAZORPAY_KEY_SECRET: 'emulator_key_secret',
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
      DEFAULT_FUNCTIONS_REGION,
    );
  }, 120_000);

  afterAll(async () => {
    await emulator?.stop();
  }, 30_000);

  // The first call of each function starts its worker, which takes seconds on a busy machine.
  const COLD_START_MS = 60_000;

  const webhook = (body: string, headers: Record<string, string>) =>
    fetch(`${emulator.baseUrl}/${WEBHOOK_FUNCTION}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it(
    'refuses anything but POST, and a bad signature with 400',
    async () => {
      const get = await fetch(`${emulator.baseUrl}/${WEBHOOK_FUNCTION}`);
      expect(get.status).toBe(405);
      const forged = await webhook('{"event":"order.paid","payload":{}}', {
        'x-razorpay-signature': '0'.repeat(64),
      });
      expect(forged.status).toBe(400);
      expect(await forged.text()).toBe('Invalid signature.');
    },
    COLD_START_MS,
  );

  it(
    'verifies the signature over the bytes as sent, with the secret parameter',
    async () => {
      // Spacing JSON.stringify would not reproduce; a non-payment event needs no database.
      const raw = '{ "event": "payment.failed",\n  "payload": { } }';
      const signature = await signWebhook(raw, WEBHOOK_SECRET);
      const genuine = await webhook(raw, { 'x-razorpay-signature': signature });
      expect(genuine.status).toBe(200);
      expect(await genuine.text()).toBe('Ignored: not a payment event.');
      const reserialised = await webhook(JSON.stringify(JSON.parse(raw)), {
        'x-razorpay-signature': signature,
      });
      expect(reserialised.status).toBe(400);
    },
    COLD_START_MS,
  );

  it(
    "answers a callable's refusal with the flow's code and message in the error details",
    async () => {
      const response = await fetch(`${emulator.baseUrl}/${CALLABLE.createOrder}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...appCheckHeader() },
        body: JSON.stringify({
          data: { eventId: 'event1', ticket499Count: 1, ticket1212Count: 0, email: 'nope' },
        }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          status: 'INVALID_ARGUMENT',
          message: 'Please enter a valid email address.',
          details: { backendCode: 'invalid-request' },
        },
      });
    },
    COLD_START_MS,
  );

  it.each(Object.values(CALLABLE))(
    'refuses a call of %s without an App Check token before any handler runs',
    async (name) => {
      const response = await fetch(`${emulator.baseUrl}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { orderId: 'x' } }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' },
      });
    },
    COLD_START_MS,
  );
});
