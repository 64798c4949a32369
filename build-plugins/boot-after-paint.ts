import type { Plugin, Rollup } from 'vite';

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export interface BootAfterPaintOptions {
  /**
   * Modules (paths from the repository root) the entry imports dynamically as it starts: their
   * chunks, and everything those import statically, join every page's list, so they are fetched
   * with the entry and not after it has run.
   */
  startWithEntry?: readonly string[];
}

type Chunk = Rollup.OutputChunk;

/** URLs of the chunks holding `modules` and of everything they import statically, each once. */
export function chunkUrls(bundle: Rollup.OutputBundle, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const posix = (id: string) => id.split('\\').join('/');
  const urls: string[] = [];
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || urls.includes(`/${chunk.fileName}`)) return;
    urls.push(`/${chunk.fileName}`);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  for (const module of modules) {
    const named = (id: string | null) => id !== null && posix(id).endsWith(`/${module}`);
    // The chunk a dynamic import() of the module fetches (a facade when the module sits in a
    // group chunk of vite.config.ts) first, then the chunk holding its code.
    const holders = [
      ...chunks.filter((chunk) => named(chunk.facadeModuleId)),
      ...chunks.filter((chunk) => chunk.moduleIds.some(named)),
    ];
    if (holders.length === 0) throw new Error(`boot-after-paint: no chunk holds ${module}`);
    holders.forEach(visit);
  }
  return urls;
}

/**
 * Takes the app's JS out of the built HTML's critical path (docs/design.md §10.2): the module entry
 * and its modulepreloads become a JSON list in `<script type="application/json" id="app-boot">`,
 * which the inline script in index.html loads once the prerendered page has painted. A data block
 * runs nothing, so the Content-Security-Policy needs no new hash. Build only: the dev server's HTML
 * is left as it is.
 */
export function bootAfterPaint(options: BootAfterPaintOptions = {}): Plugin {
  const { startWithEntry = [] } = options;
  return {
    name: 'sangeet:boot-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const urls: string[] = [];
        const moved = html
          .replace(ENTRY, (_, url: string) => (urls.push(url), ''))
          .replace(PRELOAD, (_, url: string) => (urls.push(url), ''));
        if (urls.length === 0) return html;
        if (!/^\/assets\/[^/]+\.js$/.test(urls[0] ?? '') || html.match(ENTRY)?.length !== 1) {
          throw new Error(
            `boot-after-paint: expected one module entry first, found ${urls.join(', ')}`,
          );
        }
        if (context.bundle && startWithEntry.length > 0) {
          for (const url of chunkUrls(context.bundle, startWithEntry))
            if (!urls.includes(url)) urls.push(url);
        }
        const list = `<script type="application/json" id="app-boot">${JSON.stringify(urls)}</script>`;
        return moved.replace('</head>', `  ${list}\n  </head>`);
      },
    },
  };
}
