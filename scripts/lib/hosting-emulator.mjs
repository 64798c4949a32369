// Serves a built site with Firebase Hosting's own emulator (firebase-tools, runs offline), so the
// e2e suite, `npm run preview` and the bench see what Firebase serves: the same clean-URL and
// rewrite rules, the same headers (the build's hosting config, scripts/lib/built-hosting.mjs),
// the same content types.
//
// Several runs can share this machine, so nothing here uses firebase.json's fixed ports: each run
// writes its own config (firebase.json's `hosting` with `public` aimed at the directory served,
// and emulator ports picked at run time) into a temporary directory, and runs the CLI there with
// TMPDIR pointing at it (the emulator hub writes a `hub-<project>.json` locator into the temp
// directory; two runs of demo-sangeet would otherwise overwrite each other's).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { readBuiltHosting } from './built-hosting.mjs';
import { firebaseCliPath } from './test-tools.mjs';

/** Offline "demo-" project: the emulators never reach a real Firebase project with it. */
export const EMULATOR_PROJECT = 'demo-sangeet';
const HOST = '127.0.0.1';
// The hosting emulator is ready in a few seconds; the Auth emulator compiles its API's request
// validators at start-up, which took up to a minute on this 2-core machine under load.
const READY_TIMEOUT_MS = { hosting: 60_000, auth: 180_000 };
const STOP_TIMEOUT_MS = 10_000;

/** The `hosting` block of firebase.json in projectDir (the first one if it is an array). */
export function loadHostingConfig(projectDir = process.cwd()) {
  const file = join(projectDir, 'firebase.json');
  let json;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} could not be read: ${error.message}`);
  }
  const hosting = Array.isArray(json.hosting) ? json.hosting[0] : json.hosting;
  if (!hosting) throw new Error(`${file} has no "hosting" block to serve.`);
  return hosting;
}

/** A port nobody is listening on right now (the OS's choice). */
export function freePort(host = HOST) {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * The temporary firebase.json: `hosting` serving `root` (relative to the config's directory:
 * the emulator joins `public` onto it, so an absolute path would not work), and only the
 * hosting emulator, its hub and its logging port, all on the given ports, without the UI.
 */
export function emulatorConfig({ hosting, root, configDir, ports }) {
  return {
    hosting: { ...hosting, public: relative(configDir, root) || '.' },
    emulators: {
      hosting: { host: HOST, port: ports.hosting },
      hub: { host: HOST, port: ports.hub },
      logging: { host: HOST, port: ports.logging },
      ui: { enabled: false },
    },
  };
}

/** Wait until `url` answers any HTTP status, or throw after timeoutMs. */
export async function waitForServer(url, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { method: 'HEAD', redirect: 'manual' });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${lastError?.message}`);
}

/** The emulator's address once the hub lists it as running, else null. */
async function runningAddress(hubPort, name) {
  try {
    const response = await fetch(`http://${HOST}:${hubPort}/emulators`);
    if (!response.ok) return null;
    const running = await response.json();
    return running[name] ? { host: running[name].host, port: running[name].port } : null;
  } catch {
    return null;
  }
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already gone.
  }
}

/**
 * Starts one emulator (`hosting`, or `auth`) from a temporary config; `config(configDir, ports)`
 * writes what it serves. Resolves once the hub lists it as running.
 */
async function startOnce({ name, port, config, logLines }) {
  const configDir = mkdtempSync(join(tmpdir(), `sangeet-${name}-`));
  const ports = {
    [name]: port === 0 ? await freePort() : port,
    hub: await freePort(),
    logging: await freePort(),
  };
  const configFile = join(configDir, 'firebase.json');
  writeFileSync(configFile, JSON.stringify(config(configDir, ports), null, 2));

  const child = spawn(
    process.execPath,
    [
      firebaseCliPath(),
      'emulators:start',
      '--only',
      name,
      '--project',
      EMULATOR_PROJECT,
      '--config',
      configFile,
    ],
    {
      cwd: configDir, // firebase-debug.log lands here, not in the project
      detached: true, // its own process group, so teardown can end the CLI and all it started
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TMPDIR: configDir, NO_UPDATE_NOTIFIER: '1', CI: '1' },
    },
  );
  const log = [];
  const collect = (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) log.push(line);
    logLines?.(chunk.toString());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = null;
  const exitPromise = new Promise((resolveExit) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolveExit();
    });
  });
  // If this process goes away without calling stop(), the emulator must not outlive it.
  const onExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', onExit);

  const stop = async () => {
    process.removeListener('exit', onExit);
    if (!exited) {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
      await exitPromise;
      clearTimeout(timer);
    }
    rmSync(configDir, { recursive: true, force: true });
  };

  const readyTimeoutMs = READY_TIMEOUT_MS[name];
  const deadline = Date.now() + readyTimeoutMs;
  let address = null;
  while (!exited && Date.now() < deadline) {
    address = await runningAddress(ports.hub, name);
    if (address) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!address) {
    const reason = exited
      ? `exited (${exited.signal ?? `code ${exited.code}`})`
      : `was not ready within ${readyTimeoutMs / 1000} s`;
    await stop();
    const error = new Error(
      `The Firebase ${name} emulator ${reason}. Its output:\n${log.join('\n') || '(none)'}`,
    );
    error.portClash = log.some((line) => /port .* (is )?(not open|taken|in use)/i.test(line));
    throw error;
  }
  const url = `http://${address.host}:${address.port}`;
  await waitForServer(url);
  return { url, host: `${address.host}:${address.port}`, port: address.port, log, stop };
}

/** Calls start() again (it picks new free ports) when the ports it picked were taken meanwhile. */
async function withRetries(start, retry = true) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (!retry || !error.portClash || attempt >= 3) throw error;
    }
  }
}

/**
 * Serve `root` with the Firebase Hosting emulator.
 * @param {{ root: string, port?: number, hosting?: object,
 *           onOutput?: (text: string) => void }} options
 *   port 0 (the default) picks free ports; `hosting` defaults to the config the build in `root`
 *   was made with (scripts/lib/built-hosting.mjs).
 * @returns {Promise<{ url: string, host: string, port: number, log: string[], stop: () => Promise<void> }>}
 */
export async function startHostingEmulator({ root, port = 0, hosting, onOutput } = {}) {
  const served = hosting ?? readBuiltHosting(root);
  const rootDir = resolve(root);
  // A free port can be taken by someone else between our check and the emulator's bind: start
  // again with new ports, a few times, when that is what went wrong (and the ports were ours).
  return withRetries(
    () =>
      startOnce({
        name: 'hosting',
        port,
        logLines: onOutput,
        config: (configDir, ports) =>
          emulatorConfig({ hosting: served, root: rootDir, configDir, ports }),
      }),
    port === 0,
  );
}

/**
 * The Auth emulator on free ports (it runs offline). Its `host` is what FIREBASE_AUTH_EMULATOR_HOST
 * takes.
 * @returns {Promise<{ url: string, host: string, port: number, log: string[], stop: () => Promise<void> }>}
 */
export function startAuthEmulator() {
  return withRetries(() =>
    startOnce({
      name: 'auth',
      port: 0,
      config: (_configDir, ports) => ({
        emulators: {
          auth: { host: HOST, port: ports.auth },
          hub: { host: HOST, port: ports.hub },
          logging: { host: HOST, port: ports.logging },
          ui: { enabled: false },
        },
      }),
    }),
  );
}
