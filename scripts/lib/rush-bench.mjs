// The launch rush (docs/design.md §3.10, `npm run bench -- --only=rush`): the built functions on
// the Functions emulator with the Firestore emulator (the Cloud CLI's on Java 17, as
// `npm run test:emulators` does, else firebase-tools' own) and the Razorpay stand-in, then
// scripts/bench/rush-run.ts once per run, each on an event of its own with the same seats left.
// Transaction retries are counted from the functions' own log line (functions/src/
// transaction-retries.ts), which the emulator prints as the functions write it.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testRazorpayKeys, writeFunctionsDir } from './emulated-functions.mjs';
import { startEmulators } from './firebase-local.mjs';
import {
  firestoreEmulatorSupport,
  gcloudFirestoreEmulator,
  startGcloudFirestore,
} from './firestore-emulator.mjs';
import { EMULATOR_PROJECT, freePort } from './hosting-emulator.mjs';
import { startRazorpayStub } from './razorpay-stub.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HOST = '127.0.0.1';
const REGION = 'asia-south1';
/** functions/src/transaction-retries.ts TRANSACTION_RETRIED_LOG. */
const RETRIED_LOG = 'Firestore transaction retried on contention.';
/** The Admin SDK's default attempts for runTransaction. */
const ADMIN_SDK_MAX_ATTEMPTS = 5;

/** Runs a node script to its end; resolves with its stdout, rejects with its output. */
function runNode(args, env) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => {
      err += chunk;
      process.stderr.write(chunk);
    });
    child.once('exit', (code) =>
      code === 0 ? done(out) : fail(new Error(`${args.join(' ')} exited ${code}:\n${out}${err}`)),
    );
  });
}

/** Retried transactions in the emulator's output: how many, their extra attempts, give-ups. */
export function countRetries(output) {
  const counted = { transactions: 0, extraAttempts: 0, gaveUp: 0 };
  for (const line of output.split('\n')) {
    if (!line.includes(RETRIED_LOG)) continue;
    const attempts = Number(/"transactionAttempts":\s*(\d+)/.exec(line)?.[1] ?? NaN);
    if (!Number.isFinite(attempts)) continue;
    counted.transactions += 1;
    counted.extraAttempts += attempts - 1;
    // Not committed after the SDK's last attempt (5 by default): it gave up. One that ended
    // uncommitted sooner was refused by the flow (sold out, say) after a retry.
    if (attempts >= ADMIN_SDK_MAX_ATTEMPTS && /"committed":\s*false/.test(line))
      counted.gaveUp += 1;
  }
  return counted;
}

/** Resolves once `read()` has not grown for `quietMs` (the emulator forwards logs late). */
async function settled(read, quietMs = 1500) {
  let last = read().length;
  for (;;) {
    await new Promise((wait) => setTimeout(wait, quietMs));
    const now = read().length;
    if (now === last) return;
    last = now;
  }
}

/**
 * `plan`: scripts/bench/launch-rush.ts RushPlan; `runs` of it, each a rush of its own.
 * `emulatorLog`: a file the emulators' output is copied to, for a run that goes wrong.
 * @returns {Promise<{ reports: object[] }>} each RushReport with its `retries` (countRetries)
 */
