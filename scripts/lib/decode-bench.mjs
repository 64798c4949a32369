// The door's decoders on a corpus of ticket QRs (docs/design.md §10.3, `--only=decode`): tickets
// with random booking ids, e-mails of 6–254 characters and counts 0–20, their QR rendered as the
// ticket page renders it (qrcode.react with TicketQr's settings), then each drawn as a
// camera-like frame in headless Chromium: 120–600 px, rotated up to 30°, a perspective tilt, blur,
// sensor noise, low contrast, a glare patch, and a JPEG at quality 40. Each decoder reads every
// clean render and every frame; reported: the read rate and the median and p95 time per frame.
//
// Decoders: the door's (the barcode-detector polyfill, ZXing-C++ in WebAssembly, with the door's
// second look at the scan box drawn twice as large when the first finds nothing, from
// src/features/admin/scanner/camera/enlarge.ts itself), the same polyfill with one look only, the
// browser's own BarcodeDetector when it reads QR codes, jsQR, and
// html5-qrcode 2.3.8's bundled ZXing port (the door's decoder before; through its scanFile, as
// "Scan from an image" called it, so its times include decoding the JPEG).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import ts from 'typescript';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const installed = (path) => fileURLToPath(new URL(`../../node_modules/${path}`, import.meta.url));
const ORIGIN = 'http://decode-bench.invalid';
const FILES = {
  '/jsqr.js': installed('jsqr/dist/jsQR.js'),
  '/html5-qrcode.js': installed('html5-qrcode/html5-qrcode.min.js'),
  '/barcode-detector.js': installed('barcode-detector/dist/iife/ponyfill.js'),
  '/zxing_reader.wasm': installed('zxing-wasm/dist/reader/zxing_reader.wasm'),
};

/** A small seeded generator (mulberry32): the same seed gives the same corpus. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const EMAIL_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789._+-';

/** One ticket's QR text, as encodeTicketQr writes it (src/domain/qr-payload.ts). */
function randomTicket(random) {
  const pick = (chars, n) =>
    Array.from({ length: n }, () => chars[Math.floor(random() * chars.length)]).join('');
  const length = 6 + Math.floor(random() * 249); // 6–254 characters in all
  const local = pick(EMAIL_CHARS.slice(0, 36), 1) + pick(EMAIL_CHARS, Math.min(64, length - 5) - 1);
  // The domain fills the rest: labels of letters (at most 63 each) and a .in ending.
  const body = [...pick('abcdefghijklmnopqrstuvwxyz', length - local.length - 4)]
    .map((char, index, all) => (index % 60 === 59 && index < all.length - 1 ? '.' : char))
    .join('');
  const email = `${local}@${body}.in`;
  return JSON.stringify({
    bookingId: pick(ID_CHARS, 20),
    email,
    ticket499Count: Math.floor(random() * 21),
    ticket1212Count: Math.floor(random() * 21),
  });
}

/** The ticket page's QR as SVG markup (src/features/tickets/card/ticket-qr.tsx's settings). */
function ticketSvg(text) {
  return renderToStaticMarkup(
    createElement(QRCodeSVG, {
      value: text,
      size: 160,
      level: 'M',
      marginSize: 4,
      bgColor: '#ffffff',
      fgColor: '#000000',
      xmlns: 'http://www.w3.org/2000/svg',
    }),
  );
}

/** `count` tickets from `seed`: their texts and the SVG the app draws for each. */
export function ticketCorpus(count, seed) {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const text = randomTicket(random);
    return { text, svg: ticketSvg(text) };
  });
}

const PAGE = `<!doctype html><meta charset="utf-8"><div id="h5" hidden></div>
<script src="/jsqr.js"></script><script src="/html5-qrcode.js"></script>
<script src="/barcode-detector.js"></script>
<script type="module">window.doorEnlarge = (await import('/enlarge.js')).enlarge;</script>`;

/** The door's second look (src/features/admin/scanner/camera/enlarge.ts) as the page's JavaScript. */
function enlargeModule() {
  const source = readFileSync(
    fileURLToPath(new URL('../../src/features/admin/scanner/camera/enlarge.ts', import.meta.url)),
    'utf8',
  );
  return ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
}

/** Opens the bench page in a new Chromium; resolves with { browser, page }. */
export async function openBenchPage() {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
    if (path === '/enlarge.js')
      return route.fulfill({ contentType: 'text/javascript', body: enlargeModule() });
    const file = FILES[path];
    if (!file) return route.fulfill({ status: 404 });
    const type = path.endsWith('.wasm') ? 'application/wasm' : 'text/javascript';
    return route.fulfill({ contentType: type, body: readFileSync(file) });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => typeof window.doorEnlarge === 'function');
  await page.evaluate(async () => {
    await window.BarcodeDetectionAPI.prepareZXingModule({
      overrides: { locateFile: () => '/zxing_reader.wasm' },
      fireImmediately: true,
    });
  });
  return { browser, page };
}

