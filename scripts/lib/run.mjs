// Run a command with its output streamed to ours, and report how it ended.
import { spawn } from 'node:child_process';

/**
 * @param {string} command e.g. 'npm'
 * @param {string[]} args
 * @param {{ env?: Record<string, string> }} [options]
 * @returns {Promise<{ code: number, seconds: number }>} code is 1 when the command died of a signal.
 */
export function run(command, args, { env } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${[command, ...args].join(' ')}\n`);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      resolvePromise({ code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 });
    });
  });
}
