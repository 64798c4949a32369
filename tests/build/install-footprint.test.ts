// The README's first command, `npm install && npm start`, is for someone who wants to see the
// site: it installed 1,255 packages and compiled re2 (a C++ addon pulled in by firebase-tools)
// from source, 2–13 minutes here. Test-only tools now live in tools/ (scripts/lib/test-tools.mjs
// installs them on first use); these checks keep them, and any unreviewed native build, out of
// the root install.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  hasInstallScript?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}
interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  allowScripts?: Record<string, boolean>;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const lockPackages = (path: string): [string, LockEntry][] =>
  Object.entries(readJson<{ packages: Record<string, LockEntry> }>(path).packages).filter(
    ([key]) => key !== '',
  );
const packageName = (lockKey: string): string => lockKey.split('node_modules/').at(-1) ?? lockKey;

const TEST_TOOLS = ['firebase-tools', 'lighthouse', 'chrome-launcher', 'superstatic', 're2'];
// Packages a Linux x64 machine installs from the root lock (other platforms' binaries are listed
// but skipped). 681 when the tools moved out; room for a few more, not for a tool chain.
const MAX_ROOT_PACKAGES = 720;

describe('the root install (npm install && npm start)', () => {
  const root = lockPackages('package-lock.json');
  const manifest = readJson<Manifest>('package.json');

  it('leaves the emulators, Lighthouse and their dependencies to tools/', () => {
    const names = new Set(root.map(([key]) => packageName(key)));
    expect(TEST_TOOLS.filter((name) => names.has(name))).toEqual([]);
    const declared = { ...manifest.dependencies, ...manifest.devDependencies };
    expect(TEST_TOOLS.filter((name) => name in declared)).toEqual([]);
  });

  it(`installs at most ${MAX_ROOT_PACKAGES} packages on Linux x64`, () => {
    const fits = (wanted: string[] | undefined, value: string) => !wanted || wanted.includes(value);
    const forThisPlatform = root.filter(
      ([, entry]) => fits(entry.os, 'linux') && fits(entry.cpu, 'x64') && fits(entry.libc, 'glibc'),
    );
    expect(forThisPlatform.length).toBeLessThanOrEqual(MAX_ROOT_PACKAGES);
  });

  it('runs only install scripts that package.json has reviewed (allowScripts), none of them a native build', () => {
    const withScripts = root
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([key]) => packageName(key));
    const allowed = manifest.allowScripts ?? {};
    expect(withScripts.filter((name) => !(name in allowed))).toEqual([]);
    expect(withScripts.filter((name) => existsNodeGyp(name))).toEqual([]);
  });
});

describe('tools/ (installed by npm test on first use)', () => {
  const tools = lockPackages('tools/package-lock.json');
  const manifest = readJson<Manifest>('tools/package.json');

  it('holds the Firebase CLI and Lighthouse at pinned versions', () => {
    for (const name of ['firebase-tools', 'lighthouse', 'chrome-launcher'])
      expect(manifest.dependencies?.[name]).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('reviews every install script, and denies re2 its C++ build (Hosting rules here are globs)', () => {
    const withScripts = tools
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([key]) => packageName(key));
    const allowed = manifest.allowScripts ?? {};
    expect(withScripts.filter((name) => !(name in allowed))).toEqual([]);
    expect(allowed.re2).toBe(false);
    const firebaseJson = readFileSync('firebase.json', 'utf8');
    expect(firebaseJson).not.toMatch(/"regex"\s*:/);
  });
});

/** Whether the installed package builds a native addon (a binding.gyp beside its package.json). */
function existsNodeGyp(name: string): boolean {
  try {
    readFileSync(`node_modules/${name}/binding.gyp`);
    return true;
  } catch {
    return false;
  }
}
