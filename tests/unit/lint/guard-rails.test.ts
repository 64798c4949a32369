import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Proves that the layering rules in eslint.config.js fire, by linting small snippets with the
// repository's own config. A rule that silently never fires (as import-x/no-cycle once did on
// .ts files) passes `npm run lint` just as well as one that works.

const root = fileURLToPath(new URL('../../../', import.meta.url));
// A cycle needs both files on disk, where the resolver looks. They live under src/ so the
// `@/` alias reaches them, exist only while this file runs, and are cleared first in case an
// interrupted run left them behind.
const FIXTURE_FOLDER = '__guard-rails-fixtures__';
const fixtureDir = path.join(root, 'src/lib', FIXTURE_FOLDER);
const fixtures: Record<string, string> = {
  'relative-a.ts': "import { b } from './relative-b';\nexport const a = (): number => b() + 1;\n",
  'relative-b.ts':
    "import { a } from './relative-a';\nexport const b = (): number => (Date.now() < 0 ? a() : 0);\n",
  'alias-a.ts': `import { b } from '@/lib/${FIXTURE_FOLDER}/alias-b';\nexport const a = (): number => b() + 1;\n`,
  'alias-b.ts': `import { a } from '@/lib/${FIXTURE_FOLDER}/alias-a';\nexport const b = (): number => (Date.now() < 0 ? a() : 0);\n`,
  'view-a.tsx':
    'import { Label } from \'./view-b\';\nexport const View = () => <Label text="x" />;\nexport const label = (text: string): string => text.trim();\n',
  'view-b.tsx':
    "import { label } from './view-a';\nexport const Label = ({ text }: { text: string }) => <span>{label(text)}</span>;\n",
  'chain-a.ts': "import { b } from './chain-b';\nexport const a = (): number => b() + 1;\n",
  'chain-b.ts': 'export const b = (): number => 1;\n',
};

let eslint: ESLint;

beforeAll(() => {
  rmSync(fixtureDir, { recursive: true, force: true });
  mkdirSync(fixtureDir, { recursive: true });
  for (const [name, text] of Object.entries(fixtures))
    writeFileSync(path.join(fixtureDir, name), text);
  eslint = new ESLint({ cwd: root });
});

afterAll(() => {
  rmSync(fixtureDir, { recursive: true, force: true });
});

// ESLint with the TypeScript resolver takes a few seconds to warm up on a busy machine.
const SLOW = 60_000;

