import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformHook } from 'vite';
import { bootAfterPaint } from '../../build-plugins/boot-after-paint';

function transform(html: string): string {
  const hook = bootAfterPaint().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, {
    path: '/index.html',
    filename: 'index.html',
  }) as string;
}

const built = `<!doctype html>
<html lang="en">
  <head>
    <script>/* inline */</script>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-XyZ.js">
    <link rel="modulepreload" crossorigin href="/assets/router-Q1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-S1.css">
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`;

function bootList(html: string): unknown {
  const match = /<script type="application\/json" id="app-boot">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe('bootAfterPaint (the app JS starts after first paint)', () => {
  it('moves the module entry and its preloads into the #app-boot list, entry first', () => {
    const html = transform(built);
    expect(bootList(html)).toEqual([
      '/assets/index-AbC123.js',
      '/assets/react-XyZ.js',
      '/assets/router-Q1.js',
    ]);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
  });

  it('keeps the stylesheet, the inline script and the root as they were', () => {
    const html = transform(built);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-S1.css">');
    expect(html).toContain('<script>/* inline */</script>');
    expect(html).toContain('<div id="root"><!--app-html--></div>');
    expect(html.indexOf('id="app-boot"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves HTML without a module entry unchanged', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(transform(plain)).toBe(plain);
  });

  it('fails the build on an entry it does not understand instead of shipping a page that never starts', () => {
    const twoEntries = built.replace(
      '<link rel="modulepreload"',
      '<script type="module" crossorigin src="/assets/other.js"></script>\n<link rel="modulepreload"',
    );
    expect(() => transform(twoEntries)).toThrow(/expected one module entry/);
    const offsite = built.replace('/assets/index-AbC123.js', 'https://cdn.example/x.js');
    expect(() => transform(offsite)).toThrow(/expected one module entry/);
  });
});
