// The production configuration, run locally (docs/design.md §16.5): the Firebase build of the site
// served by the Hosting emulator, talking to the Auth, Firestore and Functions emulators, with the
// built Cloud Functions paying through the Razorpay stand-in (scripts/lib/razorpay-stub.mjs).
// `npm run start:firebase` runs it for a person; tests/e2e/firebase-local.e2e.ts for a test.
//
// What it does, in order:
//   1. picks the ports (firebase.json's, or free ones) and starts the Razorpay stand-in;
//   2. builds the functions, and the site with VITE_USE_EMULATORS=on into a directory of its own,
//      its CSP (emulator origins included) in the hosting config the build writes beside it
//      (scripts/lib/built-hosting.mjs): the committed firebase.json and dist/ are never touched;
//   3. starts the Firestore emulator (the Cloud CLI's on Java 17, as `npm run test:emulators`
//      does; firebase-tools' own on Java 21), then Auth, Functions and Hosting in one
//      `firebase emulators:start`, each in a process group of its own;
//   4. seeds the event and the sample codes (scripts/operator/seed.ts) and makes an organiser
//      (scripts/operator/make-admin.ts) and a guest who is not one, with new passwords.
// stop() ends every process group it started and removes its working directory.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testRazorpayKeys, writeFunctionsDir } from './emulated-functions.mjs';
import {
  firestoreEmulatorSupport,
  gcloudFirestoreEmulator,
  startGcloudFirestore,
} from './firestore-emulator.mjs';
import { readBuiltHosting } from './built-hosting.mjs';
import { EMULATOR_PROJECT, freePort } from './hosting-emulator.mjs';
import { startRazorpayStub } from './razorpay-stub.mjs';
import { firebaseCliPath } from './test-tools.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HOST = '127.0.0.1';
/** The callables' region (src/backend/firebase-common/callables.ts DEFAULT_FUNCTIONS_REGION). */
const FUNCTIONS_REGION = 'asia-south1';
// The Auth emulator compiles its request validators at start-up: up to a minute on 2 busy cores.
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

/** firebase.json's emulator ports, for a person: the URLs to open stay the same every time. */
const FIXED_PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  hosting: 5000,
  hub: 4400,
  logging: 4500,
  websocket: 9150,
};

/** The accounts it makes; passwords are new each run and printed. */
export const LOCAL_ACCOUNTS = {
  organiser: 'organiser@sangeetvibes.test',
  guest: 'guest@sangeetvibes.test',
};

/** A public web config that names the offline demo project: nothing real is reached. */
function emulatorBuildEnv(ports, stubOrigin, keyId) {
  return {
    NODE_ENV: 'production',
    VITE_FIREBASE_API_KEY: 'local-emulator-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${HOST}:${ports.hosting}`,
    VITE_FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
    VITE_FIREBASE_APP_ID: '1:000000000000:web:local-emulators',
    VITE_USE_EMULATORS: 'on',
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
    VITE_TEST_CHECKOUT_URL: stubOrigin,
    VITE_RAZORPAY_KEY_ID: keyId,
  };
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has already gone.
  }
}

/** Runs a command to its end in its own process group; rejects with its output if it fails. */
function runStep(what, command, args, { env = process.env, log } = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    const collect = (chunk) => {
      output.push(chunk.toString());
      log?.(chunk.toString());
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const onExit = () => killGroup(child.pid, 'SIGKILL');
    process.once('exit', onExit);
    child.once('exit', (code, signal) => {
      process.removeListener('exit', onExit);
      if (code === 0) done(output.join(''));
      else fail(new Error(`${what} failed (${signal ?? `exit ${code}`}):\n${output.join('')}`));
    });
  });
}

async function pickPorts(fixed) {
  if (fixed) return { ...FIXED_PORTS };
  const names = Object.keys(FIXED_PORTS);
  const ports = await Promise.all(names.map(() => freePort()));
  return Object.fromEntries(names.map((name, i) => [name, ports[i]]));
}

/**
 * The site built for the emulators into `dir`/site, with its hosting config (firebase.json's,
 * with the CSP this build needs).
 */
async function buildSite(dir, env, log) {
  const site = join(dir, 'site');
  const ssr = join(dir, 'site-ssr');
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const buildEnv = { ...process.env, ...env };
  const node = process.execPath;
  await runStep('vite build', node, [vite, 'build', '--outDir', site, '--emptyOutDir'], {
    env: buildEnv,
    log,
  });
  await runStep(
    'vite build --ssr',
    node,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssr, '--emptyOutDir'],
    { env: buildEnv, log },
  );
  await runStep('prerender', node, ['scripts/prerender.mjs'], {
    env: {
      ...buildEnv,
      PRERENDER_DIST: site,
      PRERENDER_SSR: ssr,
    },
    log,
  });
  return { site, hosting: readBuiltHosting(site) };
}

