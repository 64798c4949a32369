// `npm run start:firebase`: the production configuration running locally, in a browser
// (docs/design.md §16.5). Builds the Firebase site for the emulators, starts Auth, Firestore,
// Functions (with the Razorpay stand-in) and Hosting, seeds the event, the sample codes, an
// organiser and a guest, and prints what to open. Ctrl-C stops everything.
//
//   npm run start:firebase                      firebase.json's ports (site on :5000)
//   npm run start:firebase -- --free-ports      any free ports (beside another run)
//   npm run start:firebase -- reconcile         runs the scheduled reconcilePayments now, in the
//                                               stack this checkout started, and prints its report
//
// The emulators' output goes to .tmp/start-firebase.log (also on screen with --verbose), which
// stays after Ctrl-C until the next start.
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { startFirebaseLocal, triggerReconcile } from './lib/firebase-local.mjs';
import { describeReconcileReport, lastReconcileReport } from './lib/reconcile-report.mjs';

// Where a running stack says where its Functions emulator is, for `-- reconcile`.
const STATE_FILE = join('.tmp', 'firebase-local.json');
const LOG_FILE = join('.tmp', 'start-firebase.log');
// The emulator forwards a function's log a moment after the call returns.
const REPORT_WAIT_MS = 15_000;
const args = process.argv.slice(2);

if (args[0] === 'reconcile') {
  let state;
  try {
    state = JSON.parse(readFileSync(STATE_FILE, 'utf8'));
  } catch {
    console.error('No stack is running here: start one with `npm run start:firebase` first.');
    process.exit(1);
  }
  // A stack started before the log was kept has none: every line from here on is new.
  const readLog = () => (existsSync(LOG_FILE) ? readFileSync(LOG_FILE, 'utf8') : '');
  const seen = readLog().length;
  await triggerReconcile(state.functionsPort);
  const deadline = Date.now() + REPORT_WAIT_MS;
  let report = null;
  while (report === null && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 250));
    report = lastReconcileReport(readLog().slice(seen));
  }
  console.log(
    report
      ? `reconcilePayments ran: ${describeReconcileReport(report)}.`
      : `reconcilePayments ran; its report has not reached ${LOG_FILE} yet: look there.`,
  );
  process.exit(0);
}

const unknown = args.filter((arg) => arg !== '--free-ports' && arg !== '--verbose');
if (unknown.length > 0) {
  console.error('Usage: npm run start:firebase [-- --free-ports] [-- --verbose] | -- reconcile');
  process.exit(2);
}
const verbose = args.includes('--verbose');
const say = (line) => console.log(`start:firebase: ${line}`);
mkdirSync('.tmp', { recursive: true });
writeFileSync(LOG_FILE, '');

let stack = null;
let stopping = false;
async function shutDown(code) {
  if (stopping) return;
  stopping = true;
  say('stopping the emulators…');
  rmSync(STATE_FILE, { force: true });
  await stack?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutDown(0));
process.on('SIGTERM', () => void shutDown(0));

try {
  stack = await startFirebaseLocal({
    fixedPorts: !args.includes('--free-ports'),
    log: say,
    onOutput: (text) => {
      appendFileSync(LOG_FILE, text);
      if (verbose) process.stdout.write(text);
    },
  });
} catch (error) {
  console.error(error.unsupported ? error.message : error);
  if (error.message?.includes('port') && !args.includes('--free-ports'))
    console.error(
      'A port of firebase.json is taken? Try `npm run start:firebase -- --free-ports`.',
    );
  process.exit(1);
}
if (stopping) await new Promise(() => {});
writeFileSync(STATE_FILE, JSON.stringify({ functionsPort: stack.ports.functions }));

const { siteUrl, accounts, freeCode, ports } = stack;
console.log(`
The production build is running on the emulators (nothing real is reached; no money moves).

  Site              ${siteUrl}/
  Book tickets      ${siteUrl}/booking   (Pay opens a "Test checkout — no money moves";
                    code ${freeCode} makes an all-Premium booking free)
  Organiser area    ${siteUrl}/admin/login
    organiser       ${accounts.organiser.email}   password ${accounts.organiser.password}
    guest (refused) ${accounts.guest.email}   password ${accounts.guest.password}

${stack.seeded.trim().replace(/^/gm, '  ')}

  Emulators         Auth :${ports.auth}, Firestore :${ports.firestore}, Functions :${ports.functions}, Hosting :${ports.hosting}
  Reconcile now     npm run start:firebase -- reconcile   (runs the scheduled reconcilePayments, prints its report)
  Emulator output   ${LOG_FILE}   (kept after Ctrl-C, until the next start)

Ctrl-C stops everything.`);
// Stay up until Ctrl-C.
setInterval(() => {}, 1 << 30);
