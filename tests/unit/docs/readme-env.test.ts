import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_FIREBASE_KEYS } from '@/config/read-backend-config';

// README's "Deploy to Firebase" lists what goes in .env.production: every key .env.example
// documents, and nothing the production build requires may be missing from it.

const keysOf = (text: string) =>
  text
    .split('\n')
    .map((line) => /^(VITE_[A-Z0-9_]+)=/.exec(line.trim())?.[1])
    .filter((key): key is string => key !== undefined);

/** The lines of README's ```sh block that starts with `# .env.production`. */
function readmeProductionEnv(): string {
  const readme = readFileSync('README.md', 'utf8');
  const block = /```sh\n\s*# \.env\.production\n([\s\S]*?)```/.exec(readme)?.[1];
  if (block === undefined)
    throw new Error('README has no ```sh block starting "# .env.production"');
  return block;
}

describe('README’s .env.production list', () => {
  const listed = keysOf(readmeProductionEnv());

  it('names each key once', () => {
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('is .env.example’s keys, in the same order', () => {
    expect(listed).toEqual(keysOf(readFileSync('.env.example', 'utf8')));
  });

  it('includes every key a production build requires', () => {
    expect(PRODUCTION_FIREBASE_KEYS.filter((key) => !listed.includes(key))).toEqual([]);
  });
});
