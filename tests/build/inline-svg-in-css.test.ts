import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineSvgInCss, svgDataUri } from '../../build-plugins/inline-svg-in-css';

const LOGO = readFileSync('public/brand/logo.svg', 'utf8');

/** Runs the plugin's transform on `code` as the module `id`, with the site's public/. */
function transform(code: string, id = '/src/styles/index.css'): string | null {
  const plugin = inlineSvgInCss(['/brand/logo.svg']);
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
  configResolved({ publicDir: resolve('public') } as ResolvedConfig);
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({} as never, code, id)?.code ?? null;
}

describe('svgDataUri', () => {
  it('keeps the SVG readable as it is, less the whitespace between tags', () => {
    const uri = svgDataUri(LOGO);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
    expect(svg).toBe(LOGO.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim());
  });

  it('encodes what a url("…") or a URI cannot hold: quotes, #, %, angle brackets, braces', () => {
    const uri = svgDataUri('<svg a="1#2" b="50%"><text>{x}\\</text></svg>');
    expect(uri).toBe(
      'data:image/svg+xml,%3Csvg a=%221%232%22 b=%2250%25%22%3E%3Ctext%3E%7Bx%7D%5C%3C/text%3E%3C/svg%3E',
    );
    expect(uri.slice('data:image/svg+xml,'.length)).not.toMatch(/["#%<>{}\\](?![0-9A-F]{2})/);
  });
});

describe('inlineSvgInCss (the header logo paints with the stylesheet)', () => {
  it.each([
    "url('/brand/logo.svg')",
    'url("/brand/logo.svg")',
    'url(/brand/logo.svg)',
    'url( /brand/logo.svg )',
  ])('replaces %s with the file as a data URI', (reference) => {
    const out = transform(`.brand-logo{background:${reference} center/contain no-repeat}`);
    expect(out).toBe(`.brand-logo{background:url("${svgDataUri(LOGO)}") center/contain no-repeat}`);
  });

  it('leaves other URLs, other files and non-CSS modules alone', () => {
    expect(transform(".a{background:url('/brand/logo-mark.svg')}")).toBeNull();
    expect(transform(".a{background:url('/media/brand/logo.svg')}")).toBeNull();
    expect(
      transform("const logo = '/brand/logo.svg'; url('/brand/logo.svg')", '/src/a.ts'),
    ).toBeNull();
  });
});
