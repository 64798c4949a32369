// A small static server that answers like Firebase Hosting, for e2e tests and the bench.
//
// Why not `vite preview`: it answers `/faq` with the home page (its SPA fallback wins over
// dist/faq/index.html unless the URL ends in a slash) and answers a missing `/assets/x.js`
// with 200 + HTML. Firebase Hosting does neither, so tests against it would see a different
// site from production.
//
// What it follows (from `hosting` in firebase.json when the project has one, else DEFAULT_HOSTING):
//   1. reserved /__/* paths answer 404;
//   2. `redirects` (glob `source` or `regex`; `:param` captures are not supported);
//   3. exact-match static content, with `cleanUrls` and `trailingSlash` applied the way
//      Firebase's own emulator (superstatic) applies them: a file wins, then dir/index.html,
//      then (cleanUrls) path + ".html";
//   4. `rewrites` whose target is a `destination` (function/run rewrites answer 501);
//   5. 404.html with status 404, else a plain 404.
// Plus `headers` rules, Cache-Control max-age=3600 by default, gzip/brotli for text,
// and byte ranges for media (Chromium streams video with Range requests).
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * Used when the project has no firebase.json yet: clean URLs, no trailing slash, and the SPA
 * rewrite to the client-only shell dist/app.html that scripts/prerender.mjs writes (or to
 * index.html when there is no shell: a rewrite whose file is missing falls through to the next).
 */
export const DEFAULT_HOSTING = {
  cleanUrls: true,
  trailingSlash: false,
  rewrites: [
    { source: '**', destination: '/app.html' },
    { source: '**', destination: '/index.html' },
  ],
};

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
]);

/**
 * The `hosting` block of firebase.json in projectDir (the first one if it is an array),
 * or DEFAULT_HOSTING when there is no firebase.json or it has no hosting block.
 */
export function loadHostingConfig(projectDir = process.cwd()) {
  let json;
  try {
    json = JSON.parse(readFileSync(join(projectDir, 'firebase.json'), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT')
      return { hosting: DEFAULT_HOSTING, source: 'defaults (no firebase.json)' };
    throw new Error(`firebase.json could not be read: ${error.message}`);
  }
  const hosting = Array.isArray(json.hosting) ? json.hosting[0] : json.hosting;
  if (!hosting)
    return { hosting: DEFAULT_HOSTING, source: 'defaults (firebase.json has no hosting)' };
  return { hosting, source: 'firebase.json' };
}

/** Firebase Hosting glob (with `**`, `*`, `?`, `{a,b}`, `@(a|b)`) → RegExp over the URL path. */
export function globToRegExp(glob) {
  const source = glob.startsWith('/') || glob.startsWith('*') ? glob : `/${glob}`;
  let out = '';
  let groupDepth = 0;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '*' && next === '*') {
      // "/**/" also matches a single "/", and "**" at the start also matches "/".
      if (source[i + 2] === '/') {
        out += '(?:/|/.*/|.*/)';
        i += 2;
      } else {
        out += '.*';
        i += 1;
      }
    } else if (c === '*' && next !== '(') {
      out += '[^/]*';
    } else if (c === '?' && next !== '(') {
      out += '[^/]';
    } else if ('@+*?'.includes(c) && next === '(') {
      out += '(?:';
      groupDepth += 1;
      i += 1;
    } else if (c === '{') {
      out += '(?:';
      groupDepth += 1;
    } else if ((c === ')' || c === '}') && groupDepth > 0) {
      out += ')';
      groupDepth -= 1;
    } else if ((c === '|' || c === ',') && groupDepth > 0) {
      out += '|';
    } else {
      out += c.replace(/[.+^$()|[\]\\{}]/g, '\\$&');
    }
  }
  return new RegExp(`^${out}$`);
}

function ruleMatches(rule, pathname) {
  if (rule.regex) return new RegExp(rule.regex).test(pathname);
  if (rule.source) return globToRegExp(rule.source).test(pathname);
  return false;
}

function addTrailingSlash(path) {
  return path.endsWith('/') ? path : `${path}/`;
}

