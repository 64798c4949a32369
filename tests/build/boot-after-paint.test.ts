import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformHook, Rollup } from 'vite';
import {
  bootAfterPaint,
  chunkUrls,
  type BootAfterPaintOptions,
} from '../../build-plugins/boot-after-paint';

function transform(
  html: string,
  bundle?: Rollup.OutputBundle,
  options: BootAfterPaintOptions = {},
): string {
  const hook = bootAfterPaint(options).transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, {
    path: '/index.html',
    filename: 'index.html',
    bundle,
  }) as string;
}

const chunk = (
  fileName: string,
  modules: string[],
  more: { imports?: string[]; facadeOf?: string } = {},
) =>
  ({
    type: 'chunk',
    fileName,
    moduleIds: modules.map((module) => `/repo/${module}`),
    facadeModuleId: more.facadeOf ? `/repo/${more.facadeOf}` : null,
    imports: more.imports ?? [],
  }) as unknown as Rollup.OutputChunk;

/** The entry, the app root's facade and group chunk, a lazy route and what they share. */
function siteBundle(): Rollup.OutputBundle {
  const items = [
    chunk('assets/index-AbC123.js', ['src/main.tsx'], { imports: ['assets/react-XyZ.js'] }),
    chunk('assets/react-XyZ.js', ['node_modules/react/index.js']),
    chunk('assets/app-root-F1.js', [], {
      facadeOf: 'src/app/app-root.tsx',
      imports: ['assets/app-root-G1.js'],
    }),
    chunk('assets/app-root-G1.js', ['src/app/app-root.tsx', 'src/app/app.tsx'], {
      imports: ['assets/react-XyZ.js', 'assets/router-Q1.js'],
    }),
    chunk('assets/router-Q1.js', ['node_modules/react-router/index.js']),
    chunk('assets/booking-route-B1.js', ['src/app/routes/booking-route.tsx'], {
      imports: ['assets/app-root-G1.js', 'assets/form-B2.js'],
    }),
    chunk('assets/form-B2.js', ['src/features/booking/booking-page.tsx']),
  ];
  return Object.fromEntries(items.map((item) => [item.fileName, item]));
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

  it('adds the chunks the entry starts with, facade first, after its own preloads', () => {
    const html = transform(built, siteBundle(), { startWithEntry: ['src/app/app-root.tsx'] });
    expect(bootList(html)).toEqual([
      '/assets/index-AbC123.js',
      '/assets/react-XyZ.js',
      '/assets/router-Q1.js',
      '/assets/app-root-F1.js',
      '/assets/app-root-G1.js',
    ]);
  });
});

describe('chunkUrls (what a page boots besides the entry)', () => {
  it('lists the chunks of the modules and everything they import statically, once each', () => {
    expect(chunkUrls(siteBundle(), ['src/app/routes/booking-route.tsx'])).toEqual([
      '/assets/booking-route-B1.js',
      '/assets/app-root-G1.js',
      '/assets/react-XyZ.js',
      '/assets/router-Q1.js',
      '/assets/form-B2.js',
    ]);
  });

  it('fails the build when no chunk holds a module it was asked for', () => {
    expect(() => chunkUrls(siteBundle(), ['src/app/routes/gone.tsx'])).toThrow(
      /no chunk holds src\/app\/routes\/gone\.tsx/,
    );
  });
});
