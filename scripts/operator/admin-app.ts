// The Admin SDK app the operator scripts use. firebase-admin itself honours
// FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST; this decides which project, says
// where the script is about to write, and refuses to guess.
import { initializeApp, type App } from 'firebase-admin/app';

/** The offline demo project the emulators run as (scripts/lib/hosting-emulator.mjs's too). */
const EMULATOR_PROJECT = 'demo-sangeet';

export interface Target {
  app: App;
  projectId: string;
  /** Both Firestore and Auth are emulators: nothing real is touched. */
  emulated: boolean;
  description: string;
}

/** `--project <id>` or `--project=<id>` from argv, without it. */
export function takeProjectFlag(argv: string[]): { projectId: string | null; rest: string[] } {
  const rest: string[] = [];
  let projectId: string | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--project') {
      projectId = argv[i + 1] ?? null;
      i += 1;
    } else if (arg.startsWith('--project=')) projectId = arg.slice('--project='.length);
    else rest.push(arg);
  }
  return { projectId, rest };
}

export function openTarget(
  projectFlag: string | null,
  env: NodeJS.ProcessEnv = process.env,
): Target {
  const firestoreEmulator = env.FIRESTORE_EMULATOR_HOST || null;
  const authEmulator = env.FIREBASE_AUTH_EMULATOR_HOST || null;
  const emulated = Boolean(firestoreEmulator && authEmulator);
  const projectId =
    projectFlag ??
    env.GOOGLE_CLOUD_PROJECT ??
    env.GCLOUD_PROJECT ??
    (firestoreEmulator || authEmulator ? EMULATOR_PROJECT : null);
  if (!projectId) {
    throw new Error(
      'Say which Firebase project: --project <project-id> (credentials from ' +
        '`gcloud auth application-default login` or GOOGLE_APPLICATION_CREDENTIALS), or set ' +
        'FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST to use the emulators.',
    );
  }
  // On the emulators nothing needs Google credentials, but the client libraries still look for
  // them, asking Google's metadata server (a request beyond this machine, and a warning when it
  // does not answer). Told it is absent, they never ask.
  if (emulated) env.METADATA_SERVER_DETECTION ??= 'none';
  const where = (service: string, host: string | null) =>
    host ? `${service} emulator at ${host}` : `${service} of project ${projectId}`;
  return {
    app: initializeApp({ projectId }),
    projectId,
    emulated,
    description: `${where('Firestore', firestoreEmulator)}, ${where('Auth', authEmulator)}`,
  };
}
