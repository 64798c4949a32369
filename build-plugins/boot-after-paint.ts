import type { Plugin } from 'vite';

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Takes the app's JS out of the built HTML's critical path (docs/design.md §10.2): the module entry
 * and its modulepreloads become a JSON list in `<script type="application/json" id="app-boot">`,
 * which the inline script in index.html loads once the prerendered page has painted. A data block
 * runs nothing, so the Content-Security-Policy needs no new hash. Build only: the dev server's HTML
 * is left as it is.
 */
export function bootAfterPaint(): Plugin {
  return {
    name: 'sangeet:boot-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
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
        const list = `<script type="application/json" id="app-boot">${JSON.stringify(urls)}</script>`;
        return moved.replace('</head>', `  ${list}\n  </head>`);
      },
    },
  };
}
