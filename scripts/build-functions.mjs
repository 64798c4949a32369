// Bundles the Cloud Functions (docs/design.md §16.2) into functions/lib/index.js: functions/src
// with the very src/domain and src/engine the browser runs, so no rule exists twice. The SDKs the
// functions' package.json lists stay external (Cloud Functions installs them); everything else
// (zod, the flows) is inside. Also writes functions/lib/meta.json, esbuild's record of which source
// files went in, which tests/functions/build.test.ts reads.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'functions', 'lib');
// The functions' own dependencies (functions/package.json), installed by Cloud Functions.
const external = ['firebase-admin', 'firebase-functions', 'razorpay'];

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: ['functions/src/index.ts'],
  outfile: join(outDir, 'index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // Resolves the `@/` alias to src/ exactly as the type-check does.
  tsconfig: 'functions/tsconfig.json',
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
});
await writeFile(join(outDir, 'meta.json'), JSON.stringify(result.metafile, null, 2));
const bytes = result.metafile.outputs['functions/lib/index.js']?.bytes ?? 0;
console.log(`functions/lib/index.js: ${(bytes / 1024).toFixed(1)} KB`);
