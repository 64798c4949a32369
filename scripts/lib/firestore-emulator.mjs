// Which Firestore emulator this machine can start, if any (used by `npm run test:emulators` and
// by `npm test`, which runs the Firestore suites only where one can start).
//
// firebase-tools' own emulator needs Java 21 and a one-time download from Google. The Google
// Cloud CLI's emulator (Debian package google-cloud-cli-firestore-emulator) runs on Java 17 and
// needs no download.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
