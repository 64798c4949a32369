import { fileURLToPath, URL } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const typeScriptExtensions = ['.ts', '.tsx', '.cts', '.mts'];

// Only each adapter may talk to its own SDK (docs/design.md §1.4: one door to data): Firebase only
// in src/backend/firebase/, Dexie only in src/backend/demo/. The Razorpay package is the server's
// (it needs the key secret): the browser never imports it, it loads Checkout's script.
const firebaseImports = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only src/backend/firebase/ may import Firebase.',
};
const dexieImports = {
  group: ['dexie', 'dexie/*'],
  message: 'Only src/backend/demo/ may import Dexie.',
};
const paymentImports = {
  group: ['razorpay', 'razorpay/*'],
  message: 'The razorpay package is for Cloud Functions (functions/) only.',
};
const sdkImports = { patterns: [firebaseImports, dexieImports, paymentImports] };

// Features reach data through the port files in src/backend/ (backend.ts, backend-context.tsx, …),
// never through an adapter: which adapter runs is decided once at start-up (docs/design.md §1.6).
const adapterImports = {
  group: ['@/backend/demo', '@/backend/demo/*', '@/backend/firebase', '@/backend/firebase/*'],
  message: 'Features use the backend port (e.g. @/backend/backend-context), not an adapter.',
};

// src/domain is pure TypeScript shared with the adapters and functions/: it must not read the
// app's configuration (import.meta.env) or browser helpers.
const domainImports = {
  group: ['@/config', '@/config/*', '@/lib', '@/lib/*'],
  message:
    'src/domain is pure: pass configuration in as arguments, do not import @/config or @/lib.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'node_modules',
      'public',
      'functions/lib',
      // Scratch of running scripts (test:emulators' copy of the built functions).
      '.tmp',
      'test-results',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      // import-x only follows imports into files whose extension is listed here (default: .js,
      // .mjs, .cjs). Without .ts/.tsx, no-cycle never reads the imported module and so never
      // sees a cycle, even though the resolver finds the file.
      'import-x/extensions': [...typeScriptExtensions, '.js', '.jsx', '.mjs', '.cjs'],
      // Parse those imported modules as TypeScript whatever file is being linted.
      'import-x/parsers': { '@typescript-eslint/parser': typeScriptExtensions },
      // Absolute, so the `@/` alias resolves whatever the working directory (ESLint's Node API).
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${repoRoot}tsconfig.app.json` }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          // Zones are relative to this file, not to the directory ESLint was started from.
          basePath: repoRoot,
          zones: [
            // Shared layers never reach up into features or the app shell.
            {
              target: './src/domain',
              from: ['./src/features', './src/app', './src/backend', './src/components'],
              message: 'src/domain is pure: no UI, no data access.',
            },
            {
              target: './src/domain',
              from: ['./src/config', './src/lib'],
              message: domainImports.message,
            },
            // The engine (write flows) sits on the domain and runs in every backend, Cloud
            // Functions included: no UI, no adapter, no browser config.
            {
              target: './src/engine',
              from: [
                './src/features',
                './src/app',
                './src/backend',
                './src/components',
                './src/config',
                './src/lib',
              ],
              message: 'src/engine holds flows over the Store: only src/domain below it.',
            },
            {
              target: './src/domain',
              from: './src/engine',
              message: 'src/domain is below the engine.',
            },
            { target: './src/components', from: ['./src/features', './src/app'] },
            { target: './src/lib', from: ['./src/features', './src/app'] },
            { target: './src/backend', from: ['./src/features', './src/app', './src/components'] },
            { target: './src/features', from: './src/app' },
            {
              target: './src/features',
              from: ['./src/backend/demo', './src/backend/firebase'],
              message: adapterImports.message,
            },
            // Features do not import each other; routes in src/app compose them.
            { target: './src/features/marketing', from: './src/features', except: ['./marketing'] },
            { target: './src/features/booking', from: './src/features', except: ['./booking'] },
            { target: './src/features/tickets', from: './src/features', except: ['./tickets'] },
            { target: './src/features/admin', from: './src/features', except: ['./admin'] },
            { target: './src/features/legal', from: './src/features', except: ['./legal'] },
          ],
        },
      ],
      'no-restricted-imports': ['error', sdkImports],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // no-restricted-paths above only sees imports it can resolve; these also catch the alias
  // spelling of an import whose target does not exist (yet). Options replace, not merge, so each
  // override repeats the SDK patterns.
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...sdkImports.patterns, adapterImports] }],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...sdkImports.patterns, domainImports] }],
    },
  },
  {
    // The Cloud Functions, and the tests and scripts that drive them directly (stores,
    // emulators, rules, old database versions, deploy tooling) use the SDKs.
    files: [
      'functions/**',
      'tests/store/**',
      'tests/firebase/**',
      'tests/contract/firebase-*.ts',
      'tests/functions/**',
      'tests/rules/**',
      'scripts/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Each adapter, and its own unit tests (which build old database versions or real SDK
    // errors), uses its own SDK and no other.
    files: ['src/backend/demo/**', 'tests/unit/backend/demo/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [firebaseImports, paymentImports] }],
    },
  },
  {
    files: ['src/backend/firebase/**', 'tests/unit/backend/firebase/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [dexieImports, paymentImports] }],
    },
  },
  {
    files: ['tests/**', 'scripts/**', '*.config.{js,ts}', 'functions/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
