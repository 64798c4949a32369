// `npm run test:emulators`: the suites that need the Firestore emulator (security rules, the
// Firestore stores' conformance tests, the contract suite on the Firebase adapter), run under
// `firebase emulators:exec`, which starts the emulators, sets FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST for the command, and stops them when it ends.
//
// The Firestore emulator needs Java 21 and a one-time download from Google; where it cannot
// start, this fails saying so (and `npm test` skips those suites with a line saying why).
//
// Usage: node scripts/test-emulators.mjs [--only firestore,auth] [-- <vitest filters>]
//
// Ports are picked free at run time and written to a temporary config beside firebase.json's
// settings, so two runs (or other engineers' emulators) on one machine never collide.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const PROJECT_ID = 'demo-sangeet';
const TMP_DIR = '.tmp';

function parseArgs(argv) {
  const dash = argv.indexOf('--');
  const own = dash === -1 ? argv : argv.slice(0, dash);
  const filters = dash === -1 ? [] : argv.slice(dash + 1);
  const onlyAt = own.indexOf('--only');
  const only = onlyAt === -1 ? 'firestore,auth' : own[onlyAt + 1];
  if (!only) throw new Error('--only needs a list, e.g. --only firestore,auth');
  return { only, filters };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** firebase.json with its emulator ports replaced; paths made relative to the temp config. */
async function temporaryConfig() {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8'));
  const [firestore, websocket, auth, hub, logging] = await Promise.all(
    Array.from({ length: 5 }, freePort),
  );
  const fromTmp = (path) => join('..', path);
  return {
    firestore: {
      ...config.firestore,
      rules: fromTmp(config.firestore.rules),
      ...(config.firestore.indexes ? { indexes: fromTmp(config.firestore.indexes) } : {}),
    },
    emulators: {
      firestore: { host: '127.0.0.1', port: firestore, websocketPort: websocket },
      auth: { host: '127.0.0.1', port: auth },
      hub: { host: '127.0.0.1', port: hub },
      logging: { host: '127.0.0.1', port: logging },
      ui: { enabled: false },
    },
  };
}

const { only, filters } = parseArgs(process.argv.slice(2));
mkdirSync(TMP_DIR, { recursive: true });
const configPath = join(TMP_DIR, `firebase.emulators.${process.pid}.json`);
writeFileSync(configPath, JSON.stringify(await temporaryConfig(), null, 2));

const vitest = ['vitest', 'run', '--config', 'vitest.emulators.config.ts', ...filters].join(' ');
const child = spawn(
  'npx',
  [
    'firebase',
    'emulators:exec',
    '--config',
    configPath,
    '--only',
    only,
    '--project',
    PROJECT_ID,
    vitest,
  ],
  { stdio: 'inherit' },
);

const cleanUp = () => rmSync(configPath, { force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
