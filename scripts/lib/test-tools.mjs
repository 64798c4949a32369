// The tools only tests, the bench and deploys need — the Firebase emulators (firebase-tools) and
// Lighthouse, about 790 packages — live in tools/ with a lock of their own, so that a newcomer's
// `npm install && npm start` does not download them. They install into tools/node_modules the
// first time something needs them (`npm test`, `npm run preview`, `npm run bench`,
// `npm run test:emulators`, `npm run firebase`), and again whenever tools/package-lock.json
// changes. re2, superstatic's optional native regex engine, is denied its build there
// (tools/package.json `allowScripts`): Hosting's rules here are globs, which never use it, and
// compiling it took minutes.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const TOOLS_DIR = fileURLToPath(new URL('../../tools/', import.meta.url));
const STAMP = join(TOOLS_DIR, 'node_modules', '.installed-from-lock');
const LOCK_DIR = join(TOOLS_DIR, '.installing');
// A second process (a parallel test file, a second run) waits for an install under way.
const INSTALL_WAIT_MS = 15 * 60_000;
const STALE_LOCK_MS = 20 * 60_000;

function lockDigest() {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json'])
    hash.update(readFileSync(join(TOOLS_DIR, file)));
  return hash.digest('hex');
}

const installed = (digest) => existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest;

function pause(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Takes the install lock (a directory: mkdir is atomic), clearing one left by a killed run. */
function takeInstallLock() {
  const deadline = Date.now() + INSTALL_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let age = 0;
    try {
      age = Date.now() - statSync(LOCK_DIR).mtimeMs;
    } catch {
      continue; // released between the two calls
    }
    if (age > STALE_LOCK_MS) rmSync(LOCK_DIR, { recursive: true, force: true });
    else if (Date.now() > deadline)
      throw new Error(`tools/: another install has held ${LOCK_DIR} for too long`);
    else pause(500);
  }
}

/**
 * Installs tools/node_modules from tools/package-lock.json unless that lock is what is installed.
 * Synchronous, so that module-level code and test set-up can call it; safe across processes.
 */
export function ensureTestTools() {
  const digest = lockDigest();
  if (installed(digest)) return TOOLS_DIR;
  takeInstallLock();
  try {
    if (!installed(digest)) {
      console.log(
        '==> Installing the test tools (firebase-tools, Lighthouse) into tools/node_modules, once per tools/package-lock.json',
      );
      const started = Date.now();
      execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: TOOLS_DIR,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      writeFileSync(STAMP, digest);
      console.log(`==> Test tools installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
  return TOOLS_DIR;
}

/** The file a specifier names inside tools/node_modules, installing the tools first if needed. */
export function resolveTestTool(specifier) {
  ensureTestTools();
  return createRequire(join(TOOLS_DIR, 'package.json')).resolve(specifier);
}

/** The Firebase CLI's entry script, to run with `node`. */
export const firebaseCliPath = () => resolveTestTool('firebase-tools/lib/bin/firebase.js');

/** Imports a test tool's ES module entry (Lighthouse, chrome-launcher). */
export const importTestTool = (specifier) => import(pathToFileURL(resolveTestTool(specifier)).href);

// `node scripts/lib/test-tools.mjs`: install them now (npm test's first step).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) ensureTestTools();
