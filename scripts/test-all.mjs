// `npm test`: every check CI runs, in order, stopping at the first failure.
// Ends with a summary whose last line is "N passed, N failed[, N skipped]", totalled over the
// unit and e2e vitest runs (a failed step that is not a vitest run counts as one failure).
import { mkdirSync, rmSync } from 'node:fs';
import { checkChromiumLaunches } from './lib/chromium.mjs';
import { firestoreEmulatorSupport } from './lib/firestore-emulator.mjs';
import { run } from './lib/run.mjs';
import { readVitestCounts, readVitestFailures } from './lib/vitest-report.mjs';

const REPORT_DIR = 'test-results';

const vitest = (name, extraArgs) => {
  const outputFile = `${REPORT_DIR}/vitest-${name}.json`;
  return {
    name: `vitest ${name}`,
    command: 'npx',
    args: [
      'vitest',
      'run',
      ...extraArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${outputFile}`,
    ],
    outputFile,
  };
};

// The Firestore suites (security rules, the Firestore stores, the contract suite on the Firebase
// adapter with the Auth and Functions emulators and the Razorpay stand-in) run against the real
// emulators in a step of their own wherever a Firestore emulator can start; the unit run then
// leaves them out, so each test is counted once. Where none can start, the unit run reports them
// skipped, saying why.
const firestoreEmulator = firestoreEmulatorSupport();
if (firestoreEmulator.ok) process.env.FIRESTORE_SUITES = 'own-step';
const EMULATOR_FILTERS = [
  'tests/rules',
  'tests/store',
  'tests/contract/firebase-backend.contract.test.ts',
  // The operator scripts and their backfills, then (after the contract suite, which resets the
  // functions' project) the built functions' own suites: the hold caps against one actor and the
  // small launch rush (docs/design.md §3.10, §4.8).
  'tests/firebase',
  'tests/functions',
];

function emulatorStep() {
  const outputFile = `${REPORT_DIR}/vitest-emulators.json`;
  return {
    name: 'emulators',
    command: 'node',
    args: [
      'scripts/test-emulators.mjs',
      '--only',
      'firestore,auth,functions',
      '--',
      ...EMULATOR_FILTERS,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${outputFile}`,
    ],
    outputFile,
  };
}

const TEST_TOOLS = {
  // firebase-tools and Lighthouse live in tools/ and install on first use (scripts/lib/test-tools.mjs);
  // a step of its own, so a fresh clone's install time shows in the summary.
  name: 'test tools',
  command: process.execPath,
  args: ['scripts/lib/test-tools.mjs'],
};
const TYPECHECK = { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] };
const LINT = { name: 'lint', command: 'npm', args: ['run', 'lint'] };
const BUILD = { name: 'build', command: 'npm', args: ['run', 'build'] };

// Stages run one after another; within a stage, lanes run side by side (each lane's steps in
// order), so a step that mostly waits (a download, emulators starting on Java) overlaps one that
// computes. The first lane streams its output; the others print theirs in one block when done.
// The next stage starts only when every lane of this one passed.
const STAGES = [
  [[TYPECHECK, LINT], [TEST_TOOLS]],
  [[vitest('unit', [])]],
  firestoreEmulator.ok ? [[emulatorStep()], [BUILD]] : [[BUILD]],
  [[vitest('e2e', ['--config', 'vitest.e2e.config.ts'])]],
];
const STEPS = STAGES.flat(2);

const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];

function finish() {
  console.log('\n──────── npm test summary ────────');
  for (const row of rows) {
    console.log(`  ${row.status.padEnd(8)} ${row.name.padEnd(12)} ${row.detail}`);
    for (const failure of row.failures ?? []) console.log(`             ✖ ${failure}`);
  }
  console.log('');
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

const started = Date.now();
try {
  const { executablePath, version } = await checkChromiumLaunches();
  rows.push({ name: 'chromium', status: 'ok', detail: `${executablePath} (${version})` });
} catch (error) {
  console.error(`\n✖ ${error.message}\n`);
  rows.push({
    name: 'chromium',
    status: 'FAILED',
    detail: 'not found or would not start (see above)',
  });
  totals.failed += 1;
  finish();
}

if (firestoreEmulator.ok) {
  rows.push({ name: 'firestore', status: 'ok', detail: `emulator: ${firestoreEmulator.how}` });
} else {
  rows.push({
    name: 'firestore',
    status: 'absent',
    detail: `rules, Firestore store and Firebase contract suites skipped: ${firestoreEmulator.reason}`,
  });
}

mkdirSync(REPORT_DIR, { recursive: true });

async function runStep(step, buffered) {
  if (step.outputFile) rmSync(step.outputFile, { force: true });
  const { code, seconds } = await run(step.command, step.args, { buffered });
  const time = `${seconds.toFixed(1)} s`;
  let detail = time;
  let failed = code !== 0;
  let failures = [];
  if (step.outputFile) {
    failures = readVitestFailures(step.outputFile);
    const counts = readVitestCounts(step.outputFile);
    if (counts) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
      detail = `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped  (${time})`;
      // vitest can exit non-zero with no failing test (e.g. no test files, an unhandled error).
      if (failed && counts.failed === 0) totals.failed += 1;
    } else {
      detail = `no report written (exit ${code}) (${time})`;
      failed = true;
      totals.failed += 1;
    }
  } else if (failed) {
    totals.failed += 1;
  }
  return {
    name: step.name,
    status: failed ? 'FAILED' : 'passed',
    detail: failed ? `exit ${code}, ${detail}` : detail,
    failures,
  };
}

/** Runs a lane's steps in order, stopping at its first failure; rows for what ran. */
async function runLane(lane, buffered) {
  const laneRows = [];
  for (const step of lane) {
    const row = await runStep(step, buffered);
    laneRows.push(row);
    if (row.status === 'FAILED') break;
  }
  return laneRows;
}

for (const stage of STAGES) {
  const laneRows = await Promise.all(stage.map((lane, index) => runLane(lane, index > 0)));
  rows.push(...laneRows.flat());
  if (rows.some((row) => row.status === 'FAILED')) {
    const ran = new Set(rows.map((row) => row.name));
    for (const rest of STEPS.filter((step) => !ran.has(step.name)))
      rows.push({ name: rest.name, status: 'not run', detail: '' });
    break;
  }
}
rows.push({ name: 'total', status: '', detail: `${((Date.now() - started) / 1000).toFixed(1)} s` });
finish();
