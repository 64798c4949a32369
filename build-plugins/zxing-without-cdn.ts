import type { Plugin } from 'vite';

/** zxing-wasm's default home for its .wasm: a CDN the door never uses (docs/design.md §5.6). */
const CDN_TEMPLATE = /`https:\/\/fastly\.jsdelivr\.net\/npm\/zxing-wasm@[^`]*`/g;
/** The ZXing glue as barcode-detector bundles it, and zxing-wasm's own. */
const ZXING_GLUE =
  /[\\/](barcode-detector[\\/]dist[\\/]es[\\/]zxing-exported|zxing-wasm[\\/]dist[\\/]es[\\/]share)\.js$/;

/**
 * Takes the CDN address out of the WebAssembly decoder's default `locateFile`. The scanner
 * always overrides it with the site's own hashed asset (load-qr-detector.ts); without the
 * address, a load that somehow missed the override fails on this site instead of fetching code
 * from a third party, and the build names no CDN (tests/e2e/admin-chunk-split.e2e.ts).
 */
export function zxingWithoutCdn(): Plugin {
  return {
    name: 'sangeet-zxing-without-cdn',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ZXING_GLUE.test(id)) return null;
      const changed = code.replace(CDN_TEMPLATE, '"zxing-wasm-location-not-set.wasm"');
      // A new release that words the default differently must be looked at, not shipped.
      if (changed.includes('jsdelivr')) this.error(`${id} still names jsDelivr`);
      return changed === code ? null : { code: changed, map: null };
    },
  };
}
