import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ZXING_WASM_SHA256 } from 'barcode-detector/ponyfill';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeBilevelPng } from '@/domain/png';
import {
  chooseQrDetector,
  nativeQrDetector,
  zxingQrDetector,
} from '@/features/admin/scanner/camera/qr-detector';

// docs/design.md §5.6: the door decodes with the browser's BarcodeDetector where it reads QR
// codes, else with ZXing-C++ in WebAssembly, its .wasm served by the site.

const WASM_FILE = 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm';
const wasmBytes = () => {
  const file = readFileSync(WASM_FILE);
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
};
const fixture = (name: string) => new Blob([readFileSync(`tests/fixtures/qr/${name}`)]);

/** Node has no DOMRectReadOnly, which the polyfill builds each result's bounding box with. */
class BoundingBox {
  constructor(
    readonly x = 0,
    readonly y = 0,
    readonly width = 0,
    readonly height = 0,
  ) {}
}

beforeEach(() => {
  vi.stubGlobal('DOMRectReadOnly', BoundingBox);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the WebAssembly decoder', () => {
  it('is the build the polyfill was made for (the .wasm file the site serves)', () => {
    // The polyfill's JavaScript glue and the .wasm asset come from two packages: a version
    // drift between them would fail at the door, so it fails here.
    const served = createHash('sha256').update(readFileSync(WASM_FILE)).digest('hex');
    expect(served).toBe(ZXING_WASM_SHA256);
  });

  // Two tickets html5-qrcode's bundled ZXing port could not read (docs/design.md §9.13).
  it.each([
    [
      'unreadable-ticket.png',
      '{"bookingId":"vaakIM2mSdHYccqjidPG","email":"file-kjl8gn@example.com","ticket499Count":0,"ticket1212Count":1}',
    ],
    [
      'camera-unread-400-a.png',
      '{"bookingId":"By75uGRWXpdZClhL8sQk","email":"door@example.com","ticket499Count":0,"ticket1212Count":1}',
    ],
  ])('reads %s', async (name, text) => {
    const detector = await zxingQrDetector({ bytes: wasmBytes() });
    expect(detector.kind).toBe('zxing-wasm');
    expect(await detector.detect(fixture(name))).toEqual([text]);
  });

  it('finds nothing in a picture without a QR code', async () => {
    const detector = await zxingQrDetector({ bytes: wasmBytes() });
    // Diagonal stripes: edges everywhere, but no finder pattern.
    const stripes = encodeBilevelPng(240, 240, (x, y) => (x + y) % 24 < 12);
    expect(await detector.detect(new Blob([Buffer.from(stripes)]))).toEqual([]);
  });
});

/** A stand-in for a browser's own BarcodeDetector supporting `formats`. */
function nativeDetectorSupporting(formats: string[]) {
  const detect = vi.fn(async () => [{ rawValue: 'from the browser' }]);
  const made: unknown[] = [];
  class BarcodeDetector {
    static getSupportedFormats = async () => formats;
    constructor(options: unknown) {
      made.push(options);
    }
    detect = detect;
  }
  vi.stubGlobal('BarcodeDetector', BarcodeDetector);
  return { detect, made };
}

describe('choosing the decoder', () => {
  it('uses the browser’s own detector when it reads QR codes, asking for QR codes only', async () => {
    const native = nativeDetectorSupporting(['ean_13', 'qr_code']);
    const detector = await chooseQrDetector({ bytes: wasmBytes() });
    expect(detector.kind).toBe('native');
    expect(native.made).toEqual([{ formats: ['qr_code'] }]);
    expect(await detector.detect(fixture('camera-unread-400-a.png'))).toEqual([
      'from the browser',
    ]);
  });

  it.each([
    ['no BarcodeDetector at all', null],
    ['a BarcodeDetector without QR codes (desktop Chrome on Linux)', ['ean_13']],
    ['a BarcodeDetector with no formats', []],
  ])('falls back to WebAssembly with %s', async (_, formats) => {
    if (formats) nativeDetectorSupporting(formats);
    expect(await nativeQrDetector()).toBeNull();
    expect((await chooseQrDetector({ bytes: wasmBytes() })).kind).toBe('zxing-wasm');
  });

  it('uses WebAssembly when forced, even where the browser has its own', async () => {
    nativeDetectorSupporting(['qr_code']);
    expect((await chooseQrDetector({ bytes: wasmBytes() }, true)).kind).toBe('zxing-wasm');
  });
});