/**
 * In the page: renders `svg` as a clean image (2 device pixels a CSS pixel, as a phone shows the
 * ticket) and as a camera-like JPEG frame drawn from `seed`; returns both as data URLs with the
 * frame's parameters.
 */
export function renderFrames(page, svg, seed) {
  return page.evaluate(
    async ({ svg, seed }) => {
      let state = seed >>> 0;
      const random = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      const between = (low, high) => low + random() * (high - low);
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();

      const clean = document.createElement('canvas');
      clean.width = clean.height = 320;
      const c = clean.getContext('2d');
      c.imageSmoothingEnabled = false;
      c.drawImage(image, 0, 0, 320, 320);

      const side = Math.round(between(120, 600));
      const angle = between(-30, 30) * (Math.PI / 180);
      const extent = side * (Math.abs(Math.cos(angle)) + Math.abs(Math.sin(angle)));
      // A 640×480 camera frame; a QR too big to fit one is a phone held close: 1280×960.
      const [width, height] = extent <= 440 ? [640, 480] : [1280, 960];
      const frame = document.createElement('canvas');
      frame.width = width;
      frame.height = height;
      const f = frame.getContext('2d', { willReadFrequently: true });
      const shade = between(150, 235);
      const backdrop = f.createLinearGradient(0, 0, width, height);
      backdrop.addColorStop(0, `rgb(${shade},${shade - 10},${shade - 25})`);
      backdrop.addColorStop(1, `rgb(${shade - 60},${shade - 60},${shade - 50})`);
      f.fillStyle = backdrop;
      f.fillRect(0, 0, width, height);
      // Perspective: the code's plane tilted away from the camera about a horizontal axis
      // (a pinhole projection of each of 128 strips), then rotated and blurred.
      const tilt = between(-0.35, 0.35);
      const depth = (v) => 1 + tilt * v;
      const rowAt = (v) => (v * Math.sqrt(1 - tilt * tilt)) / depth(v);
      const full = rowAt(1);
      const blur = between(0, Math.max(0.4, side / 220));
      f.save();
      f.translate(width / 2 + between(-0.1, 0.1) * width, height / 2 + between(-0.1, 0.1) * height);
      f.rotate(angle);
      f.filter = `blur(${blur.toFixed(2)}px)`;
      // The SVG drawn large first: sliced as an image, it would be cut from its 160 px bitmap.
      const sharp = document.createElement('canvas');
      sharp.width = sharp.height = 1280;
      sharp.getContext('2d').drawImage(image, 0, 0, 1280, 1280);
      const strips = 128;
      for (let i = 0; i < strips; i += 1) {
        const v = i / strips;
        const top = (rowAt(v) / full) * side;
        const bottom = (rowAt(v + 1 / strips) / full) * side;
        const w = (side * depth(0.5)) / depth(v + 0.5 / strips);
        f.drawImage(
          sharp,
          0,
          v * sharp.height,
          sharp.width,
          sharp.height / strips,
          -w / 2,
          -side / 2 + top,
          w,
          bottom - top + 0.5,
        );
      }
      f.restore();
      // Glare: a soft white patch somewhere on the code.
      const gx = width / 2 + between(-0.3, 0.3) * side;
      const gy = height / 2 + between(-0.3, 0.3) * side;
      const glare = f.createRadialGradient(gx, gy, 0, gx, gy, side * between(0.1, 0.25));
      glare.addColorStop(0, `rgba(255,255,255,${between(0.3, 0.6).toFixed(2)})`);
      glare.addColorStop(1, 'rgba(255,255,255,0)');
      f.fillStyle = glare;
      f.fillRect(0, 0, width, height);
      // Low contrast and sensor noise.
      const pixels = f.getImageData(0, 0, width, height);
      const low = between(20, 70);
      const high = between(180, 235);
      const noise = between(4, 14);
      const d = pixels.data;
      for (let i = 0; i < d.length; i += 4) {
        const grain = (random() + random() + random() - 1.5) * noise;
        for (let k = 0; k < 3; k += 1) d[i + k] = low + (d[i + k] / 255) * (high - low) + grain;
      }
      f.putImageData(pixels, 0, 0);
      return {
        clean: clean.toDataURL('image/png'),
        preview: frame.toDataURL('image/png'),
        frame: frame.toDataURL('image/jpeg', 0.4),
        params: { side, width, height, angle: Math.round((angle * 180) / Math.PI), tilt, blur },
      };
    },
    { svg, seed },
  );
}

