import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What `npm run build` writes: dist/ is what Hosting deploys, dist-ssr/ prerenders it. */
const DEPLOYED_OUTPUTS = ['dist', 'dist-ssr'];

/**
 * Refuses an emulator build (VITE_USE_EMULATORS=on, left in .env.local say) whose output is
 * dist/: such a site talks to 127.0.0.1 and would be deployed as it is. It fails as the config
 * resolves, before the build empties or writes anything, so dist/ keeps what it held.
 * `npm run start:firebase` builds its emulator site into a directory of its own
 * (docs/design.md §16.5).
 */
export function noEmulatorsInDist(emulatorBuild: boolean): Plugin {
  return {
    name: 'sangeet-no-emulators-in-dist',
    apply: 'build',
    configResolved(config) {
      if (!emulatorBuild) return;
      const outDir = resolve(config.root, config.build.outDir);
      if (DEPLOYED_OUTPUTS.some((dir) => resolve(config.root, dir) === outDir)) {
        throw new Error(
          'VITE_USE_EMULATORS=on wires this build to the local emulators, and dist/ is what ' +
            'Hosting deploys: set VITE_USE_EMULATORS=off (see .env.local). ' +
            '`npm run start:firebase` builds and serves the emulator site on its own.',
        );
      }
    },
  };
}
