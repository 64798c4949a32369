// Which Firestore emulator this machine can start, if any (used by `npm run test:emulators` and
// by `npm test`, which runs the Firestore suites only where one can start).
//
// firebase-tools' own emulator needs Java 21 and a one-time download from Google. The Google
// Cloud CLI's emulator (Debian package google-cloud-cli-firestore-emulator) runs on Java 17 and
// needs no download.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { request } from 'node:http';

const STARTUP_TIMEOUT_MS = 60_000;

export const GCLOUD_FIRESTORE_EMULATORS = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
];

/** The major version of `java` on the PATH, or 0 when there is none. */
export function javaMajorVersion() {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)/.exec(`${probe.stderr ?? ''}${probe.stdout ?? ''}`);
  return match ? Number(match[1]) : 0;
}

/** The Cloud CLI's emulator binary when installed, else null. */
export function gcloudFirestoreEmulator() {
  return GCLOUD_FIRESTORE_EMULATORS.find((path) => existsSync(path)) ?? null;
}

/**
 * { ok: true, how } when a Firestore emulator can start here, else { ok: false, reason } saying
 * why not, in words fit for a test summary.
 */
export function firestoreEmulatorSupport() {
  const java = javaMajorVersion();
  const gcloud = gcloudFirestoreEmulator();
  if (java > 0 && gcloud) return { ok: true, how: `Cloud CLI emulator on Java ${java}` };
  if (java >= 21) return { ok: true, how: `firebase-tools emulator on Java ${java}` };
  return {
    ok: false,
    reason:
      java === 0
        ? 'no Java, so no Firestore emulator'
        : `Java ${java} and no google-cloud-cli-firestore-emulator: firebase-tools' Firestore emulator needs Java 21 and a download`,
  };
}

function answers(port) {
  return new Promise((done) => {
    const probe = request({ host: '127.0.0.1', port, path: '/', timeout: 1000 }, (response) => {
      response.resume();
      done(response.statusCode === 200);
    });
    probe.on('error', () => done(false));
    probe.on('timeout', () => probe.destroy());
    probe.end();
  });
}

/** Starts the Cloud CLI's Firestore emulator in its own process group; resolves once it answers. */
export async function startGcloudFirestore(binary, port, rulesPath, logPath) {
  // It logs a stack trace for every request the rules refuse, which these tests make on
  // purpose: into a file, kept when a run fails.
  const log = openSync(logPath, 'w');
  const emulator = spawn(
    binary,
    ['start', '--host=127.0.0.1', `--port=${port}`, `--rules=${rulesPath}`],
    {
      detached: true,
      stdio: ['ignore', log, log],
    },
  );
  const exited = new Promise((done) => emulator.once('exit', done));
  // Resolves once the emulator has gone (SIGKILL after 10 s), so a caller can wait for its port.
  const stop = async () => {
    if (emulator.exitCode !== null || emulator.signalCode !== null) return;
    killGroup(emulator.pid, 'SIGTERM');
    const timer = setTimeout(() => killGroup(emulator.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (emulator.exitCode !== null)
      throw new Error('The Firestore emulator exited while starting.');
    if (await answers(port)) return stop;
    await new Promise((wait) => setTimeout(wait, 500));
  }
  await stop();
  throw new Error(`The Firestore emulator did not answer on port ${port} within a minute.`);
}

/** Ends a process group; nothing if it has gone. */
function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}
