/**
 * The scanner's detector in the browser. The WebAssembly decoder is a hashed file of this
 * build (dist/assets/zxing_reader-….wasm), imported here so that only the scanner chunk refers
 * to it, and served by the site itself: a door must not depend on a CDN, and the CSP allows none.
 */
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { chooseQrDetector, type QrDetector } from './qr-detector';

/**
 * `?decoder=zxing` in the page's URL forces the WebAssembly decoder on a browser with its own,
 * so that both can be tried on one phone.
 */
const wasmForced = () =>
  typeof location !== 'undefined' &&
  new URLSearchParams(location.search).get('decoder') === 'zxing';

let loading: Promise<QrDetector> | null = null;

/** One detector per page, made on first use; a failed load is tried again next time. */
export function loadQrDetector(): Promise<QrDetector> {
  loading ??= chooseQrDetector({ url: zxingWasmUrl }, wasmForced()).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
