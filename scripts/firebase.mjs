// `npm run firebase -- <command>`: the project's pinned Firebase CLI (tools/, installed on first
// use by scripts/lib/test-tools.mjs), e.g. `npm run firebase -- login`. A deploy of Hosting or the
// functions through it is refused by firebase.json's predeploy guard: `npm run deploy` deploys.
import { spawnSync } from 'node:child_process';
import { firebaseCliPath } from './lib/test-tools.mjs';

const { status, signal } = spawnSync(
  process.execPath,
  [firebaseCliPath(), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(status ?? (signal ? 1 : 0));
