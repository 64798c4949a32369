import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRepository, checkText, sectionsOf, type CitedDoc } from './doc-references';

// Every citation of the design or the spec in the repository leads to a heading that exists in
// docs/, and no comment still sends the reader to a document or an issue outside the repository.

const root = fileURLToPath(new URL('../../../', import.meta.url));

const sections: Record<CitedDoc, Set<string>> = {
  'docs/design.md': new Set(['1', '4', '4.2', '9', '9.4']),
  'docs/product-spec.md': new Set(['2', '5', '8']),
};

const problemsIn = (text: string, file = 'src/example.ts') =>
  checkText(file, text, sections).problems.map((problem) => `${problem.line}: ${problem.message}`);

describe('the repository’s citations of docs/', () => {
  const { files, citations, problems } = checkRepository(root);

  it('all lead to a heading that exists, and none is of an older form', () => {
    expect(
      problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`),
    ).toEqual([]);
  });

  it('are found in every part of the repository that cites them', () => {
    // A scan that silently read nothing would pass the test above.
    expect(files.length).toBeGreaterThan(500);
    for (const file of [
      'README.md',
      'docs/design.md',
      'firestore.rules',
      'functions/src/index.ts',
      'src/lib/devtools-guard.ts',
      'scripts/lib/chunk-graph.mjs',
      'build-plugins/boot-after-paint.ts',
      'bench/bare-page/src/main.tsx',
      'tests/e2e/tickets.e2e.ts',
    ]) {
      expect(files).toContain(file);
    }
    expect(citations.length).toBeGreaterThan(300);
    const cited = new Set(citations.map((citation) => citation.file));
    expect(cited).toContain('firestore.rules');
    expect(cited).toContain('src/engine/flows/fulfil-order.ts');
    expect(citations.filter((c) => c.doc === 'docs/design.md').length).toBeGreaterThan(100);
    expect(citations.filter((c) => c.doc === 'docs/product-spec.md').length).toBeGreaterThan(100);
  });
});

describe('sectionsOf', () => {
  it('reads the numbers of numbered headings at any level, and nothing else', () => {
    const markdown = [
      '# Design',
      '## 1. Shape',
      '### 1.2 The engine',
      '#### 4.10 What the visitor is told',
      '## Appendix',
      'Text mentioning 3. and §7.',
      '##5. No space, not a heading',
    ].join('\n');
    expect([...sectionsOf(markdown)]).toEqual(['1', '1.2', '4.10']);
  });
});

describe('checkText', () => {
  it('accepts citations of sections that exist, alone or in a list', () => {
    const text = [
      '// Fulfil (docs/design.md §4.2).',
      '/** docs/product-spec.md §2, §5 and §8; docs/design.md §9.4, §1. */',
      '// RFC 5545 §3.1 folding is another standard’s numbering.',
    ].join('\n');
    const { citations, problems } = checkText('src/example.ts', text, sections);
    expect(problems).toEqual([]);
    expect(citations.map((c) => `${c.line} ${c.doc} ${c.section}`)).toEqual([
      '1 docs/design.md 4.2',
      '2 docs/product-spec.md 2',
      '2 docs/product-spec.md 5',
      '2 docs/product-spec.md 8',
      '2 docs/design.md 9.4',
      '2 docs/design.md 1',
    ]);
  });

  it('names the file and line of a citation of a section the document lacks', () => {
    const { problems } = checkText(
      'src/example.ts',
      'const a = 1;\n// See docs/design.md §4.3 and docs/product-spec.md §2, §9.',
      sections,
    );
    expect(problems).toEqual([
      { file: 'src/example.ts', line: 2, message: 'docs/design.md has no section §4.3' },
      { file: 'src/example.ts', line: 2, message: 'docs/product-spec.md has no section §9' },
    ]);
  });

  it.each([
    [
      'the design by its old name',
      '// DESIGN §4 step 2',
      'old citation: the design cited as DESIGN',
    ],
    ['the design file outside docs/', '// See ../shared/DESIGN.md', 'old citation: the design'],
    ['the spec without its path', '// spec §5 messages', 'old citation: the spec cited'],
    ['the spec, capitalised', '/** Spec §8 toasts. */', 'old citation: the spec cited'],
    ['an issue and its section', '// (issue 9 §4)', 'old citation: an issue number'],
    ['an issue alone', '// the budget of issue 8', 'old citation: an issue number'],
  ])('refuses %s', (_name, line, message) => {
    expect(problemsIn(line).join('\n')).toContain(message);
  });

  it('refuses a § that belongs to no citation, as when a citation breaks across lines', () => {
    expect(problemsIn('// the limits of docs/product-spec.md\n// §9 apply')).toEqual([
      '2: § outside a citation of the form docs/design.md §N or docs/product-spec.md §N',
    ]);
    expect(problemsIn('// the anti-inspection behaviour (§9)')).toHaveLength(1);
  });

  it('reads a bare § inside a cited document as a section of that document', () => {
    expect(problemsIn('See §4.2 and §9.4.', 'docs/design.md')).toEqual([]);
    expect(problemsIn('See §7.', 'docs/design.md')).toEqual([
      '1: docs/design.md has no section §7',
    ]);
    expect(problemsIn('See §4.2.', 'docs/product-spec.md')).toEqual([
      '1: docs/product-spec.md has no section §4.2',
    ]);
  });

  it('does not mistake words that merely contain the old names for citations', () => {
    const text = [
      'const first = result.error.issues[0]; // the spec’s message',
      "if (blocker.issue === 'sold-out') return; // a design decision",
      '// firebase-tools #10518 (an upstream bug report, not ours)',
    ].join('\n');
    expect(problemsIn(text)).toEqual([]);
  });
});
