import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * An SVG as a compact data URI for CSS: whitespace between tags collapsed, and only the
 * characters a url("…") or a URI cannot hold as they are percent-encoded. Vite inlines SVGs that
 * contain <text> as base64, which gzips to twice the size.
 */
export function svgDataUri(svg: string): string {
  const compact = svg.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
  return `data:image/svg+xml,${compact.replace(/[%#<>{}"\\]/g, encodeURIComponent)}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces url('/<path>') in the app's CSS with the public file's content, for each path given:
 * the header's logo paints with the stylesheet instead of costing a request beside the page's
 * largest image. Without this plugin (tests' fixture builds) the URL still loads the file.
 */
export function inlineSvgInCss(paths: string[]): Plugin {
  // Each file is read once per build, when Vite knows where public/ is.
  let inlined: { reference: RegExp; uri: string }[] = [];
  return {
    name: 'sangeet-inline-svg-in-css',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      inlined = paths.map((path) => ({
        reference: new RegExp(`url\\(\\s*(['"]?)${escapeRegExp(path)}\\1\\s*\\)`, 'g'),
        uri: svgDataUri(readFileSync(join(config.publicDir, path), 'utf8')),
      }));
    },
    transform(code, id) {
      if (!/\.css($|\?)/.test(id)) return null;
      const changed = inlined.reduce(
        (css, { reference, uri }) => css.replace(reference, () => `url("${uri}")`),
        code,
      );
      return changed === code ? null : { code: changed, map: null };
    },
  };
}
