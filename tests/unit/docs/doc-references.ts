import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Checks the repository's citations of its own documents. The one form is
 * `docs/design.md §4.2` or `docs/product-spec.md §8`, optionally listing more sections of the
 * same document (`docs/design.md §3.1, §6.1`, `… §2 and §5`); inside a file under docs/ a bare
 * `§4.2` cites that file. A section is a numbered Markdown heading (`## 4. …`, `### 4.2 …`).
 * Anything else that looks like a citation (the design or the spec cited without its path, an
 * issue number, a bare `§`) is reported, so a reader who clones the repository can always
 * follow a reference to a heading that exists.
 */

export const CITED_DOCS = ['docs/design.md', 'docs/product-spec.md'] as const;
export type CitedDoc = (typeof CITED_DOCS)[number];

export interface Citation {
  file: string;
  line: number;
  doc: CitedDoc;
  section: string;
}

export interface Problem {
  file: string;
  line: number;
  message: string;
}

const SECTION = String.raw`§(\d+(?:\.\d+)*)`;
const MORE_SECTIONS = String.raw`(?:(?:,\s*|,?\s+and\s+)${SECTION})*`;
const DOC_CITATION = new RegExp(
  String.raw`\bdocs/(design|product-spec)\.md\s+${SECTION}${MORE_SECTIONS}`,
  'g',
);
const BARE_CITATION = new RegExp(`${SECTION}${MORE_SECTIONS}`, 'g');
/** Another standard's numbering (RFC 5545 §3.1) is not ours to check. */
const RFC_SECTION = /\bRFC\s+\d+\s+§/g;

/** Older ways of citing, none of which leads anywhere in a fresh clone. */
const OLD_FORMS: { pattern: RegExp; what: string }[] = [
  { pattern: /\bDESIGN\b/, what: 'the design cited as DESIGN (use docs/design.md §N)' },
  { pattern: /\bspec\s*§/i, what: 'the spec cited without its path (use docs/product-spec.md §N)' },
  { pattern: /\bissues?\s+#?\d/i, what: 'an issue number (cite docs/design.md §N, or nothing)' },
];

/** The section numbers of a Markdown document: "## 4. Booking" → 4, "### 4.2 Step 2" → 4.2. */
export function sectionsOf(markdown: string): Set<string> {
  const sections = new Set<string>();
  for (const line of markdown.split('\n')) {
    const match = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/.exec(line);
    if (match?.[1]) sections.add(match[1]);
  }
  return sections;
}

function sectionsIn(list: string): string[] {
  return [...list.matchAll(/§(\d+(?:\.\d+)*)/g)].map((match) => match[1] ?? '');
}

/** The document a file's bare `§N` cites: itself, when it is one of the cited documents. */
function selfDoc(file: string): CitedDoc | null {
  return (CITED_DOCS as readonly string[]).includes(file) ? (file as CitedDoc) : null;
}

/**
 * Every citation in one file's text, and every problem: a citation of a section its document
 * lacks, an old form, or a `§` that belongs to no citation.
 */
export function checkText(
  file: string,
  text: string,
  sections: Record<CitedDoc, Set<string>>,
): { citations: Citation[]; problems: Problem[] } {
  const citations: Citation[] = [];
  const problems: Problem[] = [];
  const self = selfDoc(file);
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    for (const { pattern, what } of OLD_FORMS) {
      if (pattern.test(content)) problems.push({ file, line, message: `old citation: ${what}` });
    }
    let rest = content;
    const cite = (doc: CitedDoc, list: string) => {
      for (const section of sectionsIn(list)) {
        citations.push({ file, line, doc, section });
        if (!sections[doc].has(section)) {
          problems.push({ file, line, message: `${doc} has no section §${section}` });
        }
      }
    };
    rest = rest.replace(DOC_CITATION, (whole: string, name: string) => {
      cite(`docs/${name}.md` as CitedDoc, whole);
      return ' ';
    });
    rest = rest.replace(RFC_SECTION, ' ');
    if (self) {
      rest = rest.replace(BARE_CITATION, (whole: string) => {
        cite(self, whole);
        return ' ';
      });
    }
    if (rest.includes('§')) {
      problems.push({
        file,
        line,
        message: '§ outside a citation of the form docs/design.md §N or docs/product-spec.md §N',
      });
    }
  });
  return { citations, problems };
}

/** Where citations may appear: source, tests, scripts, configs, rules and the documents. */
const SCANNED = [
  'src',
  'functions',
  'tests',
  'scripts',
  'build-plugins',
  'bench',
  'docs',
  'extensions',
  '.ci',
  'firestore.rules',
  'firebase.json',
  'index.html',
  'README.md',
  'eslint.config.js',
  '.env.example',
  'package.json',
  '*.config.ts',
  '*.config.js',
];
const TEXT_FILE =
  /\.(ts|tsx|js|mjs|cjs|json|md|html|css|rules|sh|env|svg)$|(^|\/)(run|\.env\.example)$/;
const SKIPPED =
  /(^|\/)node_modules\/|^(dist|dist-ssr|functions\/lib)\/|package-lock\.json$|\.(woff2|webm|mp4|png|webp|avif|ico)$/;
/** The checker and its test spell out the forms they refuse, so they are not scanned. */
const CHECKER_FILES = /^tests\/unit\/docs\/doc-references(\.test)?\.ts$/;

/** The repository's files to scan: tracked or new (not ignored), as git lists them. */
export function scannedFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SCANNED],
    { cwd: root, encoding: 'utf8' },
  );
  return [...new Set(listed.split('\n'))]
    .filter(
      (file) =>
        file !== '' && TEXT_FILE.test(file) && !SKIPPED.test(file) && !CHECKER_FILES.test(file),
    )
    .sort();
}

export function checkRepository(root: string): {
  files: string[];
  citations: Citation[];
  problems: Problem[];
} {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const sections = Object.fromEntries(
    CITED_DOCS.map((doc) => [doc, sectionsOf(read(doc))]),
  ) as Record<CitedDoc, Set<string>>;
  const files = scannedFiles(root);
  const citations: Citation[] = [];
  const problems: Problem[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = read(file);
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    const found = checkText(file, text, sections);
    citations.push(...found.citations);
    problems.push(...found.problems);
  }
  return { files, citations, problems };
}
