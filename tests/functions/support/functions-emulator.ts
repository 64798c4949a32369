import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { firebaseCliPath } from '../../../scripts/lib/test-tools.mjs';

/** A port nobody holds right now (other engineers' emulators run on this machine too). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningEmulator {
  /** e.g. http://127.0.0.1:PORT/demo-sangeet/asia-south1 */
  baseUrl: string;
  stop(): Promise<void>;
}

/** Files the emulator reads from functions/ (secrets, params); put back as they were on stop. */
async function replaceFile(path: string, content: string): Promise<() => Promise<void>> {
  const before = existsSync(path) ? await readFile(path, 'utf8') : null;
  await writeFile(path, content);
  return async () => {
    if (before === null) await rm(path, { force: true });
    else await writeFile(path, before);
  };
}

/**
 * Starts firebase-tools' Functions emulator (it runs offline) on the built functions/lib, with
 * its own free ports and a throw-away config, and the given secrets in functions/.secret.local.
 * Stopped by killing its whole process group.
 */
export async function startFunctionsEmulator(
  root: string,
  secrets: Record<string, string>,
  region: string,
): Promise<RunningEmulator> {
  await mkdir(join(root, '.tmp'), { recursive: true });
  const dir = await mkdtemp(join(root, '.tmp', 'functions-emulator-'));
  const ports = {
    functions: await freePort(),
    hub: await freePort(),
    logging: await freePort(),
    eventarc: await freePort(),
    tasks: await freePort(),
  };
  const config = {
    functions: [{ source: relative(dir, join(root, 'functions')), codebase: 'default' }],
    emulators: {
      functions: { port: ports.functions },
      hub: { port: ports.hub },
      logging: { port: ports.logging },
      eventarc: { port: ports.eventarc },
      tasks: { port: ports.tasks },
      ui: { enabled: false },
    },
  };
  await writeFile(join(dir, 'firebase.json'), JSON.stringify(config));
  const restore = [
    await replaceFile(
      join(root, 'functions', '.secret.local'),
      Object.entries(secrets)
        .map(([key, value]) => `${key}=${value}\n`)
        .join(''),
    ),
    await replaceFile(join(root, 'functions', '.env.local'), `FUNCTIONS_REGION=${region}\n`),
  ];

  const child: ChildProcess = spawn(
    process.execPath,
    [
      firebaseCliPath(),
      'emulators:start',
      '--only',
      'functions',
      '--project',
      'demo-sangeet',
      '--config',
      join(dir, 'firebase.json'),
    ],
    { cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
    for (const undo of restore) await undo();
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes('All emulators ready')) resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) =>
        reject(new Error(`The Functions emulator exited (${code}):\n${output}`)),
      );
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${ports.functions}/demo-sangeet/${region}`, stop };
}
