// Run a command with its output streamed to ours (or kept until it ends), and report how it ended.
import { spawn } from 'node:child_process';

/**
 * @param {string} command e.g. 'npm'
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, buffered?: boolean }} [options] buffered: keep the
 *   command's output and print it in one block when it ends, so a command run beside another
 *   does not interleave its lines with the other's.
 * @returns {Promise<{ code: number, seconds: number }>} code is 1 when the command died of a signal.
 */
export function run(command, args, { env, buffered = false } = {}) {
  const started = Date.now();
  const banner = `\n▶ ${[command, ...args].join(' ')}\n`;
  if (!buffered) console.log(banner);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (buffered) {
        console.log(banner);
        process.stdout.write(Buffer.concat(output));
      }
      resolvePromise({ code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 });
    });
  });
}