/** The rule ids ESLint reports for `code` placed at `filePath` (relative to the repository). */
async function rulesFor(filePath: string, code: string): Promise<(string | null)[]> {
  const results = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

/** The rule ids reported for fixture files that exist on disk. */
async function rulesForFixture(name: string): Promise<(string | null)[]> {
  const results = await eslint.lintFiles([path.join(fixtureDir, name)]);
  return results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

describe('import-x/no-cycle', () => {
  it.each([
    ['relative .ts imports', 'relative-a.ts', 'relative-b.ts'],
    ['the @/ alias', 'alias-a.ts', 'alias-b.ts'],
    ['.tsx files', 'view-a.tsx', 'view-b.tsx'],
  ])(
    'reports a two-file cycle through %s, from both ends',
    async (_how, first, second) => {
      expect(await rulesForFixture(first)).toEqual(['import-x/no-cycle']);
      expect(await rulesForFixture(second)).toEqual(['import-x/no-cycle']);
    },
    SLOW,
  );

  it(
    'does not report a one-way import',
    async () => {
      expect(await rulesForFixture('chain-a.ts')).toEqual([]);
      expect(await rulesForFixture('chain-b.ts')).toEqual([]);
    },
    SLOW,
  );
});

describe('features reach data only through the backend port', () => {
  const feature = 'src/features/booking/guard-rails-probe.ts';

  it.each([
    // Resolvable: both the path zone and the import pattern catch it.
    [
      '@/backend/demo/db',
      "import { DEMO_DB_NAME } from '@/backend/demo/db';\nexport const name = DEMO_DB_NAME;\n",
      ['no-restricted-imports', 'import-x/no-restricted-paths'],
    ],
    [
      'a relative path into src/backend/demo',
      "import { DEMO_DB_NAME } from '../../backend/demo/db';\nexport const name = DEMO_DB_NAME;\n",
      ['import-x/no-restricted-paths'],
    ],
    // Not resolvable (no such file yet): the import pattern still catches the alias.
    [
      '@/backend/demo/x',
      "import { x } from '@/backend/demo/x';\nexport const y = x;\n",
      ['no-restricted-imports'],
    ],
    [
      '@/backend/demo/nested/x',
      "export { x } from '@/backend/demo/nested/x';\n",
      ['no-restricted-imports'],
    ],
  ])(
    'reports an import of %s',
    async (_what, code, expected) => {
      expect((await rulesFor(feature, code)).sort()).toEqual([...expected].sort());
    },
    SLOW,
  );

  it(
    'reports an import of a Firebase adapter module as an adapter import',
    async () => {
      const results = await eslint.lintText(
        "import { x } from '@/backend/firebase/x';\nexport const y = x;\n",
        {
          filePath: path.join(root, feature),
        },
      );
      const messages = results.flatMap((result) => result.messages.map((m) => m.message));
      expect(messages).toContainEqual(expect.stringContaining('not an adapter'));
    },
    SLOW,
  );

  it(
    'allows the port files and the rest of the shared layers',
    async () => {
      const code = [
        "import { useBackend } from '@/backend/backend-context';",
        "import type { PublicBackend } from '@/backend/backend';",
        "import { formatRupees } from '@/domain/format';",
        "import { site } from '@/config/site';",
        'export const use = (): PublicBackend => useBackend();',
        'export const price = (amount: number): string => `${site.name} ${formatRupees(amount)}`;',
        '',
      ].join('\n');
      expect(await rulesFor(feature, code)).toEqual([]);
    },
    SLOW,
  );
});

describe('each SDK is imported by its own adapter only', () => {
  const firebase = "import { getApp } from 'firebase/app';\nexport const app = getApp;\n";
  const dexie = "import Dexie from 'dexie';\nexport const D = Dexie;\n";
  const razorpay = "import Razorpay from 'razorpay';\nexport const R = Razorpay;\n";

  it.each([
    ['firebase/app', 'src/backend/load-backend-probe.ts', firebase],
    ['firebase/app', 'src/backend/demo/probe.ts', firebase],
    ['firebase/app', 'src/backend/firebase-common/probe.ts', firebase],
    ['firebase/app', 'src/features/booking/probe.ts', firebase],
    ['dexie', 'src/backend/firebase/probe.ts', dexie],
    ['razorpay (the server SDK)', 'src/backend/firebase/probe.ts', razorpay],
  ])(
    'reports %s in %s',
    async (_what, file, code) => {
      expect(await rulesFor(file, code)).toEqual(['no-restricted-imports']);
    },
    SLOW,
  );

  it.each([
    ['firebase/app', 'src/backend/firebase/probe.ts', firebase],
    ['firebase/app', 'src/backend/firebase/admin/probe.ts', firebase],
    ['dexie', 'src/backend/demo/probe.ts', dexie],
  ])(
    'allows %s in %s',
    async (_what, file, code) => {
      expect(await rulesFor(file, code)).toEqual([]);
    },
    SLOW,
  );
});

describe('src/domain imports neither configuration nor browser helpers', () => {
  const domain = 'src/domain/guard-rails-probe.ts';

  it.each([
    [
      '@/config/site',
      "import { site } from '@/config/site';\nexport const name = site.name;\n",
      ['no-restricted-imports', 'import-x/no-restricted-paths'],
    ],
    [
      '../config/site',
      "import { site } from '../config/site';\nexport const name = site.name;\n",
      ['import-x/no-restricted-paths'],
    ],
    [
      '@/lib/safe-storage',
      "import { readFlag } from '@/lib/safe-storage';\nexport const read = readFlag;\n",
      ['no-restricted-imports', 'import-x/no-restricted-paths'],
    ],
    [
      '../lib/safe-storage',
      "import { readFlag } from '../lib/safe-storage';\nexport const read = readFlag;\n",
      ['import-x/no-restricted-paths'],
    ],
    ['@/config', "export * from '@/config';\n", ['no-restricted-imports']],
  ])(
    'reports an import of %s',
    async (_what, code, expected) => {
      expect((await rulesFor(domain, code)).sort()).toEqual([...expected].sort());
    },
    SLOW,
  );

  it(
    'allows other domain modules',
    async () => {
      const code =
        "import { formatRupees } from './format';\nexport const price = (amount: number): string => formatRupees(amount);\n";
      expect(await rulesFor(domain, code)).toEqual([]);
    },
    SLOW,
  );
});