function removeTrailingSlash(path) {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Decide what a request path gets: { redirect } | { file, status } | { function } | { notFound }. */
export function resolveRequest(root, hosting, pathname, search = '') {
  const fileAt = (urlPath) => {
    const full = resolve(root, `.${urlPath}`);
    if (full !== root && !full.startsWith(root + sep)) return null;
    try {
      return statSync(full).isFile() ? full : null;
    } catch {
      return null;
    }
  };
  const redirect = (to) => ({ redirect: (to || '/') + search, status: 301 });
  const trailing = hosting.trailingSlash;
  const clean = Boolean(hosting.cleanUrls);

  if (pathname.startsWith('/__/')) return { notFound: true };

  for (const rule of hosting.redirects ?? []) {
    if (ruleMatches(rule, pathname))
      return { redirect: rule.destination, status: rule.type ?? 301 };
  }

  const exact = fileAt(pathname);
  if (exact && !pathname.endsWith('/')) {
    if (clean && pathname.endsWith('.html')) {
      let to = pathname.slice(0, -'.html'.length);
      if (to.endsWith('/index')) to = to.slice(0, -'/index'.length);
      return redirect(trailing === true ? addTrailingSlash(to) : to);
    }
    return { file: exact, status: 200 };
  }

  const hasSlash = pathname.endsWith('/');
  const indexFile = fileAt(`${addTrailingSlash(pathname)}index.html`);
  if (indexFile) {
    if (trailing === undefined && !hasSlash && !clean) return redirect(addTrailingSlash(pathname));
    if (trailing === false && hasSlash && pathname !== '/')
      return redirect(removeTrailingSlash(pathname));
    if (trailing === true && !hasSlash) return redirect(addTrailingSlash(pathname));
    return { file: indexFile, status: 200 };
  }

  if (clean && !(hasSlash && trailing === undefined)) {
    const htmlFile = fileAt(`${removeTrailingSlash(pathname)}.html`);
    if (htmlFile) {
      if (trailing === false && hasSlash) return redirect(removeTrailingSlash(pathname));
      if (trailing === true && !hasSlash) return redirect(addTrailingSlash(pathname));
      return { file: htmlFile, status: 200 };
    }
  }

  for (const rule of hosting.rewrites ?? []) {
    if (!ruleMatches(rule, pathname)) continue;
    if (!rule.destination) return { function: rule.function ?? rule.run ?? 'unknown' };
    const target =
      fileAt(rule.destination) ?? fileAt(`${addTrailingSlash(rule.destination)}index.html`);
    if (target) return { file: target, status: 200 };
  }

  const custom404 = fileAt('/404.html');
  return custom404 ? { file: custom404, status: 404 } : { notFound: true };
}

function headersFor(hosting, pathname) {
  const headers = { 'cache-control': 'max-age=3600' };
  for (const rule of hosting.headers ?? []) {
    if (!ruleMatches(rule, pathname)) continue;
    for (const { key, value } of rule.headers ?? []) headers[key.toLowerCase()] = value;
  }
  return headers;
}

function pickEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Serve `root` like Firebase Hosting.
 * @param {{ root: string, port?: number, host?: string, hosting?: object, onRequest?: (line: string) => void }} options
 *   port 0 picks a free port. `hosting` defaults to loadHostingConfig(cwd).hosting.
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startStaticServer({
  root,
  port = 4173,
  host = '127.0.0.1',
  hosting,
  onRequest,
} = {}) {
  const rootDir = resolve(root);
  const config = hosting ?? loadHostingConfig().hosting;
  const compressed = new Map();

  const compressedBody = (file, encoding, mtimeMs) => {
    const key = `${encoding}:${file}`;
    const cached = compressed.get(key);
    if (cached && cached.mtimeMs === mtimeMs) return cached.body;
    const raw = readFileSync(file);
    const body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw, { level: 9 });
    compressed.set(key, { body, mtimeMs });
    return body;
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname).replace(/\/{2,}/g, '/');
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const outcome = resolveRequest(rootDir, config, pathname, url.search);
    const rangeNote = req.headers.range ? ` [${req.headers.range}]` : '';
    onRequest?.(
      `${req.method} ${req.url}${rangeNote} → ${outcome.redirect ?? outcome.file ?? (outcome.function ? 'function' : '404')}`,
    );

    if (outcome.redirect) {
      res.writeHead(outcome.status, { location: outcome.redirect }).end();
      return;
    }
    if (outcome.function) {
      res
        .writeHead(501, { 'content-type': 'text/plain' })
        .end('This local server does not run Hosting function rewrites.');
      return;
    }
    if (outcome.notFound) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('404 Not Found');
      return;
    }

    const { file, status } = outcome;
    const ext = extname(file).toLowerCase();
    const { size, mtimeMs } = statSync(file);
    const headers = {
      'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      ...headersFor(config, pathname),
    };
    const head = req.method === 'HEAD';

    if (COMPRESSIBLE.has(ext)) {
      const encoding = pickEncoding(req.headers['accept-encoding']);
      const body = encoding ? compressedBody(file, encoding, mtimeMs) : readFileSync(file);
      if (encoding) headers['content-encoding'] = encoding;
      headers.vary = 'Accept-Encoding';
      headers['content-length'] = body.length;
      res.writeHead(status, headers);
      res.end(head ? undefined : body);
      return;
    }

    headers['accept-ranges'] = 'bytes';
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (range && status === 200 && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size || start > end) {
        res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
        return;
      }
      headers['content-range'] = `bytes ${start}-${end}/${size}`;
      headers['content-length'] = end - start + 1;
      res.writeHead(206, headers);
      if (head) res.end();
      else createReadStream(file, { start, end }).pipe(res);
      return;
    }
    headers['content-length'] = size;
    res.writeHead(status, headers);
    if (head) res.end();
    else createReadStream(file).pipe(res);
  });

  await new Promise((resolvePromise, reject) => {
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${port} on ${host} is already in use (is \`npm run preview\` or another test run still running?).`,
          ),
        );
      } else reject(error);
    });
    server.listen(port, host, resolvePromise);
  });
  const actualPort = server.address().port;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((resolvePromise) => {
        server.closeAllConnections();
        server.close(() => resolvePromise());
      }),
  };
}

/** Wait until `url` answers any HTTP status, or throw after timeoutMs. */
export async function waitForServer(url, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { method: 'HEAD', redirect: 'manual' });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${lastError?.message}`);
}

// `node scripts/lib/static-server.mjs [dir] [port]` serves the built site by hand.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.argv[2] ?? 'dist';
  const { hosting, source } = loadHostingConfig();
  const { url } = await startStaticServer({
    root,
    port: Number(process.argv[3] ?? 4173),
    hosting,
    onRequest: (line) => console.log(line),
  });
  console.log(`Serving ${root} like Firebase Hosting (${source}) at ${url}`);
}
