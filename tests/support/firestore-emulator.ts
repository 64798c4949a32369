/**
 * The Firestore emulator, for the suites that need it (rules, the Firebase stores, the contract
 * suite on the Firebase adapter, the operator scripts). firebase-tools' own needs Java 21 and a
 * download from Google; the Google Cloud CLI's (Debian's google-cloud-cli-firestore-emulator)
 * runs on Java 17. Where neither can start those suites are skipped, with this reason in their
 * title; `npm test` and `npm run test:emulators` run them wherever one starts
 * (scripts/lib/firestore-emulator.mjs decides).
 */
export const firestoreEmulatorHost: string | undefined = process.env.FIRESTORE_EMULATOR_HOST;

export const NO_FIRESTORE_EMULATOR =
  'skipped: needs the Firestore emulator (FIRESTORE_EMULATOR_HOST unset; it needs Java 21 and a download from Google) — run `npm run test:emulators` where it can start';

let projects = 0;

/** A project id of its own for each test: the emulator keeps projects' data apart. */
export function freshEmulatorProjectId(prefix: string): string {
  projects += 1;
  return `demo-${prefix}-${process.pid}-${projects}`;
}

const OPEN_RULES =
  "rules_version = '2'; service cloud.firestore { match /databases/{db}/documents { match /{doc=**} { allow read, write: if true; } } }";

/** Lets every client read and write one emulator project (the store tests test stores, not rules). */
export function openRulesForProject(projectId: string): Promise<void> {
  return loadRulesForProject(projectId, OPEN_RULES);
}

/** Puts `rules` (firestore.rules' text, say) in force for one emulator project. */
async function loadRulesForProject(projectId: string, rules: string): Promise<void> {
  if (!firestoreEmulatorHost) throw new Error(NO_FIRESTORE_EMULATOR);
  const response = await fetch(
    `http://${firestoreEmulatorHost}/emulator/v1/projects/${projectId}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    },
  );
  if (!response.ok)
    throw new Error(`Could not load rules: ${response.status} ${await response.text()}`);
}
