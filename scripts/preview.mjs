// `npm run preview [-- <port>]`: serves the built dist/ with Firebase Hosting's emulator, as its
// hosting config says (firebase.json's clean URLs, SPA rewrite and headers, with the CSP the
// build wrote beside it, scripts/lib/built-hosting.mjs): what a deploy of it would serve.
// Port 4173 by default; 0 picks a free one. Ctrl-C stops it.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startHostingEmulator } from './lib/hosting-emulator.mjs';

const root = resolve(process.env.PREVIEW_DIST_DIR ?? 'dist');
if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`${root}/index.html does not exist: run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(process.argv[2] ?? process.env.PREVIEW_PORT ?? 4173);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Not a port: ${process.argv[2] ?? process.env.PREVIEW_PORT}`);
  process.exit(1);
}

const started = Date.now();
const server = await startHostingEmulator({
  root,
  port,
  // The emulator logs each request ("GET /faq 200 …"): pass them on.
  onOutput: (text) => {
    for (const line of text.split('\n')) if (/^i\s+hosting: /.test(line)) console.log(line);
  },
});
console.log(
  `Firebase Hosting emulator serving ${root} at ${server.url} (ready in ${Date.now() - started} ms). Ctrl-C stops it.`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
