import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// What Cloud Functions installs and runs (docs/design.md §16.2): the versions in functions/'s own
// lock file, the very ones the root installs for the tests and the emulators, on Node 22.

interface Lock {
  lockfileVersion: number;
  packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
}
const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

const manifest = readJson<{ engines: { node: string }; dependencies: Record<string, string> }>(
  'functions/package.json',
);
const lock = readJson<Lock>('functions/package-lock.json');
const rootLock = readJson<Lock>('package-lock.json');
const firebaseJson = readJson<{ functions: Array<{ runtime: string }> }>('firebase.json');

describe('functions/', () => {
  it('pins each dependency to one exact version', () => {
    for (const range of Object.values(manifest.dependencies))
      expect(range).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('has a lock file that agrees with its package.json', () => {
    expect(lock.lockfileVersion).toBe(3);
    expect(lock.packages['']?.dependencies).toEqual(manifest.dependencies);
    for (const [name, version] of Object.entries(manifest.dependencies))
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
  });

  it('deploys the SDK versions the root installs for the tests and the emulators', () => {
    for (const [name, version] of Object.entries(manifest.dependencies))
      expect(rootLock.packages[`node_modules/${name}`]?.version, name).toBe(version);
  });

  it('runs on Node 22, in package.json and in firebase.json', () => {
    expect(manifest.engines.node).toBe('22');
    expect(firebaseJson.functions.map((codebase) => codebase.runtime)).toEqual(['nodejs22']);
  });
});
