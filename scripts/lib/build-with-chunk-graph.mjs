// node scripts/lib/build-with-chunk-graph.mjs <outDir>: the client build (vite.config.ts, the
// env of this process) into outDir, with chunk-graph.mjs's plugin. Run by buildFirebaseCheck.
import { build } from 'vite';
import { chunkGraphPlugin } from './chunk-graph.mjs';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: build-with-chunk-graph.mjs <outDir>');
await build({
  build: { outDir, emptyOutDir: true },
  logLevel: 'warn',
  plugins: [chunkGraphPlugin()],
});
