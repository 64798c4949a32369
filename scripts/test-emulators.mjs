// `npm run test:emulators`: the suites that need the Firestore emulator (security rules, the
// Firestore stores' conformance tests, the contract suite on the Firebase adapter), run under
// `firebase emulators:exec`, which starts the emulators, sets FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST for the command, and stops them when it ends.
//
// With functions (the default), it builds them (`npm run build:functions`), copies functions/lib
// into a temporary functions directory with test Razorpay keys in its .secret.local (the real
// functions/ is never written to), starts a local stand-in for Razorpay's API
// (scripts/lib/razorpay-stub.mjs, reached through RAZORPAY_API_BASE_URL, which the functions
// honour only under the emulator), and tells the tests where the Functions emulator is
// (FUNCTIONS_EMULATOR_HOST_FOR_TESTS) and which key secret signs payments (RAZORPAY_KEY_SECRET).
//
// firebase-tools' Firestore emulator needs Java 21 and a one-time download from Google. Where
// Java is older but the Google Cloud CLI's own Firestore emulator is installed (Debian package
// google-cloud-cli-firestore-emulator, which runs on Java 17), this starts that one with
// firestore.rules, and firebase-tools starts the rest (Auth). Where neither can start, it fails
// saying so; `npm test` skips those suites with a line saying why.
//
// Usage: node scripts/test-emulators.mjs [--only firestore,auth,functions] [<vitest filters>]
//
// Ports are picked free at run time and written to a temporary config (firebase.json's
// settings with other ports), so two runs, or other engineers' emulators, never collide.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { testRazorpayKeys, writeFunctionsDir } from './lib/emulated-functions.mjs';
import {
  gcloudFirestoreEmulator,
  javaMajorVersion,
  startGcloudFirestore,
} from './lib/firestore-emulator.mjs';
import { startRazorpayStub } from './lib/razorpay-stub.mjs';
import { firebaseCliPath } from './lib/test-tools.mjs';

const PROJECT_ID = 'demo-sangeet';
const TMP_DIR = '.tmp';

/**
 * `--only <list>` is this script's; every other argument is for vitest (files, `-t` patterns).
 * npm drops the `--` of `npm run test:emulators -- <file>`, so a `--` is allowed but not needed.
 */
function parseArgs(argv) {
  const args = argv.filter((arg) => arg !== '--');
  const onlyAt = args.indexOf('--only');
  const only = onlyAt === -1 ? 'firestore,auth,functions' : args[onlyAt + 1];
  if (!only || only.startsWith('-'))
    throw new Error('--only needs a list, e.g. --only firestore,auth,functions');
  const filters = onlyAt === -1 ? args : args.filter((_, i) => i !== onlyAt && i !== onlyAt + 1);
  return { only: only.split(',').filter(Boolean), filters };
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** firebase.json with its emulator ports replaced; paths made relative to the temp config. */
async function temporaryConfig(functionsSource) {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8'));
  const [firestore, websocket, auth, functions, hub, logging] = await Promise.all(
    Array.from({ length: 6 }, freePort),
  );
  const [firebaseFunctions] = config.functions;
  const fromTmp = (path) => join('..', path);
  return {
    firestore: {
      ...config.firestore,
      rules: fromTmp(config.firestore.rules),
      ...(config.firestore.indexes ? { indexes: fromTmp(config.firestore.indexes) } : {}),
    },
    // Relative to the temporary config's own directory, as firebase.json's paths are to it.
    functions: [{ ...firebaseFunctions, source: functionsSource, predeploy: undefined }],
    emulators: {
      firestore: { host: '127.0.0.1', port: firestore, websocketPort: websocket },
      auth: { host: '127.0.0.1', port: auth },
      functions: { host: '127.0.0.1', port: functions },
      hub: { host: '127.0.0.1', port: hub },
      logging: { host: '127.0.0.1', port: logging },
      ui: { enabled: false },
    },
  };
}

/** One argument for a POSIX shell, as it was given. */
function shellQuote(arg) {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`;
}

/** Signals a process group; nothing if it has gone. */
function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Runs a command in a process group of its own, and when it ends kills whatever it left in
 * that group: `firebase emulators:exec` can leave Functions emulator workers running when the
 * command it runs fails early.
 */
function run(command, args, env) {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', env, detached: true });
    const forward = (signal) => killGroup(child.pid, signal);
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
    child.on('exit', (code, signal) => {
      for (const name of ['SIGINT', 'SIGTERM']) process.off(name, forward);
      killGroup(child.pid, 'SIGKILL');
      done(code ?? (signal ? 1 : 0));
    });
  });
}

const { only, filters } = parseArgs(process.argv.slice(2));
const vitest = ['vitest', 'run', '--config', 'vitest.emulators.config.ts', ...filters];
const withFunctions = only.includes('functions');
const functionsDirName = `functions.${process.pid}`;
const functionsDir = join(TMP_DIR, functionsDirName);
const config = await temporaryConfig(functionsDirName);
if (!withFunctions) delete config.functions;
const gcloudFirestore = gcloudFirestoreEmulator();
const useGcloudFirestore = only.includes('firestore') && javaMajorVersion() < 21 && gcloudFirestore;

mkdirSync(TMP_DIR, { recursive: true });
const configPath = join(TMP_DIR, `firebase.emulators.${process.pid}.json`);
writeFileSync(configPath, JSON.stringify(config, null, 2));

const firestoreLog = join(TMP_DIR, `firestore-emulator.${process.pid}.log`);
let stopFirestore = async () => {};
let stopRazorpay = async () => {};
let code = 1;
try {
  const env = { ...process.env };
  if (withFunctions) {
    const built = await run('node', ['scripts/build-functions.mjs'], env);
    if (built !== 0) throw new Error('`npm run build:functions` failed.');
    const keys = testRazorpayKeys();
    writeFunctionsDir(functionsDir, keys);
    const stub = await startRazorpayStub(keys);
    stopRazorpay = stub.stop;
    env.RAZORPAY_API_BASE_URL = stub.origin;
    env.RAZORPAY_KEY_SECRET = keys.keySecret;
    env.FUNCTIONS_EMULATOR_HOST_FOR_TESTS = `127.0.0.1:${config.emulators.functions.port}`;
  }
  let firebaseOnly = only;
  if (useGcloudFirestore) {
    const { port } = config.emulators.firestore;
    console.log(
      `Java is older than 21: using the Cloud CLI's Firestore emulator (${gcloudFirestore}).`,
    );
    stopFirestore = await startGcloudFirestore(
      gcloudFirestore,
      port,
      resolve('firestore.rules'),
      firestoreLog,
    );
    env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
    firebaseOnly = only.filter((name) => name !== 'firestore');
  }
  code =
    firebaseOnly.length === 0
      ? await run('npx', vitest, env)
      : await run(
          process.execPath,
          [
            firebaseCliPath(),
            'emulators:exec',
            '--config',
            configPath,
            '--only',
            firebaseOnly.join(','),
            '--project',
            PROJECT_ID,
            // emulators:exec runs its script through a shell: quote each argument.
            vitest.map(shellQuote).join(' '),
          ],
          env,
        );
} finally {
  await stopFirestore();
  await stopRazorpay();
  rmSync(configPath, { force: true });
  rmSync(functionsDir, { recursive: true, force: true });
  if (code === 0) rmSync(firestoreLog, { force: true });
  else if (existsSync(firestoreLog)) console.log(`Firestore emulator log: ${firestoreLog}`);
}
process.exit(code);
