import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePorts } from './free-port';

/**
 * The Firebase Auth emulator (firebase-tools), started for one test file on ports nobody else
 * uses (other suites run emulators at the same time), from a temporary firebase.json, and
 * stopped with its whole process group. A `demo-*` project id keeps firebase-tools offline: it
 * never looks for a real project or credentials.
 */
export const EMULATOR_PROJECT_ID = 'demo-sangeet';

export interface AuthEmulator {
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

const HOST = '127.0.0.1';
// Starting the Auth emulator costs about 12 s of CPU (it compiles its OpenAPI request validator):
// about 15 s on a quiet two-core machine, and several times that when other suites share it.
export const READY_WITHIN_MS = 90_000;
const STOP_WITHIN_MS = 5_000;

const firebaseBin = resolve(process.cwd(), 'node_modules/.bin/firebase');

async function isReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/`);
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null || child.signalCode !== null) resolvePromise();
    else child.once('exit', () => resolvePromise());
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

export async function startAuthEmulator(): Promise<AuthEmulator> {
  const [port, hubPort, loggingPort] = (await freePorts(3)) as [number, number, number];
  // Its own directory: firebase-tools writes firebase-debug.log next to the config, and its hub
  // locator into TMPDIR (below).
  const dir = mkdtempSync(join(tmpdir(), 'sangeet-auth-emulator-'));
  const config = join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: HOST, port },
        hub: { host: HOST, port: hubPort },
        logging: { host: HOST, port: loggingPort },
        ui: { enabled: false },
      },
    }),
  );

  let output = '';
  const child = spawn(
    firebaseBin,
    ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID, '--config', config],
    {
      cwd: dir,
      // Its own process group, so stopping it also stops whatever it started.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NO_UPDATE_NOTIFIER: '1',
        // firebase-tools writes a "hub locator" per project id into the temp directory; other
        // suites' emulators of demo-sangeet must not find (or delete) this one's.
        TMPDIR: dir,
      },
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  // If the test process ends without reaching stop() (a crash, a cancelled run), the emulator
  // must not outlive it.
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_WITHIN_MS);
      await exited(child);
      clearTimeout(timer);
      // Anything it started that outlived it.
      killGroup(child, 'SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const url = `http://${HOST}:${port}`;
  const until = Date.now() + READY_WITHIN_MS;
  while (!(await isReady(url))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > until) {
      await stop();
      throw new Error(`The Auth emulator did not start on ${url}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const api = `${url}/identitytoolkit.googleapis.com/v1`;
  return {
    host: HOST,
    port,
    url,
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
      const response = await fetch(`${url}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/accounts`, {
        method: 'DELETE',
      });
      if (!response.ok) throw new Error(`Could not clear accounts: ${response.status}`);
    },
    stop,
  };
}
