/**
 * What reads a QR code from a picture: the browser's own `BarcodeDetector` where it reads QR
 * codes (Chrome on Android and macOS, Safari), else the `barcode-detector` polyfill of the same
 * API on ZXing-C++ compiled to WebAssembly (docs/design.md §5.6). Both answer the same call, so
 * the camera loop and "Scan from an image" do not know which one they have.
 */
import type { DetectedBarcode } from 'barcode-detector/ponyfill';
import { enlarge, type EnlargeAim } from './enlarge';

/** A picture either detector reads: a video frame, a canvas, a decoded image, pixels, a file. */
export type QrSource = HTMLVideoElement | HTMLCanvasElement | ImageBitmap | ImageData | Blob;

export type QrDetectorKind = 'native' | 'zxing-wasm';

export interface QrDetector {
  kind: QrDetectorKind;
  /**
   * The texts of the QR codes in `image` (empty when there is none). With `secondLook`, a video
   * frame, canvas or bitmap where none is found is read again drawn twice as large, its scan box
   * ('scan-box', a camera frame) or all of it ('whole', a file): small codes read that way.
   */
  detect(image: QrSource, secondLook?: EnlargeAim | null): Promise<string[]>;
}

/** Where the polyfill gets its WebAssembly: a URL to fetch, or the bytes (Node, tests). */
export type ZxingWasm = { url: string } | { bytes: ArrayBuffer };

interface DetectorInstance {
  detect(image: QrSource): Promise<Pick<DetectedBarcode, 'rawValue'>[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorInstance;
  getSupportedFormats(): Promise<readonly string[]>;
}

const QR_ONLY = { formats: ['qr_code' as const] };

function wrap(kind: QrDetectorKind, detector: DetectorInstance): QrDetector {
  return {
    kind,
    async detect(image, secondLook = null) {
      const found = await detector.detect(image);
      if (found.length > 0 || !secondLook) return found.map((barcode) => barcode.rawValue);
      const larger = enlarge(image, secondLook);
      return larger ? (await detector.detect(larger)).map((barcode) => barcode.rawValue) : [];
    },
  };
}

/** The browser's own detector, if it has one that reads QR codes; else null. */
export async function nativeQrDetector(): Promise<QrDetector | null> {
  const candidate = (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  if (typeof candidate !== 'function') return null;
  const native = candidate as DetectorClass;
  try {
    // Desktop Chrome on Linux and Windows exposes the class but supports no format.
    const formats = await native.getSupportedFormats();
    return formats.includes('qr_code') ? wrap('native', new native(QR_ONLY)) : null;
  } catch {
    return null;
  }
}

/** The ZXing-C++ polyfill, its WebAssembly from `wasm` (never the library's default CDN). */
export async function zxingQrDetector(wasm: ZxingWasm): Promise<QrDetector> {
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Compiled now, while the camera starts, rather than on the first frame; a failure to fetch or
  // compile rejects here, where the caller can say the scanner cannot start.
  await prepareZXingModule({
    overrides:
      'url' in wasm
        ? { locateFile: () => wasm.url }
        : { wasmBinary: wasm.bytes, locateFile: () => '' },
    fireImmediately: true,
  });
  return wrap('zxing-wasm', new BarcodeDetector(QR_ONLY));
}

/** The native detector where there is one (unless `forceWasm`), else the polyfill. */
export async function chooseQrDetector(wasm: ZxingWasm, forceWasm = false): Promise<QrDetector> {
  return (!forceWasm && (await nativeQrDetector())) || zxingQrDetector(wasm);
}
