// A build's Hosting config (docs/design.md §11): firebase.json's `hosting` with the
// Content-Security-Policy this build needs (scripts/lib/hosting-csp.mjs). scripts/prerender.mjs
// writes it BESIDE the build's directory (dist/ → dist.hosting.json, git-ignored): never into the
// committed firebase.json, which stays the same whatever is built, and never inside the
// directory Hosting publishes. Whatever serves or deploys a build reads its config from here,
// so a build is always served with the policy made for it (its inline scripts' hashes, its
// Firebase project, its contact endpoint).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The hosting config file of the build in `distDir`. */
export const builtHostingPath = (distDir) => `${resolve(distDir)}.hosting.json`;

/** firebase.json's `hosting` as committed: the template every build's config starts from. */
export function committedHosting(root = ROOT) {
  return JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).hosting;
}

/** The `hosting` the build in `distDir` was made for; throws, saying what to run, if none. */
export function readBuiltHosting(distDir) {
  const file = builtHostingPath(distDir);
  if (!existsSync(file)) {
    throw new Error(
      `${file} does not exist: build ${resolve(distDir)} with \`npm run build\`, which writes ` +
        'the hosting config (its Content-Security-Policy) beside it.',
    );
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function writeBuiltHosting(distDir, hosting) {
  writeFileSync(builtHostingPath(distDir), `${JSON.stringify(hosting, null, 2)}\n`);
}

/** The Content-Security-Policy a `hosting` config sends ('' when it sends none). */
export function policyOf(hosting) {
  return (
    (hosting.headers ?? [])
      .flatMap((rule) => rule.headers ?? [])
      .find((header) => header.key === 'Content-Security-Policy')?.value ?? ''
  );
}