/**
 * In the page: every decoder (or those named in `only`) on one image (a data URL); each result's
 * text and milliseconds.
 */
export function decodeAll(page, dataUrl, only = null) {
  return page.evaluate(
    async ({ dataUrl, only }) => {
      const blob = await (await fetch(dataUrl)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const timed = async (read) => {
        const start = performance.now();
        let text = null;
        try {
          text = await read();
        } catch {
          text = null;
        }
        return { text, ms: performance.now() - start };
      };
      window.zxingDetector ??= new window.BarcodeDetectionAPI.BarcodeDetector({
        formats: ['qr_code'],
      });
      const zxing = async (picture) => (await window.zxingDetector.detect(picture))[0]?.rawValue;
      const readers = {
        // As the camera loop reads a frame: once, then its scan box enlarged (qr-detector.ts).
        'zxing-wasm': async () => {
          const first = await zxing(pixels);
          if (first !== undefined) return first;
          const larger = window.doorEnlarge(bitmap, 'scan-box');
          return (larger && (await zxing(larger))) ?? null;
        },
        'zxing, 1 look': async () => (await zxing(pixels)) ?? null,
        jsqr: async () => window.jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null,
        'html5-qrcode': async () => {
          const scanner = new window.__Html5QrcodeLibrary__.Html5Qrcode('h5', { verbose: false });
          try {
            return await scanner.scanFile(
              new File([blob], 'frame.jpg', { type: blob.type }),
              false,
            );
          } finally {
            scanner.clear();
          }
        },
      };
      if ('BarcodeDetector' in window) {
        const formats = await window.BarcodeDetector.getSupportedFormats();
        if (formats.includes('qr_code')) {
          window.nativeDetector ??= new window.BarcodeDetector({ formats: ['qr_code'] });
          readers.native = async () =>
            (await window.nativeDetector.detect(bitmap))[0]?.rawValue ?? null;
        }
      }
      const results = {};
      for (const [name, read] of Object.entries(readers))
        if (!only || only.includes(name)) results[name] = await timed(read);
      bitmap.close();
      return results;
    },
    { dataUrl, only },
  );
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]
    : null;
};

/**
 * The whole corpus: `tickets` tickets from `seed`, each read clean and as a frame by every
 * decoder. Per decoder and kind (clean, frame, frame640 = the 640×480 frames): reads, total,
 * median and p95 milliseconds.
 * @param {{ tickets: number, seed: number, onProgress?: (done: number) => void }} options
 */
export async function measureDecode({ tickets, seed, onProgress = () => undefined }) {
  const corpus = ticketCorpus(tickets, seed);
  const { browser, page } = await openBenchPage();
  const runs = {};
  const record = (decoder, kind, ok, ms) => {
    runs[decoder] ??= {};
    runs[decoder][kind] ??= { read: 0, total: 0, ms: [] };
    const entry = runs[decoder][kind];
    entry.total += 1;
    if (ok) entry.read += 1;
    entry.ms.push(ms);
  };
  const misses = [];
  try {
    for (const [index, ticket] of corpus.entries()) {
      const frames = await renderFrames(page, ticket.svg, seed * 7919 + index);
      const clean = await decodeAll(page, frames.clean);
      const frame = await decodeAll(page, frames.frame);
      for (const [decoder, result] of Object.entries(clean))
        record(decoder, 'clean', result.text === ticket.text, result.ms);
      for (const [decoder, result] of Object.entries(frame)) {
        const ok = result.text === ticket.text;
        record(decoder, 'frame', ok, result.ms);
        if (frames.params.width === 640) record(decoder, 'frame640', ok, result.ms);
        if (!ok && decoder === 'zxing-wasm') misses.push({ index, ...frames.params });
      }
      onProgress(index + 1, () => summarise(runs));
    }
  } finally {
    await browser.close();
  }
  return { tickets, seed, summary: summarise(runs), zxingMisses: misses };
}

function summarise(runs) {
  const summary = {};
  for (const [decoder, kinds] of Object.entries(runs)) {
    summary[decoder] = {};
    for (const [kind, { read, total, ms }] of Object.entries(kinds))
      summary[decoder][kind] = {
        read,
        total,
        rate: read / total,
        medianMs: percentile(ms, 0.5),
        p95Ms: percentile(ms, 0.95),
      };
  }
  return summary;
}
