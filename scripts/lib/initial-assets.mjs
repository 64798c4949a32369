// What a prerendered page makes the browser download before any interaction:
// the JS and CSS its HTML references, plus every chunk those JS files import statically.
// Dynamic import() targets are lazy routes and are deliberately not followed.
// Used by tests/e2e/build-budget.e2e.ts and scripts/bench.mjs, so both measure the same thing.
import { readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'vite';

/** Budget for the JS a page loads up front, in gzip bytes. */
export const INITIAL_JS_BUDGET_GZIP = 90 * 1024;

/**
 * Strings that only appear in code the marketing pages must not download (docs/design.md §10.1).
 * Case-sensitive, and searched after removing quoted chunk paths such as "./firebase-x1.js",
 * because the initial JS may legitimately name the lazy chunks it can load later.
 */
export const FORBIDDEN_IN_INITIAL_JS = [
  { needle: 'firebase', what: 'Firebase SDK' },
  { needle: 'firestore', what: 'Firebase SDK (Firestore)' },
  { needle: 'indexedDB', what: 'IndexedDB access (demo backend)' },
  { needle: 'Dexie', what: 'Dexie (demo backend)' },
  { needle: 'html5-qrcode', what: 'html5-qrcode (QR scanner)' },
  { needle: 'Html5Qrcode', what: 'html5-qrcode (QR scanner)' },
  { needle: "on 'BarcodeDetector'", what: 'barcode-detector (door QR decoder)' },
  { needle: 'zxing_reader', what: 'zxing-wasm (door QR decoder)' },
  { needle: 'html2canvas', what: 'html2canvas (ticket download)' },
  { needle: 'code length overflow', what: 'qrcode-generator (ticket e-mail QR)' },
  { needle: 'No QueryClient set', what: 'TanStack Query (data routes only)' },
  { needle: 'refetchOnWindowFocus', what: 'TanStack Query (data routes only)' },
  // vite.config.ts aliases React Router to its production build (warnings off).
  { needle: 'You rendered descendant <Routes>', what: "React Router's development warnings" },
];

const CHUNK_PATH_LITERAL = /(["'`])[^"'`\s]*\.(?:m?js|css)\1/g;

export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

export function formatKB(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Attributes of every `<tag ...>` start tag in html, as lower-cased name → value maps. */
function tagsNamed(html, tag) {
  const found = [];
  const tagPattern = new RegExp(`<${tag}\\b([^>]*)>`, 'gi');
  for (const [, attrText] of html.matchAll(tagPattern)) {
    const attrs = {};
    for (const [, name, dq, sq, bare] of attrText.matchAll(
      /([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      attrs[name.toLowerCase()] = dq ?? sq ?? bare ?? '';
    }
    found.push(attrs);
  }
  return found;
}

/** Budget for the web fonts a page preloads, in bytes (woff2 is compressed already). */
export const PRELOADED_FONTS_BUDGET = 8 * 1024;

const APP_BOOT = /<script type="application\/json" id="app-boot">([^<]*)<\/script>/;

/**
 * JS, CSS and font URLs the HTML asks for up front, with why each one is loaded. The app's JS is
 * listed in the #app-boot data block that index.html's inline script loads after the first
 * paint (build-plugins/boot-after-paint.ts): first the entry, then its modulepreloads.
 */
export function referencedAssets(html) {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const refs = [];
  const boot = withoutComments.match(APP_BOOT);
  if (boot) {
    JSON.parse(boot[1]).forEach((url, index) =>
      refs.push({
        url,
        kind: 'js',
        via:
          index === 0 ? 'app-boot entry, after first paint' : 'app-boot preload, after first paint',
      }),
    );
  }
  for (const attrs of tagsNamed(withoutComments, 'script')) {
    if (attrs.src && attrs.type === 'module')
      refs.push({ url: attrs.src, kind: 'js', via: 'script type=module' });
    else if (attrs.src) refs.push({ url: attrs.src, kind: 'js', via: 'script (classic)' });
  }
  for (const attrs of tagsNamed(withoutComments, 'link')) {
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (!attrs.href) continue;
    if (rel.includes('modulepreload'))
      refs.push({ url: attrs.href, kind: 'js', via: 'modulepreload' });
    else if (rel.includes('stylesheet'))
      refs.push({ url: attrs.href, kind: 'css', via: 'stylesheet' });
    else if (rel.includes('preload') && attrs.as === 'script')
      refs.push({ url: attrs.href, kind: 'js', via: 'preload' });
    else if (rel.includes('preload') && attrs.as === 'style')
      refs.push({ url: attrs.href, kind: 'css', via: 'preload' });
    else if (rel.includes('preload') && attrs.as === 'font')
      refs.push({ url: attrs.href, kind: 'font', via: 'preload' });
  }
  return refs;
}

/** Specifiers of a module's static imports and re-exports (never import()). */
export function staticImports(code) {
  const specifiers = [];
  for (const node of parseAst(code).body) {
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        node.type === 'ExportNamedDeclaration') &&
      node.source
    ) {
      specifiers.push(String(node.source.value));
    }
  }
  return specifiers;
}

/** Each forbidden needle found in code, with a little context so a failure explains itself. */
export function findForbidden(code) {
  const searchable = code.replace(CHUNK_PATH_LITERAL, '""');
  const hits = [];
  for (const { needle, what } of FORBIDDEN_IN_INITIAL_JS) {
    const at = searchable.indexOf(needle);
    if (at === -1) continue;
    const context = searchable
      .slice(Math.max(0, at - 60), at + needle.length + 60)
      .replace(/\s+/g, ' ');
    hits.push({ needle, what, context });
  }
  return hits;
}

// Pages share most chunks: size and parse each file once per version of it.
const factsCache = new Map();

function assetFacts(file, kind) {
  const { mtimeMs, size } = statSync(file);
  const key = `${file}:${mtimeMs}:${size}`;
  let facts = factsCache.get(key);
  if (!facts) {
    const bytes = readFileSync(file);
    const imports = kind === 'js' ? staticImports(bytes.toString('utf8')) : [];
    facts = { bytes: bytes.length, gzip: gzipSize(bytes), imports };
    factsCache.set(key, facts);
  }
  return facts;
}

/**
 * The assets a prerendered page loads before any interaction.
 * @param {{ distDir: string, page?: string }} options page is the URL path of the page, e.g. '/' or '/faq';
 *   its HTML is read from dist/<page>/index.html (or dist/<page>.html).
 */
export function initialAssets({ distDir, page = '/' }) {
  const root = resolve(distDir);
  const base = new URL(page, 'http://site.invalid');
  const fileForUrl = (url) => {
    const full = resolve(root, `.${decodeURIComponent(url.pathname)}`);
    if (full !== root && !full.startsWith(root + sep))
      throw new Error(`${url.pathname} points outside ${root}`);
    return full;
  };
  const htmlCandidates = base.pathname.endsWith('/')
    ? [join(fileForUrl(base), 'index.html')]
    : [join(fileForUrl(base), 'index.html'), `${fileForUrl(base)}.html`];
  const htmlFile = htmlCandidates.find((file) => {
    try {
      readFileSync(file);
      return true;
    } catch {
      return false;
    }
  });
  if (!htmlFile)
    throw new Error(
      `No prerendered HTML for ${page}: looked for ${htmlCandidates.join(', ')}. Run \`npm run build\` first.`,
    );

  const htmlBytes = readFileSync(htmlFile);
  const js = [];
  const css = [];
  const fonts = [];
  const external = [];
  const seen = new Set();

  const add = (href, from, kind, via) => {
    const url = new URL(href, from);
    if (url.origin !== base.origin) {
      external.push({ url: url.href, kind, via });
      return;
    }
    const file = fileForUrl(url);
    if (seen.has(file)) return;
    seen.add(file);
    let facts;
    try {
      facts = assetFacts(file, kind);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
      throw new Error(`${page} references ${url.pathname} (${via}), but ${file} does not exist.`);
    }
    const entry = { url: url.pathname, file, via, bytes: facts.bytes, gzip: facts.gzip };
    const kept = { css, font: fonts }[kind];
    if (kept) {
      kept.push(entry);
      return;
    }
    js.push(entry);
    for (const specifier of facts.imports) add(specifier, url, 'js', `imported by ${url.pathname}`);
  };

  for (const ref of referencedAssets(htmlBytes.toString('utf8')))
    add(ref.url, base, ref.kind, ref.via);

  const sum = (list, key) => list.reduce((total, entry) => total + entry[key], 0);
  return {
    page,
    html: { file: htmlFile, bytes: htmlBytes.length, gzip: gzipSize(htmlBytes) },
    js,
    css,
    fonts,
    external,
    totals: {
      jsBytes: sum(js, 'bytes'),
      jsGzip: sum(js, 'gzip'),
      cssBytes: sum(css, 'bytes'),
      cssGzip: sum(css, 'gzip'),
      fontBytes: sum(fonts, 'bytes'),
    },
  };
}

/** Forbidden code in a page's initial JS, as { url, needle, what, context } rows. */
export function forbiddenInInitialJs(assets) {
  return assets.js.flatMap((entry) =>
    findForbidden(readFileSync(entry.file, 'utf8')).map((hit) => ({ url: entry.url, ...hit })),
  );
}

/** Human-readable table of a page's initial assets. */
export function describeInitialAssets(assets) {
  const lines = [
    `Initial assets of ${assets.page} (${assets.html.file}, HTML ${formatKB(assets.html.gzip)} gzip):`,
  ];
  for (const entry of [...assets.js, ...assets.css, ...assets.fonts]) {
    lines.push(
      `  ${formatKB(entry.gzip).padStart(9)} gzip  ${formatKB(entry.bytes).padStart(9)} raw  ${entry.url}  (${entry.via})`,
    );
  }
  for (const entry of assets.external)
    lines.push(`  (external, not counted) ${entry.url} (${entry.via})`);
  lines.push(
    `  JS total:  ${formatKB(assets.totals.jsGzip)} gzip (${formatKB(assets.totals.jsBytes)} raw) in ${assets.js.length} files`,
  );
  lines.push(
    `  CSS total: ${formatKB(assets.totals.cssGzip)} gzip (${formatKB(assets.totals.cssBytes)} raw) in ${assets.css.length} files`,
  );
  lines.push(`  Fonts:     ${formatKB(assets.totals.fontBytes)} in ${assets.fonts.length} files`);
  return lines.join('\n');
}
