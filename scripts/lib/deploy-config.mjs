// What makes `npm run deploy` the only way a build reaches Hosting (docs/design.md §16.4).
// firebase.json runs scripts/deploy-guard.mjs before Hosting and before the functions (their
// `predeploy`, which firebase-tools runs on `firebase deploy` and `hosting:channel:deploy`, never
// on `emulators:start`), and the guard refuses unless scripts/deploy.mjs started that deploy
// after checking its build: a plain `firebase deploy` would publish whatever dist/ holds under
// firebase.json's policy, which names no Firebase origin. scripts/deploy.mjs writes the config
// it deploys with (deployConfig) and names the checked build in the deploy's environment.
import { resolve } from 'node:path';

/** Set by scripts/deploy.mjs for its `firebase deploy` alone: the build it checked. */
export const CHECKED_BUILD_VARIABLE = 'DEPLOY_CHECKED_BUILD';

/** The hook of `target` ('hosting' or 'functions'); firebase-tools runs it in the config's directory. */
export const guardCommand = (target) => `node scripts/deploy-guard.mjs ${target}`;

/**
 * Why the deploy of `target` must not go on, in one line (null: it may), from the hook's
 * environment: firebase-tools sets RESOURCE_DIR to the directory Hosting publishes.
 */
export function guardRefusal(target, env) {
  const checked = env[CHECKED_BUILD_VARIABLE] ?? '';
  if (checked === '')
    return 'Deploy with `npm run deploy`: it builds .env.production alone and checks that build before deploying it; firebase deploy by itself would ship whatever dist/ holds, unchecked (docs/design.md §16.4).';
  if (target === 'hosting' && resolve(env.RESOURCE_DIR ?? '') !== resolve(checked))
    return `Deploy with \`npm run deploy\`: Hosting would publish ${env.RESOURCE_DIR ?? '(nothing)'}, not the build it checked, ${checked} (docs/design.md §16.4).`;
  return null;
}

/** The environment scripts/deploy.mjs gives its `firebase deploy` of the build in `distDir`. */
export const checkedDeployEnv = (distDir) => ({ [CHECKED_BUILD_VARIABLE]: resolve(distDir) });

/**
 * firebase.deploy.json: firebase.json as committed, but Hosting publishes the checked build
 * (`publicDir`, relative to the config) with the hosting config it was made with, the functions
 * are already built (no predeploy build between the check and the deploy), and both keep the
 * guard, which the deploy's environment (checkedDeployEnv) passes.
 */
export function deployConfig(committed, builtHosting, publicDir) {
  return {
    ...committed,
    hosting: { ...builtHosting, public: publicDir, predeploy: [guardCommand('hosting')] },
    functions: committed.functions.map((codebase) => ({
      ...codebase,
      predeploy: [guardCommand('functions')],
    })),
    emulators: undefined,
  };
}
