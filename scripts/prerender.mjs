// Renders every public route to its own HTML file after `vite build` (docs/design.md §15):
// link previews (WhatsApp, Instagram, Facebook) read static HTML only. Also writes
// the SPA shell for client-only routes, sitemap.xml and robots.txt.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { allowsEmulators, deployTargets, withDeployTargets } from './lib/hosting-csp.mjs';
import {
  builtHostingPath,
  committedHosting,
  policyOf,
  writeBuiltHosting,
} from './lib/built-hosting.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Overridable so a second build (e.g. a test's) can live beside dist/ without clobbering it.
const dist = resolve(root, process.env.PRERENDER_DIST ?? 'dist');
const ssrDir = resolve(root, process.env.PRERENDER_SSR ?? 'dist-ssr');
const ssrEntry = pathToFileURL(join(ssrDir, 'entry-server.js')).href;

// React's production server build: the development one writes each <ClientOnly> part's error
// message and server stack (this machine's file paths) into the page's HTML.
process.env.NODE_ENV = 'production';
const { render, structuredData, prerenderedRoutes, config } = await import(ssrEntry);
const template = await readFile(join(dist, 'index.html'), 'utf8');
if (!template.includes('<!--app-html-->') || !template.includes('<!--app-head-->')) {
  throw new Error('dist/index.html lacks the <!--app-head--> / <!--app-html--> markers');
}

// The Content-Security-Policy names exactly the third parties this build talks to (Razorpay, the
// configured Firebase project and region, the contact endpoint; scripts/lib/hosting-csp.mjs).
// It is written beside the build (scripts/lib/built-hosting.mjs), never into firebase.json:
// a build changes no committed file.
// The contact endpoint as the app reads it (validated by src/config); Firebase from the same
// VITE_* variables vite.config.ts chose the backend by.
const targets = {
  ...deployTargets(
    loadEnv(process.env.MODE ?? 'production', process.env.BUILD_ENV_DIR ?? root, 'VITE_'),
  ),
  contactEndpoint: config.contactEndpoint,
};
if (targets.emulators && dist === join(root, 'dist')) {
  // vite.config.ts refuses such a build before it writes anything; this is the last line.
  throw new Error(
    'An emulator build (VITE_USE_EMULATORS=on) must not go into dist/, which Hosting deploys.',
  );
}
const committed = committedHosting(root);
if (allowsEmulators(policyOf(committed))) {
  throw new Error(
    "firebase.json's Content-Security-Policy allows a local emulator: a deploy must not.",
  );
}
const hosting = withDeployTargets(committed, targets);
// The boot script runs inline, so the Content-Security-Policy must allow its exact hash.
for (const [, body] of template.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
  const hash = `sha256-${createHash('sha256').update(body).digest('base64')}`;
  if (!policyOf(hosting).includes(`'${hash}'`)) {
    throw new Error(
      `firebase.json's Content-Security-Policy lacks '${hash}' for the inline script in index.html`,
    );
  }
}
writeBuiltHosting(dist, hosting);
console.log(
  `${relative(root, builtHostingPath(dist))}: the CSP allows ${targets.firebase ? `Firebase project ${targets.firebase.projectId} (functions in ${targets.firebase.functionsRegion})` : 'no Firebase project'} and contact endpoint ${targets.contactEndpoint ?? 'none'}`,
);

// Client-only routes (/ticket/*, /admin/*) start from an empty shell; firebase.json rewrites only
// those to it, so any other path without a file gets 404.html below, with status 404.
// Nothing behind them is for search engines: robots.txt keeps crawlers out, and firebase.json
// answers every request for them with `X-Robots-Tag: noindex`, for a link found elsewhere.
const shell = template
  .replace('<!--app-head-->', '<title>Sangeet Vibes</title>')
  .replace('<!--app-html-->', '');
await writeFile(join(dist, 'app.html'), shell);

// The door's service worker precaches this shell (build-plugins/door-service-worker.ts, which
// leaves the token): its revision is the shell's hash, so a new deploy's shell replaces the old.
const doorWorker = join(dist, 'door-sw.js');
const SHELL_REVISION_TOKEN = '__DOOR_SHELL_REVISION__';
const doorWorkerCode = await readFile(doorWorker, 'utf8');
if (doorWorkerCode.split(SHELL_REVISION_TOKEN).length !== 2) {
  throw new Error(`${doorWorker} should name ${SHELL_REVISION_TOKEN} once, for app.html`);
}
await writeFile(
  doorWorker,
  doorWorkerCode.replace(
    SHELL_REVISION_TOKEN,
    createHash('sha256').update(shell).digest('hex').slice(0, 20),
  ),
);

// React 19 emits the page's <title>, <meta> and <link> tags ahead of the body markup;
// they belong in <head>, where crawlers and the client's hydration look for them.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

function splitHead(markup) {
  const head = markup.match(HOISTED)?.[0] ?? '';
  if (!head.includes('<title>')) throw new Error('prerendered page has no <title> before its body');
  return { head: head.replace(/\/>/g, '/>\n    ').trim(), html: markup.slice(head.length) };
}

for (const route of prerenderedRoutes) {
  const { head: tags, html } = splitHead(await render(route));
  const jsonLd = structuredData(route);
  const head = jsonLd ? `${tags}\n    <script type="application/ld+json">${jsonLd}</script>` : tags;
  const page = template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
  if (page.includes('data-stck') || page.includes(root)) {
    throw new Error(`prerendered ${route} carries a server stack or a path of this machine`);
  }
  const file = route === '/' ? join(dist, 'index.html') : join(dist, route.slice(1), 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page);
  console.log(
    `prerendered ${route} -> ${file.slice(root.length + 1)} (${(page.length / 1024).toFixed(1)} KB)`,
  );
}

// The site's own "Page not found" for every path Hosting has no file or rewrite for (a mistyped
// link, `/.env`): the router's catch-all, rendered at a path no route matches, so the browser
// hydrates it wherever it is served. Not in the sitemap; the page itself says noindex.
{
  const { head, html } = splitHead(await render('/404'));
  const page = template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
  if (!page.includes('Page not found')) throw new Error('dist/404.html is not the not-found page');
  await writeFile(join(dist, '404.html'), page);
  console.log(`prerendered the not-found page -> 404.html (${(page.length / 1024).toFixed(1)} KB)`);
}

const urls = prerenderedRoutes
  .map(
    (route) => `  <url><loc>${config.siteUrl}${route}</loc><changefreq>weekly</changefreq></url>`,
  )
  .join('\n');
await writeFile(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
await writeFile(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /ticket/\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`,
);
await rm(ssrDir, { recursive: true, force: true });
