import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zxingWithoutCdn } from '../../build-plugins/zxing-without-cdn';

// docs/design.md §5.6: the build names no CDN for the decoder's WebAssembly.

const GLUE = resolve('node_modules/barcode-detector/dist/es/zxing-exported.js');

/** Runs the plugin's transform; `failed` holds what it reported through this.error. */
function transform(code: string, id: string) {
  const failed: string[] = [];
  const hook = zxingWithoutCdn().transform as (
    this: { error: (message: string) => never },
    code: string,
    id: string,
  ) => { code: string } | null;
  const context = {
    error: (message: string): never => {
      failed.push(message);
      throw new Error(message);
    },
  };
  try {
    return { code: hook.call(context, code, id)?.code ?? null, failed };
  } catch {
    return { code: null, failed };
  }
}

describe('zxingWithoutCdn', () => {
  it('takes the jsDelivr address out of the installed polyfill, and nothing else', () => {
    const original = readFileSync(GLUE, 'utf8');
    expect(original).toContain('jsdelivr');
    const { code, failed } = transform(original, GLUE);
    expect(failed).toEqual([]);
    expect(code).not.toContain('jsdelivr');
    expect(code).toContain('"zxing-wasm-location-not-set.wasm"');
    expect(code!.length - original.length).toBeLessThan(0);
  });

  it('leaves every other module alone', () => {
    const { code } = transform(
      'const cdn = `https://fastly.jsdelivr.net/npm/zxing-wasm@1/x`;',
      '/src/main.ts',
    );
    expect(code).toBeNull();
  });

  it('fails the build when a new release names the CDN some other way', () => {
    const { failed } = transform(
      'const u = "https://cdn.jsdelivr.net/npm/zxing-wasm/x.wasm";',
      GLUE,
    );
    expect(failed).toEqual([`${GLUE} still names jsDelivr`]);
  });
});
