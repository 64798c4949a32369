// `node scripts/lib/run-ts.mjs <file.ts> [args…]`: runs a TypeScript script that shares code with
// the app (the `@/` alias, src/domain, src/engine, functions/src). esbuild bundles the script's
// own code into node_modules/.tmp (packages stay external, resolved from the project's
// node_modules) and Node runs that; nothing is type-checked here (`npm run typecheck` does it).
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('Usage: node scripts/lib/run-ts.mjs <file.ts> [args…]');
  process.exit(2);
}
const outDir = join(root, 'node_modules/.tmp/run-ts');
mkdirSync(outDir, { recursive: true });
const outfile = join(outDir, `${basename(entry, '.ts')}-${process.pid}.mjs`);
await build({
  entryPoints: [resolve(entry)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: { '@': join(root, 'src') },
  logLevel: 'warning',
});
process.argv = [process.argv[0], resolve(entry), ...args];
process.on('exit', () => rmSync(outfile, { force: true }));
await import(pathToFileURL(outfile).href);