export async function measureRush({ plan, runs, log = () => {}, emulatorLog = null }) {
  const support = firestoreEmulatorSupport();
  if (!support.ok) throw new Error(`No Firestore emulator can start here: ${support.reason}.`);
  const names = ['firestore', 'functions', 'hub', 'logging', 'websocket'];
  const ports = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await freePort()])),
  );
  const dir = resolve(ROOT, '.tmp', `rush-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const stops = [];
  let output = '';
  // Interrupted (Ctrl-C, a timeout): the emulators run in process groups of their own.
  const interrupted = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const keys = testRazorpayKeys();
    const stub = await startRazorpayStub(keys);
    stops.push(stub.stop);
    log('Building the functions…');
    await runNode(['scripts/build-functions.mjs'], process.env);
    writeFunctionsDir(join(dir, 'functions'), keys);

    // A worker not started within the emulator's deadline (30 s) leaves its call unanswered:
    // on two busy cores a cold start can take longer, which is the machine, not the rush.
    const env = { RAZORPAY_API_BASE_URL: stub.origin, FUNCTIONS_DISCOVERY_TIMEOUT: '120' };
    const gcloud = gcloudFirestoreEmulator();
    if (gcloud) {
      log(`Starting the Firestore emulator (${support.how})…`);
      stops.push(
        await startGcloudFirestore(
          gcloud,
          ports.firestore,
          join(ROOT, 'firestore.rules'),
          join(dir, 'firestore-emulator.log'),
        ),
      );
      env.FIRESTORE_EMULATOR_HOST = `${HOST}:${ports.firestore}`;
    }
    const emulators = {
      functions: { host: HOST, port: ports.functions },
      hub: { host: HOST, port: ports.hub },
      logging: { host: HOST, port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    };
    if (!gcloud)
      emulators.firestore = { host: HOST, port: ports.firestore, websocketPort: ports.websocket };
    writeFileSync(
      join(dir, 'firebase.json'),
      JSON.stringify({
        functions: [{ source: 'functions', codebase: 'default' }],
        ...(gcloud ? {} : { firestore: { rules: join(ROOT, 'firestore.rules') } }),
        emulators,
      }),
    );
    log('Starting the Functions emulator…');
    const only = gcloud ? ['functions'] : ['functions', 'firestore'];
    stops.push(
      await startEmulators({
        dir,
        only,
        ports,
        env,
        onOutput: (chunk) => {
          output += chunk;
          if (emulatorLog) appendFileSync(emulatorLog, chunk);
        },
      }),
    );

    const reports = [];
    for (let run = 1; run <= runs; run += 1) {
      log(`Rush ${run} of ${runs}: ${plan.buyers} buyers for ${plan.seatsLeft} seats…`);
      const from = output.length;
      const stdout = await runNode(['scripts/lib/run-ts.mjs', 'scripts/bench/rush-run.ts'], {
        ...process.env,
        FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
        GCLOUD_PROJECT: EMULATOR_PROJECT,
        RUSH_FUNCTIONS_URL: `http://${HOST}:${ports.functions}/${EMULATOR_PROJECT}/${REGION}`,
        RAZORPAY_KEY_SECRET: keys.keySecret,
        RUSH_PLAN: JSON.stringify({ ...plan, seed: plan.seed + run }),
        RUSH_EVENT_ID: `launch-rush-${process.pid}-${run}`,
      });
      await settled(() => output);
      const report = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
      reports.push({ ...report, retries: countRetries(output.slice(from)) });
    }
    return { reports };
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    for (const stop of stops.splice(0).reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function medianOf(values) {
  return percentile(values, 50);
}

/** One run's figures: answers and outcomes by kind, latencies, retries, oversold. */
export function runFigures(report) {
  const oversold = Math.max(
    0,
    report.sold - report.plan.seatsLeft,
    report.ticketsIssued - report.plan.seatsLeft,
  );
  return {
    oversold,
    // Answered: with tickets, or with the event's own answer; an error is not an answer.
    answered: Object.entries(report.outcomes)
      .filter(([outcome]) => outcome !== 'error')
      .reduce((sum, [, n]) => sum + n, 0),
    errors: report.answers.error + report.answers['other-refusal'],
    createP50: percentile(report.createOrderMs, 50),
    createP95: percentile(report.createOrderMs, 95),
    createMax: percentile(report.createOrderMs, 100),
    confirmP50: percentile(report.confirmPaymentMs, 50),
    confirmP95: percentile(report.confirmPaymentMs, 95),
    wallMs: report.wallMs,
    retried: report.retries.transactions,
    extraAttempts: report.retries.extraAttempts,
    gaveUp: report.retries.gaveUp,
  };
}

/** The median of each figure over the runs (each run's own figures are kept beside it). */
export function medianFigures(figures) {
  const keys = Object.keys(figures[0] ?? {});
  return Object.fromEntries(keys.map((key) => [key, medianOf(figures.map((f) => f[key]))]));
}