/** The `firebase emulators:start` config: hosting of the emulator build, the functions dir. */
function emulatorsConfig({ hosting, ports, withFirestore }) {
  const committed = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const [functions] = committed.functions;
  const emulators = {
    auth: { host: HOST, port: ports.auth },
    functions: { host: HOST, port: ports.functions },
    hosting: { host: HOST, port: ports.hosting },
    hub: { host: HOST, port: ports.hub },
    logging: { host: HOST, port: ports.logging },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  if (withFirestore)
    emulators.firestore = { host: HOST, port: ports.firestore, websocketPort: ports.websocket };
  return {
    // Paths relative to the config's own directory, as firebase.json's are to it.
    hosting: { ...hosting, public: 'site' },
    functions: [{ ...functions, source: 'functions', predeploy: undefined }],
    ...(withFirestore
      ? { firestore: { rules: join(ROOT, 'firestore.rules'), indexes: undefined } }
      : {}),
    emulators,
  };
}

async function running(hubPort) {
  try {
    const response = await fetch(`http://${HOST}:${hubPort}/emulators`);
    return response.ok ? await response.json() : {};
  } catch {
    return {};
  }
}

/** True once the Functions emulator has loaded the functions (its triggers list them). */
async function functionsLoaded(port) {
  try {
    const response = await fetch(`http://${HOST}:${port}/backends`);
    if (!response.ok) return false;
    const { backends } = await response.json();
    return backends.some((backend) =>
      (backend.functionTriggers ?? []).some((trigger) => trigger.name === 'reconcilePayments'),
    );
  } catch {
    return false;
  }
}

/**
 * Starts `firebase emulators:start` in its own process group; resolves with its stop function
 * once all are up (also the launch-rush bench's, scripts/lib/rush-bench.mjs).
 */
export async function startEmulators({ dir, only, ports, env, onOutput }) {
  const configFile = join(dir, 'firebase.json');
  const child = spawn(
    process.execPath,
    [
      firebaseCliPath(),
      'emulators:start',
      '--only',
      only.join(','),
      '--project',
      EMULATOR_PROJECT,
      '--config',
      configFile,
    ],
    {
      cwd: dir, // firebase-debug.log lands here
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // TMPDIR: the hub writes a locator per project into the temp directory; two runs of
      // demo-sangeet would otherwise overwrite each other's (scripts/lib/hosting-emulator.mjs).
      env: { ...process.env, ...env, TMPDIR: dir, NO_UPDATE_NOTIFIER: '1', CI: '1' },
    },
  );
  const log = [];
  const collect = (chunk) => {
    log.push(chunk.toString());
    onOutput?.(chunk.toString());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = null;
  const exit = new Promise((done) =>
    child.once('exit', (code, signal) => {
      exited = signal ?? `exit ${code}`;
      done();
    }),
  );
  const onExit = () => killGroup(child.pid, 'SIGKILL');
  process.once('exit', onExit);
  const stop = async () => {
    process.removeListener('exit', onExit);
    if (exited === null) {
      killGroup(child.pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(timer);
    }
    // Functions emulator workers can outlive the CLI in its group.
    killGroup(child.pid, 'SIGKILL');
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (exited === null && Date.now() < deadline) {
    const up = await running(ports.hub);
    if (only.every((name) => up[name]) && (await functionsLoaded(ports.functions))) return stop;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  await stop();
  throw new Error(
    `The emulators ${exited ? `exited (${exited})` : `were not ready within ${READY_TIMEOUT_MS / 1000} s`}. Their output:\n${log.join('')}`,
  );
}

/** An e-mail/password account on the Auth emulator (its REST API takes any API key). */
async function createAccount(authPort, email, password) {
  const response = await fetch(
    `http://${HOST}:${authPort}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=local`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: false }),
    },
  );
  if (!response.ok) throw new Error(`Could not create ${email}: ${await response.text()}`);
}

/**
 * Runs the scheduled reconcilePayments now. The Functions emulator does not run schedules (it
 * would need the Pub/Sub emulator) but serves every function it loaded
 * at /functions/projects/{project}/triggers/{key}; a v2 scheduled function answers there as the
 * HTTP handler Cloud Scheduler calls. The key ends with the emulator's trigger generation (0 until
 * it reloads), which its 404 answer lists.
 */
export async function triggerReconcile(functionsPort, project = EMULATOR_PROJECT) {
  const base = `http://${HOST}:${functionsPort}/functions/projects/${project}/triggers/`;
  const post = (key) =>
    fetch(`${base}${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cloudscheduler-jobname': 'by-hand' },
      body: '{}',
    });
  let response = await post(`${FUNCTIONS_REGION}-reconcilePayments-0`);
  if (response.status === 404) {
    const listed = /valid functions are: (.*)$/s.exec(await response.text())?.[1] ?? '';
    const key = listed
      .split(', ')
      .find((name) => new RegExp(`^${FUNCTIONS_REGION}-reconcilePayments-\\d+$`).test(name));
    if (!key) throw new Error('The Functions emulator has not loaded reconcilePayments.');
    response = await post(key);
  }
  if (!response.ok) throw new Error(`reconcilePayments answered ${response.status}.`);
}

/**
 * Starts the whole stack. `fixedPorts` uses firebase.json's ports (for a person); otherwise every
 * port is picked free (for a test). `log` receives progress lines, `onOutput` the tools' output.
 * @returns {Promise<{ siteUrl: string, ports: Record<string, number>,
 *   accounts: { organiser: { email: string, password: string },
 *               guest: { email: string, password: string } },
 *   freeCode: string, reconcile: () => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startFirebaseLocal({ fixedPorts = false, log = () => {}, onOutput } = {}) {
  const support = firestoreEmulatorSupport();
  if (!support.ok) {
    const error = new Error(`No Firestore emulator can start here: ${support.reason}.`);
    error.unsupported = support.reason;
    throw error;
  }
  const ports = await pickPorts(fixedPorts);
  const dir = resolve(
    ROOT,
    '.tmp',
    `firebase-local-${process.pid}-${randomBytes(3).toString('hex')}`,
  );
  mkdirSync(dir, { recursive: true });
  const stops = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const keys = testRazorpayKeys();
    const stub = await startRazorpayStub(keys);
    stops.push(stub.stop);
    const siteUrl = `http://${HOST}:${ports.hosting}`;

    log('Building the functions…');
    await runStep('npm run build:functions', process.execPath, ['scripts/build-functions.mjs'], {
      log: onOutput,
    });
    writeFunctionsDir(join(dir, 'functions'), keys, siteUrl);
    log('Building the site for the emulators (VITE_USE_EMULATORS=on)…');
    const { hosting } = await buildSite(
      dir,
      emulatorBuildEnv(ports, stub.origin, keys.keyId),
      onOutput,
    );

    const env = { RAZORPAY_API_BASE_URL: stub.origin };
    // The Cloud CLI's emulator where installed (no download, Java 17); firebase-tools' otherwise.
    const useGcloud = gcloudFirestoreEmulator() !== null;
    if (useGcloud) {
      log(`Starting the Firestore emulator (${support.how})…`);
      const stopFirestore = await startGcloudFirestore(
        gcloudFirestoreEmulator(),
        ports.firestore,
        join(ROOT, 'firestore.rules'),
        join(dir, 'firestore-emulator.log'),
      );
      stops.push(stopFirestore);
      env.FIRESTORE_EMULATOR_HOST = `${HOST}:${ports.firestore}`;
    }
    writeFileSync(
      join(dir, 'firebase.json'),
      JSON.stringify(emulatorsConfig({ hosting, ports, withFirestore: !useGcloud }), null, 2),
    );
    log('Starting the Auth, Functions and Hosting emulators…');
    const only = ['auth', 'functions', 'hosting', ...(useGcloud ? [] : ['firestore'])];
    stops.push(await startEmulators({ dir, only, ports, env, onOutput }));

    log('Seeding the event, the sample codes and the accounts…');
    const operatorEnv = {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
      FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
      GCLOUD_PROJECT: EMULATOR_PROJECT,
    };
    const runTs = (file, args = []) =>
      runStep(
        file,
        process.execPath,
        ['scripts/lib/run-ts.mjs', file, ...args, '--project', EMULATOR_PROJECT],
        { env: operatorEnv },
      );
    const seeded = await runTs('scripts/operator/seed.ts');
    const accounts = {
      organiser: {
        email: LOCAL_ACCOUNTS.organiser,
        password: randomBytes(9).toString('base64url'),
      },
      guest: { email: LOCAL_ACCOUNTS.guest, password: randomBytes(9).toString('base64url') },
    };
    for (const account of Object.values(accounts))
      await createAccount(ports.auth, account.email, account.password);
    await runTs('scripts/operator/make-admin.ts', [accounts.organiser.email]);
    const freeCode = /promoCodes\/(\S+) \(free,/.exec(seeded)?.[1];
    if (!freeCode) throw new Error(`The seed named no free code:\n${seeded}`);

    return {
      siteUrl,
      ports,
      accounts,
      freeCode,
      seeded,
      reconcile: () => triggerReconcile(ports.functions),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
