import {
  EMULATOR_PROJECT,
  startAuthEmulator as startEmulator,
} from '../../../scripts/lib/hosting-emulator.mjs';

/**
 * The Firebase Auth emulator (firebase-tools; it runs offline), started for one test file on
 * free ports by scripts/lib/hosting-emulator.mjs (the same starter the e2e suite and the
 * operator-script tests use), with the account helpers the adapter's auth tests need.
 */
export const EMULATOR_PROJECT_ID = EMULATOR_PROJECT;

export interface AuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST takes it. */
  host: string;
  port: number;
  /** http://host:port, for connectAuthEmulator. */
  url: string;
  projectId: string;
  /** Creates an e-mail/password account through the emulator's REST API; resolves its uid. */
  createAccount(email: string, password: string): Promise<string>;
  /** Deletes every account. */
  clearAccounts(): Promise<void>;
  stop(): Promise<void>;
}

// Starting the Auth emulator costs about 12 s of CPU (it compiles its OpenAPI request validator):
// about 15 s on a quiet two-core machine, and several times that when other suites share it. The
// starter itself waits up to 180 s.
export const READY_WITHIN_MS = 180_000;

export async function startAuthEmulator(): Promise<AuthEmulator> {
  const emulator = await startEmulator();
  const api = `${emulator.url}/identitytoolkit.googleapis.com/v1`;
  return {
    host: emulator.host,
    port: emulator.port,
    url: emulator.url,
    projectId: EMULATOR_PROJECT_ID,
    async createAccount(email, password) {
      const response = await fetch(`${api}/accounts:signUp?key=emulator-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      });
      const body = (await response.json()) as { localId?: string; error?: unknown };
      if (!response.ok || !body.localId) {
        throw new Error(`Could not create ${email}: ${JSON.stringify(body.error ?? body)}`);
      }
      return body.localId;
    },
    async clearAccounts() {
      const response = await fetch(
        `${emulator.url}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/accounts`,
        { method: 'DELETE' },
      );
      if (!response.ok) throw new Error(`Could not clear accounts: ${response.status}`);
    },
    stop: emulator.stop,
  };
}
